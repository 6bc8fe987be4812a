import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cookieFrom, createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee } from '../../test/ordering-fixture';
import { applicationDocuments, auditLog, franchiseApplications } from '../../db/schema';
import { APPLICATION_MESSAGES, type ApplicationDetail } from '../../../shared/applications.contracts';
import { IAM_MESSAGES } from '../../../shared/errors';
import { PDF, errorOf, submitApplication } from './applications.test-kit';

let t: TestApp;
let brand: Awaited<ReturnType<typeof makeBrand>>;
let hq: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let franchisee: Awaited<ReturnType<typeof makeFranchisee>>;
let user: Awaited<ReturnType<typeof signUp>>;

const REVIEW = '/api/applications/review';

beforeAll(async () => {
  t = await createTestApp();
  brand = await makeBrand(t, 'Kape Kanto');
  hq = await signUp(t, { role: 'franchisor', fullName: 'Helen Quinto' });
  admin = await signUp(t, { role: 'admin', fullName: 'Ada Admin' });
  franchisee = await makeFranchisee(t, brand.id);
  user = await signUp(t, { role: 'user' });
});
afterAll(async () => t?.close());

const move = (id: string, status: string, note?: string, cookie = hq.cookie) =>
  api(t, cookie).post(`${REVIEW}/${id}/status`, { status, note });
const detail = async (id: string) => (await api(t, hq.cookie).get(`${REVIEW}/${id}`)).json() as ApplicationDetail;

function inviteToken(to: string): string {
  const mail = [...t.mail].reverse().find((m) => m.to === to);
  const m = mail?.text.match(/\/auth\/callback\?type=invite&token=([A-Za-z0-9_-]+)/);
  if (!m) throw new Error(`no invitation to ${to}`);
  return m[1];
}

