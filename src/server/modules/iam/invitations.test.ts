import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { cookieFrom, createTestApp, signIn, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { api, makeBrand } from '../../test/ordering-fixture';
import { rowsOf } from '../../db/client';
import { auditLog, authAccounts, authUsers, invitations, locations, userProfiles } from '../../db/schema';
import { IAM_MESSAGES, SIGNUP_MESSAGES } from '../../../shared/errors';
import { FRANCHISOR_INVITATION_ONLY } from './iam.service';
import type { Role } from '../../../shared/roles';

let t: TestApp;
type Account = { userId: string; email: string; cookie: string };
let hq: Account;
let admin: Account;
let franchisee: Account;
let brand: Awaited<ReturnType<typeof makeBrand>>;

let seq = 0;
const unique = (p: string) => `${p}.${Date.now().toString(36)}.${(seq += 1)}@example.com`;

/** Public sign-up is off in this file, so accounts are made the way the seed makes them. */
async function account(role: Role, fullName = `${role} tester`): Promise<Account> {
  const email = unique(role);
  const [u] = await t.db.insert(authUsers).values({ name: fullName, email, emailVerified: true }).returning();
  await t.db
    .insert(authAccounts)
    .values({ accountId: u.id, providerId: 'credential', userId: u.id, password: await hashPassword('secret123') });
  await t.db.insert(userProfiles).values({ id: u.id, email, fullName, role, status: 'active' });
  const res = await signIn(t, email, 'secret123');
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return { userId: u.id, email, cookie: cookieFrom(res) };
}

async function freeLocation() {
  const code = `INV-${Date.now().toString(36)}-${(seq += 1)}`;
  const [l] = await t.db
    .insert(locations)
    .values({ brandId: brand.id, code, name: `Store ${code}`, addressLine: 'x', city: 'Makati', province: 'Metro Manila', status: 'open' })
    .returning();
  return l;
}

const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { code: string; message: string } }).error;
function tokenFromMail(to: string): string {
  const mail = [...t.mail].reverse().find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const m = mail.text.match(/\/auth\/callback\?type=invite&token=([A-Za-z0-9_-]+)/);
  if (!m) throw new Error(`no invitation link in: ${mail.text}`);
  return m[1];
}
const pub = () => ({
  preview: (token: string) => t.app.inject({ method: 'GET', url: `/api/invitations/${token}` }),
  accept: (token: string, password = 'newpass123', fullName = 'Invited Person') =>
    t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      headers: { origin: TEST_ORIGIN },
      payload: { token, fullName, password },
    }),
});

beforeAll(async () => {
  t = await createTestApp({ env: { SIGNUP_ENABLED: 'false' } });
  brand = await makeBrand(t);
  hq = await account('franchisor', 'Helen Quinto');
  admin = await account('admin');
  franchisee = await account('franchisee');
});
afterAll(async () => t?.close());

