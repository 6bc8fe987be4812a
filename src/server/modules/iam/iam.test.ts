import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { cookieFrom, createTestApp, signIn, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee } from '../../test/ordering-fixture';
import { auditLog, authSessions, locations, userProfiles } from '../../db/schema';
import { AUTH_MESSAGES, IAM_MESSAGES } from '../../../shared/errors';
import { PERMISSIONS } from '../../../shared/roles';
import { FRANCHISOR_ACCOUNT_ONLY, FRANCHISOR_SESSIONS_ONLY, FRANCHISOR_STATUS_ONLY } from './iam.service';

let t: TestApp;
type U = Awaited<ReturnType<typeof signUp>>;
let hq: U;
let admin: U;
let admin2: U;
let plain: U;
let brand: Awaited<ReturnType<typeof makeBrand>>;
let f: Awaited<ReturnType<typeof makeFranchisee>>;

beforeAll(async () => {
  t = await createTestApp();
  hq = await signUp(t, { role: 'franchisor', fullName: 'Head Office One' });
  admin = await signUp(t, { role: 'admin', fullName: 'Admin One' });
  admin2 = await signUp(t, { role: 'admin', fullName: 'Admin Two' });
  plain = await signUp(t, { role: 'user', fullName: 'Plain User' });
  brand = await makeBrand(t);
  f = await makeFranchisee(t, brand.id);
});
afterAll(async () => t?.close());

let seq = 0;
async function freeLocation(code = `FREE-${Date.now().toString(36)}-${(seq += 1)}`) {
  const [l] = await t.db
    .insert(locations)
    .values({ brandId: brand.id, code, name: `Free ${code}`, addressLine: 'x', city: 'Makati', province: 'Metro Manila', status: 'open' })
    .returning();
  return l;
}
const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { code: string; message: string } }).error;
async function auditFor(targetId: string, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)));
}