describe('applications for head office only', () => {
  it('franchisee and user get 403, anonymous 401 — for the list, the detail and a document', async () => {
    const r = await submitApplication(t, brand.id);
    const [doc] = await t.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, r.id));
    const urls = [REVIEW, `${REVIEW}/${r.id}`, `${REVIEW}/${r.id}/documents/${doc.id}`];
    for (const url of urls) {
      expect((await api(t, franchisee.cookie).get(url)).statusCode, url).toBe(403);
      expect((await api(t, user.cookie).get(url)).statusCode, url).toBe(403);
      expect((await api(t, null).get(url)).statusCode, url).toBe(401);
      expect((await api(t, admin.cookie).get(url)).statusCode, url).toBe(200);
    }
    expect((await move(r.id, 'under_review', undefined, franchisee.cookie)).statusCode).toBe(403);
    expect((await api(t, franchisee.cookie).post(`${REVIEW}/${r.id}/notes`, { body: 'Hi' })).statusCode).toBe(403);
  });

  it('downloads a document of the application; a document of another application is a 404', async () => {
    const a = await submitApplication(t, brand.id);
    const b = await submitApplication(t, brand.id);
    const [doc] = await t.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, a.id));
    const res = await api(t, hq.cookie).get(`${REVIEW}/${a.id}/documents/${doc.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    const other = await api(t, hq.cookie).get(`${REVIEW}/${b.id}/documents/${doc.id}`);
    expect(other.statusCode).toBe(404);
    expect(errorOf(other).message).toBe(APPLICATION_MESSAGES.documentNotFound);
  });
});

describe('the pipeline', () => {
  it('lists with search, filters, paging and counts per status; the detail has documents, timeline and allowed moves', async () => {
    const other = await makeBrand(t, 'Siomai House');
    const a = await submitApplication(t, brand.id, { firstName: 'Jose', lastName: 'Rizalino', packageCode: 'A' });
    const b = await submitApplication(t, other.id, { firstName: 'Andres', lastName: 'Bonifacio' });
    expect((await move(b.id, 'under_review')).statusCode).toBe(200);

    const byName = (await api(t, hq.cookie).get(`${REVIEW}?q=rizalino`)).json();
    expect(byName.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    expect((await api(t, hq.cookie).get(`${REVIEW}?q=${a.reference}`)).json().items[0]).toMatchObject({
      id: a.id,
      fullName: 'Jose Rizalino',
      documentCount: 2,
    });
    expect((await api(t, hq.cookie).get(`${REVIEW}?q=${encodeURIComponent(a.email)}`)).json().total).toBe(1);
    const brandList = (await api(t, hq.cookie).get(`${REVIEW}?brandId=${other.id}`)).json();
    expect(brandList).toMatchObject({ total: 1, counts: { new: 0, under_review: 1, approved: 0 } });
    const pkg = (await api(t, hq.cookie).get(`${REVIEW}?packageCode=A&status=new`)).json();
    expect(pkg.items.map((i: { id: string }) => i.id)).toContain(a.id);
    expect(pkg.items.every((i: { packageCode: string; status: string }) => i.packageCode === 'A' && i.status === 'new')).toBe(true);
    const page = (await api(t, hq.cookie).get(`${REVIEW}?limit=1&offset=1`)).json();
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);

    const d = await detail(a.id);
    expect(d).toMatchObject({
      reference: a.reference,
      status: 'new',
      firstName: 'Jose',
      invitation: null,
      allowedStatuses: ['under_review', 'rejected', 'withdrawn'],
    });
    expect(d.documents.map((x) => x.kind).sort()).toEqual(['government_id', 'proof_of_billing']);
    expect(d.events).toMatchObject([{ kind: 'status', fromStatus: null, toStatus: 'new', actorName: null }]);
    expect((await api(t, hq.cookie).get(`${REVIEW}/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('moves along the allowed transitions with notes and history (audited); a refused move is a 409 and changes nothing', async () => {
    const r = await submitApplication(t, brand.id);
    const refused = await move(r.id, 'interview');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'DUPLICATE_RESOURCE',
      message: APPLICATION_MESSAGES.transitionRefused('new', 'interview'),
    });
    expect((await detail(r.id)).status).toBe('new');

    const moved = await move(r.id, 'under_review', 'Documents look complete.');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'under_review', allowedStatuses: ['interview', 'approved', 'rejected', 'withdrawn'] });
    const noted = await api(t, hq.cookie).post(`${REVIEW}/${r.id}/notes`, { body: 'Called the applicant, interview on Friday.' });
    expect(noted.statusCode).toBe(201);
    expect((await move(r.id, 'interview')).statusCode).toBe(200);
    expect((await move(r.id, 'withdrawn', 'Applicant withdrew by phone.')).statusCode).toBe(200);
    const final = await move(r.id, 'under_review');
    expect(final.statusCode).toBe(409);
    expect(errorOf(final).message).toBe(APPLICATION_MESSAGES.transitionRefused('withdrawn', 'under review'));

    const d = await detail(r.id);
    expect(d.allowedStatuses).toEqual([]);
    expect(d.events.map((e) => [e.kind, e.fromStatus, e.toStatus, e.note, e.actorName])).toEqual([
      ['status', null, 'new', null, null],
      ['status', 'new', 'under_review', 'Documents look complete.', 'Helen Quinto'],
      ['note', null, null, 'Called the applicant, interview on Friday.', 'Helen Quinto'],
      ['status', 'under_review', 'interview', null, 'Helen Quinto'],
      ['status', 'interview', 'withdrawn', 'Applicant withdrew by phone.', 'Helen Quinto'],
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, r.id), eq(auditLog.action, 'franchise_application.status_changed')));
    expect(audits).toHaveLength(3);
  });

  it('approving invites the applicant as a franchisee; the invitation link signs them in as a franchisee', async () => {
    const r = await submitApplication(t, brand.id, { firstName: 'Lorna', lastName: 'Dizon' });
    expect((await move(r.id, 'under_review')).statusCode).toBe(200);
    const approved = await move(r.id, 'approved', 'Welcome aboard.');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', invitation: { status: 'pending' }, allowedStatuses: [] });
    const [row] = await t.db.select().from(franchiseApplications).where(eq(franchiseApplications.id, r.id));
    expect(row.invitationId).toBe(approved.json().invitation.id);

    const mail = [...t.mail].reverse().find((m) => m.to === r.email)!;
    expect(mail.text).toContain(`${t.ctx.baseUrl}/auth/callback?type=invite&token=`);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      headers: { origin: TEST_ORIGIN },
      payload: { token: inviteToken(r.email), fullName: 'Lorna Dizon', password: 'newpass123' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Approval started the store's opening and nothing of theirs trades yet: they land on the opening checklist.
    expect(accepted.json()).toMatchObject({ user: { role: 'franchisee' }, redirectTo: '/opening' });
    expect((await api(t, cookieFrom(accepted)).get('/api/profile')).json()).toMatchObject({ role: 'franchisee', email: r.email });
    expect((await detail(r.id)).invitation?.status).toBe('accepted');
  });

  it('approving an applicant whose e-mail already has an account is a 409 and leaves the application as it was', async () => {
    const r = await submitApplication(t, brand.id, { email: user.email });
    expect((await move(r.id, 'under_review')).statusCode).toBe(200);
    const res = await move(r.id, 'approved');
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(IAM_MESSAGES.EMAIL_REGISTERED);
    const d = await detail(r.id);
    expect(d).toMatchObject({ status: 'under_review', invitation: null });
    expect(d.events).toHaveLength(2);
  });

  it('rejecting e-mails the applicant a polite message', async () => {
    const r = await submitApplication(t, brand.id, { firstName: 'Ramon' });
    expect((await move(r.id, 'rejected', 'Territory already taken.')).statusCode).toBe(200);
    while ((await t.ctx.emailWorker.runOnce()) > 0);
    const mails = t.mail.filter((m) => m.to === r.email);
    const rejection = mails.find((m) => m.text.includes('unable to move forward'));
    expect(rejection?.subject).toContain(r.reference);
    expect(rejection?.text).toContain('Hello Ramon');
    // The internal note stays internal.
    expect(rejection?.text).not.toContain('Territory already taken');
  });
});

describe('the franchisor dashboard', () => {
  it('counts open applications (new, under review, interview) and the new ones', async () => {
    const before = (await api(t, hq.cookie).get('/api/dashboards/franchisor')).json().applications;
    const a = await submitApplication(t, brand.id);
    const b = await submitApplication(t, brand.id);
    await submitApplication(t, brand.id);
    expect((await move(a.id, 'under_review')).statusCode).toBe(200);
    expect((await move(b.id, 'rejected')).statusCode).toBe(200);
    const after = (await api(t, hq.cookie).get('/api/dashboards/franchisor')).json().applications;
    expect(after).toEqual({ open: before.open + 2, new: before.new + 1 });
  });
});