describe('invitations', () => {
  it('invite a franchisee with a location → e-mail → accept with the token → signed in with the role and the location', async () => {
    const loc = await freeLocation();
    const email = unique('Invitee');
    const res = await api(t, hq.cookie).post('/api/iam/invitations', {
      email,
      fullName: 'Ivy Invitee',
      role: 'franchisee',
      locationIds: [loc.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const inv = res.json();
    expect(inv).toMatchObject({
      email: email.toLowerCase(),
      fullName: 'Ivy Invitee',
      role: 'franchisee',
      status: 'pending',
      invitedByName: 'Helen Quinto',
      locations: [{ id: loc.id, code: loc.code, brandName: brand.name }],
    });
    const days = (Date.parse(inv.expiresAt) - Date.parse(inv.sentAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const mail = t.mail.find((m) => m.to === email.toLowerCase())!;
    expect(mail.subject).toBe('You are invited to FranchiseHub');
    expect(mail.text).toContain(`${t.ctx.baseUrl}/auth/callback?type=invite&token=`);
    const token = tokenFromMail(email.toLowerCase());
    // Only the hash is stored.
    const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, inv.id));
    expect(stored.tokenHash).not.toContain(token);

    const preview = await pub().preview(token);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ email: email.toLowerCase(), fullName: 'Ivy Invitee', role: 'franchisee' });

    const accepted = await pub().accept(token, 'newpass123', 'Ivy Invitee');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      user: { email: email.toLowerCase(), role: 'franchisee', fullName: 'Ivy Invitee', status: 'active' },
      redirectTo: '/franchisee-dashboard',
    });
    const cookie = cookieFrom(accepted);
    expect(cookie).toContain('session_token');
    expect((await api(t, cookie).get('/api/profile')).json()).toMatchObject({ role: 'franchisee' });
    const mine = (await api(t, cookie).get('/api/network/locations')).json();
    expect(mine.items.map((l: { id: string }) => l.id)).toEqual([loc.id]);
    expect((await api(t, cookie).get('/api/ordering/locations')).json().locations.map((l: { id: string }) => l.id)).toEqual([loc.id]);

    // The password works for later sign-ins; the link does not work twice.
    expect((await signIn(t, email, 'newpass123')).statusCode).toBe(200);
    const again = await pub().preview(token);
    expect(again.statusCode).toBe(410);
    expect(errorOf(again).message).toBe(IAM_MESSAGES.INVITATION_USED);
    expect((await pub().accept(token)).statusCode).toBe(410);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, inv.id), eq(auditLog.action, 'invitation.accepted')));
    expect(entry.after).toMatchObject({ status: 'accepted', role: 'franchisee', locations: [loc.code] });
    // Accepted invitations leave the list.
    const list = (await api(t, admin.cookie).get('/api/iam/invitations')).json();
    expect(list.items.find((i: { id: string }) => i.id === inv.id)).toBeUndefined();
  });

  it("applies this invitation's role (admin lands on the IAM console)", async () => {
    const email = unique('new.admin');
    await api(t, hq.cookie).post('/api/iam/invitations', { email, role: 'admin' });
    const res = await pub().accept(tokenFromMail(email));
    expect(res.json()).toMatchObject({ user: { role: 'admin' }, redirectTo: '/iam-management' });
  });

  it('admin may invite franchisee and user accounts only; only a franchisor invites a franchisor', async () => {
    let res = await api(t, admin.cookie).post('/api/iam/invitations', { email: unique('x'), role: 'franchisor' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(IAM_MESSAGES.FRANCHISOR_ONLY);
    res = await api(t, admin.cookie).post('/api/iam/invitations', { email: unique('x'), role: 'admin' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(IAM_MESSAGES.ADMIN_SCOPE);
    res = await api(t, admin.cookie).post('/api/iam/invitations', { email: unique('x'), role: 'user' });
    expect(res.statusCode).toBe(201);
    // A franchisor's invitation is not the admin's to resend or revoke either, and it stays open.
    const toHq = (await api(t, hq.cookie).post('/api/iam/invitations', { email: unique('hq'), role: 'franchisor' })).json();
    for (const refused of [
      await api(t, admin.cookie).post(`/api/iam/invitations/${toHq.id}/resend`),
      await api(t, admin.cookie).del(`/api/iam/invitations/${toHq.id}`),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).message).toBe(FRANCHISOR_INVITATION_ONLY);
    }
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, toHq.id));
    expect(row.revokedAt).toBeNull();
    res = await api(t, hq.cookie).post('/api/iam/invitations', { email: unique('x'), role: 'franchisor' });
    expect(res.statusCode).toBe(201);
  });

  it('refuses registered e-mails, duplicates, locations for other roles and locations someone owns', async () => {
    let res = await api(t, hq.cookie).post('/api/iam/invitations', { email: franchisee.email.toUpperCase(), role: 'user' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(IAM_MESSAGES.EMAIL_REGISTERED);
    const email = unique('twice');
    expect((await api(t, hq.cookie).post('/api/iam/invitations', { email, role: 'user' })).statusCode).toBe(201);
    res = await api(t, hq.cookie).post('/api/iam/invitations', { email, role: 'user' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(IAM_MESSAGES.INVITATION_PENDING);
    const loc = await freeLocation();
    res = await api(t, hq.cookie).post('/api/iam/invitations', { email: unique('y'), role: 'user', locationIds: [loc.id] });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(IAM_MESSAGES.INVITATION_LOCATIONS_FRANCHISEE_ONLY);
    await t.db.update(locations).set({ ownerId: franchisee.userId }).where(eq(locations.id, loc.id));
    res = await api(t, hq.cookie).post('/api/iam/invitations', { email: unique('y'), role: 'franchisee', locationIds: [loc.id] });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toContain(`Location ${loc.code} is already assigned to franchisee tester (${franchisee.email})`);
  });

  it('resend issues a new link and a new week; the old link stops working', async () => {
    const email = unique('resend');
    const inv = (await api(t, admin.cookie).post('/api/iam/invitations', { email, role: 'franchisee' })).json();
    const oldToken = tokenFromMail(email);
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000), sentAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(invitations.id, inv.id));
    const expired = await pub().preview(oldToken);
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired).message).toBe(IAM_MESSAGES.INVITATION_EXPIRED);
    expect((await pub().accept(oldToken)).statusCode).toBe(410);
    const listed = (await api(t, admin.cookie).get('/api/iam/invitations')).json().items.find((i: { id: string }) => i.id === inv.id);
    expect(listed.status).toBe('expired');

    const res = await api(t, admin.cookie).post(`/api/iam/invitations/${inv.id}/resend`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('pending');
    expect(Date.parse(res.json().expiresAt)).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const newToken = tokenFromMail(email);
    expect(newToken).not.toBe(oldToken);
    const old = await pub().preview(oldToken);
    expect(old.statusCode).toBe(404);
    expect(errorOf(old).message).toBe(IAM_MESSAGES.INVITATION_NOT_FOUND);
    expect((await pub().preview(newToken)).statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, inv.id), eq(auditLog.action, 'invitation.resent'))),
    ).toHaveLength(1);
  });

  it('revoked invitations are refused, leave the list, and no longer grant their role', async () => {
    const email = unique('revoked');
    const inv = (await api(t, hq.cookie).post('/api/iam/invitations', { email, role: 'admin' })).json();
    const token = tokenFromMail(email);
    expect((await api(t, admin.cookie).del(`/api/iam/invitations/${inv.id}`)).statusCode).toBe(403); // admin invitation: outside an admin's scope
    const res = await api(t, hq.cookie).del(`/api/iam/invitations/${inv.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('revoked');
    const preview = await pub().preview(token);
    expect(preview.statusCode).toBe(410);
    expect(errorOf(preview).message).toBe(IAM_MESSAGES.INVITATION_REVOKED);
    expect((await pub().accept(token)).statusCode).toBe(410);
    expect((await api(t, hq.cookie).post(`/api/iam/invitations/${inv.id}/resend`)).statusCode).toBe(409);
    const list = (await api(t, hq.cookie).get('/api/iam/invitations')).json();
    expect(list.items.find((i: { id: string }) => i.id === inv.id)).toBeUndefined();
    // A later sign-in with that address (here: an account made directly) does not pick the revoked role up.
    expect(
      await t.ctx.profiles.ensureOnSignIn((await t.db.insert(authUsers).values({ name: 'R', email }).returning())[0].id),
    ).toMatchObject({ role: 'franchisee' });
  });

  it('unknown tokens get 404; an e-mail registered meanwhile gets a clear refusal', async () => {
    const unknown = await pub().preview('this-token-does-not-exist');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(IAM_MESSAGES.INVITATION_NOT_FOUND);
    const email = unique('raced');
    await api(t, hq.cookie).post('/api/iam/invitations', { email, role: 'user' });
    const token = tokenFromMail(email);
    await t.db.insert(authUsers).values({ name: 'Raced', email });
    const res = await pub().accept(token);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(SIGNUP_MESSAGES.USER_ALREADY_REGISTERED);
  });

  it('lists pending and expired invitations newest first', async () => {
    const list = (await api(t, admin.cookie).get('/api/iam/invitations')).json().items as { createdAt: string; status: string }[];
    expect(list.length).toBeGreaterThan(2);
    expect(list.every((i) => i.status === 'pending' || i.status === 'expired')).toBe(true);
    const times = list.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const [{ n }] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from invitations where accepted_at is null and revoked_at is null`),
    );
    expect(list).toHaveLength(n);
  });
});