describe('access', () => {
  const endpoints = (id: string) =>
    [
      ['GET', '/api/iam/users'],
      ['GET', `/api/iam/users/${id}`],
      ['PATCH', `/api/iam/users/${id}/role`, { role: 'user' }],
      ['PATCH', `/api/iam/users/${id}/status`, { status: 'inactive' }],
      ['PUT', `/api/iam/users/${id}/locations`, { locationIds: [] }],
      ['DELETE', `/api/iam/users/${id}/sessions`],
      ['GET', '/api/iam/invitations'],
      ['POST', '/api/iam/invitations', { email: 'nobody@example.com', role: 'user' }],
      ['POST', `/api/iam/invitations/${id}/resend`],
      ['DELETE', `/api/iam/invitations/${id}`],
      ['GET', '/api/iam/permissions'],
      ['GET', '/api/iam/audit'],
      ['GET', '/api/iam/audit.csv'],
    ] as const;

  it('franchisee and user get 403 from every IAM endpoint; signed-out callers get 401', async () => {
    for (const who of [f, plain]) {
      for (const [method, url, body] of endpoints(admin.userId)) {
        const res = await t.app.inject({ method, url, payload: body, headers: { origin: TEST_ORIGIN, cookie: who.cookie } });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url, body] of endpoints(admin.userId)) {
      const res = await t.app.inject({ method, url, payload: body, headers: { origin: TEST_ORIGIN } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('the permission matrix is the one the guards read', async () => {
    const res = await api(t, admin.cookie).get('/api/iam/permissions');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.roles).toEqual(['franchisor', 'admin', 'franchisee', 'user']);
    expect(body.permissions).toHaveLength(Object.keys(PERMISSIONS).length);
    for (const p of body.permissions) expect(p.roles).toEqual([...PERMISSIONS[p.key as keyof typeof PERMISSIONS].roles]);
    expect(body.permissions.find((p: { key: string }) => p.key === 'suppliers.read').roles).toEqual(['franchisor', 'admin']);
  });
});

describe('users', () => {
  it('lists, searches and filters users from the database, with their locations', async () => {
    const a = api(t, admin.cookie);
    const all = (await a.get('/api/iam/users?limit=100')).json();
    expect(all.total).toBeGreaterThanOrEqual(5);
    const byName = (await a.get('/api/iam/users?search=Admin%20Two')).json();
    expect(byName.items.map((u: { id: string }) => u.id)).toEqual([admin2.userId]);
    const byEmail = (await a.get(`/api/iam/users?search=${encodeURIComponent(f.email)}`)).json();
    expect(byEmail.items[0]).toMatchObject({
      id: f.userId,
      role: 'franchisee',
      status: 'active',
      twoFactorEnabled: false,
      locations: [{ id: f.location.id, code: f.location.code }],
    });
    const franchisors = (await a.get('/api/iam/users?role=franchisor')).json();
    expect(franchisors.items.every((u: { role: string }) => u.role === 'franchisor')).toBe(true);
    const atLocation = (await a.get(`/api/iam/users?locationId=${f.location.id}`)).json();
    expect(atLocation).toMatchObject({ total: 1, items: [{ id: f.userId }] });
    const paged = (await a.get('/api/iam/users?limit=2&offset=0')).json();
    expect(paged.items).toHaveLength(2);
    expect(paged.total).toBe(all.total);
  });

  it('shows one user with sessions, identities, two-factor state and activity', async () => {
    const res = await api(t, hq.cookie).get(`/api/iam/users/${f.userId}`);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({ id: f.userId, email: f.email, identities: ['credential'], twoFactorEnabled: false });
    expect(d.sessions.length).toBeGreaterThanOrEqual(1);
    expect(d.sessions[0]).toHaveProperty('lastSeenAt');
    expect((await api(t, hq.cookie).get('/api/iam/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('role and status changes', () => {
  it('admin cannot grant franchisor, nor touch franchisor or admin accounts, nor make admins', async () => {
    const target = await signUp(t, { role: 'user' });
    const a = api(t, admin.cookie);
    let res = await a.patch(`/api/iam/users/${target.userId}/role`, { role: 'franchisor' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(IAM_MESSAGES.FRANCHISOR_ONLY);
    res = await a.patch(`/api/iam/users/${target.userId}/role`, { role: 'admin' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(IAM_MESSAGES.ADMIN_SCOPE);
    res = await a.patch(`/api/iam/users/${hq.userId}/status`, { status: 'suspended' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(FRANCHISOR_STATUS_ONLY);
    res = await a.patch(`/api/iam/users/${hq.userId}/role`, { role: 'user' });
    expect(errorOf(res).message).toBe(IAM_MESSAGES.FRANCHISOR_ONLY);
    res = await a.patch(`/api/iam/users/${admin2.userId}/role`, { role: 'user' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(IAM_MESSAGES.ADMIN_SCOPE);
    res = await a.patch(`/api/iam/users/${admin2.userId}/status`, { status: 'inactive' });
    expect(errorOf(res).message).toBe(IAM_MESSAGES.ADMIN_SCOPE);
    res = await a.del(`/api/iam/users/${admin2.userId}/sessions`);
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(userProfiles).where(eq(userProfiles.id, target.userId));
    expect(row.role).toBe('user');
    // Within scope: user → franchisee works for an admin.
    res = await a.patch(`/api/iam/users/${target.userId}/role`, { role: 'franchisee' });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('franchisee');
  });

  it('refuses a status outside the list with the catalogue field message', async () => {
    const target = await signUp(t, { role: 'user' });
    const res = await api(t, hq.cookie).patch(`/api/iam/users/${target.userId}/status`, { status: 'y' });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe('Invalid status. Please check your input.');
  });

  it('nobody changes their own role or status', async () => {
    let res = await api(t, hq.cookie).patch(`/api/iam/users/${hq.userId}/role`, { role: 'admin' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(IAM_MESSAGES.SELF_ROLE);
    res = await api(t, hq.cookie).patch(`/api/iam/users/${hq.userId}/status`, { status: 'inactive' });
    expect(errorOf(res).message).toBe(IAM_MESSAGES.SELF_STATUS);
    res = await api(t, admin.cookie).patch(`/api/iam/users/${admin.userId}/status`, { status: 'suspended' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(IAM_MESSAGES.SELF_STATUS);
    res = await api(t, admin.cookie).del(`/api/iam/users/${admin.userId}/sessions`);
    expect(errorOf(res).message).toBe(IAM_MESSAGES.SELF_SESSIONS);
    const [row] = await t.db.select().from(userProfiles).where(eq(userProfiles.id, hq.userId));
    expect(row).toMatchObject({ role: 'franchisor', status: 'active' });
  });

  it('a franchisor grants and removes the franchisor role; the change is audited with before and after and address', async () => {
    const target = await signUp(t, { role: 'admin' });
    let res = await api(t, hq.cookie).patch(`/api/iam/users/${target.userId}/role`, { role: 'franchisor' });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('franchisor');
    // Access changed away from admin: their old session is gone.
    expect((await api(t, target.cookie).get('/api/profile')).statusCode).toBe(401);
    res = await api(t, hq.cookie).patch(`/api/iam/users/${target.userId}/role`, { role: 'admin' });
    expect(res.json().role).toBe('admin');
    const entries = await auditFor(target.userId, 'user.role_changed');
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => [e.before, (e.after as { role: string }).role])).toEqual([
      [{ role: 'admin' }, 'franchisor'],
      [{ role: 'franchisor' }, 'admin'],
    ]);
    expect(entries[0]).toMatchObject({ actorId: hq.userId, actorEmail: hq.email, targetType: 'user', targetLabel: target.email });
    expect(entries[0].ipAddress).toBeTruthy();
  });

  it('a role change from user keeps the session (access grows); one away from franchisee ends it', async () => {
    const u = await signUp(t, { role: 'user' });
    await api(t, admin.cookie).patch(`/api/iam/users/${u.userId}/role`, { role: 'franchisee' });
    expect((await api(t, u.cookie).get('/api/profile')).json().role).toBe('franchisee');
    await api(t, admin.cookie).patch(`/api/iam/users/${u.userId}/role`, { role: 'user' });
    expect((await api(t, u.cookie).get('/api/profile')).statusCode).toBe(401);
  });

  it('a franchisee moved to another role hands their locations back to head office', async () => {
    const g = await makeFranchisee(t, brand.id);
    const res = await api(t, admin.cookie).patch(`/api/iam/users/${g.userId}/role`, { role: 'user' });
    expect(res.statusCode).toBe(200);
    const [loc] = await t.db.select().from(locations).where(eq(locations.id, g.location.id));
    expect(loc.ownerId).toBeNull();
    const [entry] = await auditFor(g.userId, 'user.role_changed');
    expect(entry.after).toMatchObject({ role: 'user', locationsReleased: [g.location.code] });
  });

  it('disabling a user ends their session at once and they cannot sign in again', async () => {
    const victim = await signUp(t, { role: 'franchisee' });
    const second = cookieFrom(await signIn(t, victim.email, victim.password));
    expect((await api(t, victim.cookie).get('/api/profile')).statusCode).toBe(200);
    const res = await api(t, admin.cookie).patch(`/api/iam/users/${victim.userId}/status`, {
      status: 'inactive',
      reason: 'Contract ended',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'inactive', sessions: [] });
    expect((await api(t, victim.cookie).get('/api/profile')).statusCode).toBe(401);
    expect((await api(t, second).get('/api/profile')).statusCode).toBe(401);
    expect(await t.db.select().from(authSessions).where(eq(authSessions.userId, victim.userId))).toHaveLength(0);
    const again = await signIn(t, victim.email, victim.password);
    expect(again.statusCode).toBe(403);
    expect(errorOf(again)).toMatchObject({ code: 'ACCOUNT_DISABLED', message: AUTH_MESSAGES.ACCOUNT_DISABLED });
    const [entry] = await auditFor(victim.userId, 'user.status_changed');
    expect(entry.before).toEqual({ status: 'active' });
    expect(entry.after).toMatchObject({ status: 'inactive', reason: 'Contract ended', sessionsEnded: 2 });
    // Re-activated, they sign in again.
    await api(t, admin.cookie).patch(`/api/iam/users/${victim.userId}/status`, { status: 'active' });
    expect((await signIn(t, victim.email, victim.password)).statusCode).toBe(200);
  });

  it('signs a user out everywhere', async () => {
    const u = await signUp(t, { role: 'franchisee' });
    const res = await api(t, admin.cookie).del(`/api/iam/users/${u.userId}/sessions`);
    expect(res.json()).toEqual({ sessionsEnded: 1 });
    expect((await api(t, u.cookie).get('/api/profile')).statusCode).toBe(401);
    expect(await auditFor(u.userId, 'user.signed_out')).toHaveLength(1);
    const refused = await api(t, admin.cookie).del(`/api/iam/users/${hq.userId}/sessions`);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(FRANCHISOR_SESSIONS_ONLY);
  });

  it('an admin is told a franchisor account is not theirs to change when setting its locations', async () => {
    const res = await api(t, admin.cookie).put(`/api/iam/users/${hq.userId}/locations`, { locationIds: [] });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(FRANCHISOR_ACCOUNT_ONLY);
  });
});

describe('location assignment', () => {
  it('a franchisee may own several locations; a location has one owner; removed ones are released', async () => {
    const g = await signUp(t, { role: 'franchisee', fullName: 'Gina Owner' });
    const [l1, l2] = [await freeLocation(), await freeLocation()];
    const a = api(t, admin.cookie);
    let res = await a.put(`/api/iam/users/${g.userId}/locations`, { locationIds: [l1.id, l2.id] });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .locations.map((l: { id: string }) => l.id)
        .sort(),
    ).toEqual([l1.id, l2.id].sort());
    // Somebody else's location is refused, naming the owner.
    res = await a.put(`/api/iam/users/${g.userId}/locations`, { locationIds: [l1.id, f.location.id] });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(
      `Location ${f.location.code} is already assigned to Franchisee Tester (${f.email}). Remove it from them first.`,
    );
    res = await a.put(`/api/iam/users/${g.userId}/locations`, { locationIds: [l2.id] });
    expect(res.json().locations.map((l: { id: string }) => l.id)).toEqual([l2.id]);
    const [released] = await t.db.select().from(locations).where(eq(locations.id, l1.id));
    expect(released.ownerId).toBeNull();
    const entries = await auditFor(g.userId, 'user.locations_assigned');
    expect(entries).toHaveLength(2);
    expect(entries[1].before).toEqual({ locations: [l1.code, l2.code].sort() });
    expect(entries[1].after).toEqual({ locations: [l2.code] });
  });

  it('only franchisee accounts get locations; unknown locations are refused', async () => {
    const l = await freeLocation();
    let res = await api(t, hq.cookie).put(`/api/iam/users/${admin2.userId}/locations`, { locationIds: [l.id] });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(IAM_MESSAGES.NOT_FRANCHISEE);
    res = await api(t, hq.cookie).put(`/api/iam/users/${f.userId}/locations`, {
      locationIds: [f.location.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(IAM_MESSAGES.LOCATION_NOT_FOUND);
  });
});

describe('audit log', () => {
  it('lists entries newest first with filters', async () => {
    const a = api(t, admin.cookie);
    const all = (await a.get('/api/iam/audit?limit=100')).json();
    expect(all.total).toBeGreaterThan(3);
    const ids = all.items.map((e: { id: string }) => Number(e.id));
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const roleChanges = (await a.get('/api/iam/audit?action=user.role_changed')).json();
    expect(roleChanges.items.length).toBeGreaterThan(0);
    expect(roleChanges.items.every((e: { action: string }) => e.action === 'user.role_changed')).toBe(true);
    const userArea = (await a.get('/api/iam/audit?action=user')).json();
    expect(userArea.items.every((e: { action: string }) => e.action.startsWith('user.'))).toBe(true);
    const byActor = (await a.get(`/api/iam/audit?actorId=${hq.userId}`)).json();
    expect(byActor.items.every((e: { actorId: string }) => e.actorId === hq.userId)).toBe(true);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await a.get(`/api/iam/audit?from=${today}&to=${today}`)).json().total).toBe(all.total);
    expect((await a.get('/api/iam/audit?to=2000-01-01')).json().total).toBe(0);
  });

  it('is append-only: entries cannot be updated, deleted or truncated, not even by the owner role', async () => {
    const [entry] = await t.db.select().from(auditLog).limit(1);
    await expect(t.db.execute(sql`update audit_log set action = 'forged' where id = ${entry.id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log where id = ${entry.id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    // And as the application role inside a transaction.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local role app_user`);
        await tx.execute(sql`update audit_log set action = 'forged' where id = ${entry.id}`);
      }),
    ).rejects.toThrow();
    const [still] = await t.db.select().from(auditLog).where(eq(auditLog.id, entry.id));
    expect(still.action).toBe(entry.action);
  });

  it('keeps an entry whose before/after holds half a surrogate pair, with U+FFFD in its place (jsonb refuses the escape)', async () => {
    await t.ctx.audit.record(t.db, {
      actorId: hq.userId,
      action: 'test.surrogate',
      targetType: 'test',
      before: { name: 'Till \ud800' },
      after: { names: ['a\udc00b', 'Kape 😀'] },
    });
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'test.surrogate'));
    expect(row.before).toEqual({ name: 'Till \ufffd' });
    expect(row.after).toEqual({ names: ['a\ufffdb', 'Kape 😀'] });
  });

  it('exports the filtered log as CSV with formulas defused', async () => {
    await t.ctx.audit.record(t.db, {
      actorId: hq.userId,
      action: 'test.csv',
      targetType: 'test',
      targetLabel: '=HYPERLINK("http://evil")',
      after: { note: 'a, "quoted" value' },
      ip: '127.0.0.1',
    });
    const res = await api(t, admin.cookie).get('/api/iam/audit.csv?action=test.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''audit-log-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('When (Manila),Actor,Action,Target type,Target,Target id,Before,After,IP address');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${hq.email},test.csv,test,"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain('"{""note"":""a, \\""quoted\\"" value""}"');
    const all = await api(t, admin.cookie).get('/api/iam/audit.csv');
    const total = (await api(t, admin.cookie).get('/api/iam/audit')).json().total;
    expect(all.body.trim().split('\n')).toHaveLength(total + 1);
  });
});

describe('last active franchisor', () => {
  it('two franchisors demoting each other at the same time leave one franchisor', async () => {
    const solo = await createTestApp();
    try {
      const a = await signUp(solo, { role: 'franchisor' });
      const b = await signUp(solo, { role: 'franchisor' });
      // Through the service so both requests really race inside the database (the HTTP guard could see a signed-out actor first).
      const results = await Promise.allSettled([
        solo.ctx.iam.changeRole({ actor: { userId: a.userId, role: 'franchisor' }, ip: null }, b.userId, 'admin'),
        solo.ctx.iam.changeRole({ actor: { userId: b.userId, role: 'franchisor' }, ip: null }, a.userId, 'admin'),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(failed.reason).toMatchObject({ status: 409, message: IAM_MESSAGES.LAST_FRANCHISOR });
      const left = await solo.db
        .select()
        .from(userProfiles)
        .where(and(eq(userProfiles.role, 'franchisor'), eq(userProfiles.status, 'active')));
      expect(left).toHaveLength(1);
      // Nor can the last one be disabled.
      const disable = await solo.ctx.iam
        .changeStatus(
          { actor: { userId: left[0].id === a.userId ? b.userId : a.userId, role: 'franchisor' }, ip: null },
          left[0].id,
          'suspended',
        )
        .catch((e: unknown) => e);
      expect(disable).toMatchObject({ status: 409, message: IAM_MESSAGES.LAST_FRANCHISOR });
      // And over HTTP the same concurrent pair never leaves zero.
      const c = await signUp(solo, { role: 'franchisor' });
      const survivor = left[0].id === a.userId ? a : b;
      const http = await Promise.all([
        api(solo, survivor.cookie).patch(`/api/iam/users/${c.userId}/role`, { role: 'admin' }),
        api(solo, c.cookie).patch(`/api/iam/users/${survivor.userId}/status`, { status: 'inactive' }),
      ]);
      expect(http.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const after = await solo.db
        .select()
        .from(userProfiles)
        .where(and(eq(userProfiles.role, 'franchisor'), eq(userProfiles.status, 'active')));
      expect(after).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });
});
