import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../test/harness';
import { api, makeBrand, makeFranchisee } from '../test/ordering-fixture';
import { multipart, tinyPng } from '../test/image-fixture';
import { lesson, makeProgram, question, rightAnswers, uploadLessonFile } from '../test/training-fixture';
import { postForm, raiseTicket, ticketForm } from '../test/support-fixture';
import { makeDocument, saveAgreement, TINY_PDF, uploadDocument } from '../test/contract-package-fixture';
import { notifications, userProfiles } from '../db/schema';
import type { AuthoringProgram } from '../../shared/training.contracts';
import type { TicketDetail } from '../../shared/support.contracts';
import type { ContractPackage, LocationDocument, UpgradeRequest } from '../../shared/contract-package.contracts';

/**
 * The franchisee workspace (issue 15) attacked from outside, over HTTP: another tenant's ids, the wrong role, quiz
 * tampering, hostile uploads and text, notification abuse, concurrent state changes and the OpenAPI declarations of
 * the training, support and contract-package modules. One app, shared fixtures.
 */

let t: TestApp;
type U = Awaited<ReturnType<typeof signUp>>;
type F = Awaited<ReturnType<typeof makeFranchisee>>;
let hq: U;
let admin: U;
let plain: U;
let noLocation: U;
let suspended: F;
/** The attacker: a franchisee of brand A. */
let me: F;
/** Another franchisee of the same brand (another location). */
let neighbour: F;
/** A franchisee of brand B. */
let foreigner: F;
let programA: AuthoringProgram;
let programB: AuthoringProgram;
let neighbourTicket: TicketDetail;
let myTicket: TicketDetail;
let neighbourDoc: LocationDocument;
let neighbourUpgrade: UpgradeRequest;

const PNG = tinyPng();
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');
const JS = Buffer.from('alert(document.domain);\n');
/** A plain zip archive (not a DOCX): local file header + end of central directory. */
const ZIP = Buffer.from(
  '504b03041400000000000000000000000000000000000000000005000000612e747874' + '504b0506000000000000000000000000000000000000',
  'hex',
);
const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { code: string; message: string } }).error;

function upload(cookie: string, url: string, name: string, bytes: Buffer, type = 'application/octet-stream') {
  const body = multipart(name, bytes, type);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie, origin: TEST_ORIGIN } });
}
async function notificationsOf(userIds: string[]) {
  return t.db.select().from(notifications).where(inArray(notifications.recipientId, userIds));
}

beforeAll(async () => {
  t = await createTestApp();
  const brandA = await makeBrand(t, 'Siomai');
  const brandB = await makeBrand(t, 'Coffee');
  hq = await signUp(t, { role: 'franchisor', fullName: 'Hector Office' });
  admin = await signUp(t, { role: 'admin', fullName: 'Ada Admin' });
  plain = await signUp(t, { role: 'user' });
  noLocation = await signUp(t, { role: 'franchisee', fullName: 'No Location' });
  me = await makeFranchisee(t, brandA.id);
  neighbour = await makeFranchisee(t, brandA.id);
  foreigner = await makeFranchisee(t, brandB.id);
  suspended = await makeFranchisee(t, brandA.id);

  programA = await makeProgram(
    t,
    hq.cookie,
    brandA.id,
    [
      {
        title: 'Orientation',
        lessons: [lesson('Our story'), { title: 'Logo', kind: 'image' }],
        questions: [question('Who are we?', 1, ['A bank', 'A siomai brand', 'A school']), question('Since?', 0, ['2010', '1990'])],
        passMarkPercent: 100,
      },
      { title: 'Preparation', lessons: [lesson('Steaming'), { title: 'Recipe card', kind: 'document' }] },
    ],
    { publish: false },
  );
  const logo = programA.modules[0].lessons[1];
  const card = programA.modules[1].lessons[1];
  expect((await uploadLessonFile(t, hq.cookie, logo.id, 'logo.png', PNG, 'image/png')).statusCode).toBe(200);
  expect((await uploadLessonFile(t, hq.cookie, card.id, 'card.pdf', TINY_PDF, 'application/pdf')).statusCode).toBe(200);
  programA = (await api(t, hq.cookie).patch(`/api/training/manage/programs/${programA.id}`, { status: 'published' })).json();
  programB = await makeProgram(
    t,
    hq.cookie,
    brandB.id,
    [{ title: 'Coffee basics', lessons: [{ title: 'Menu', kind: 'document' }], questions: [question('Espresso?', 0)] }],
    { publish: false },
  );
  await uploadLessonFile(t, hq.cookie, programB.modules[0].lessons[0].id, 'menu.pdf', TINY_PDF, 'application/pdf');
  programB = (await api(t, hq.cookie).patch(`/api/training/manage/programs/${programB.id}`, { status: 'published' })).json();
  expect(programB.status).toBe('published');

  neighbourTicket = (
    await postForm(
      t,
      neighbour.cookie,
      '/api/support/requests',
      ticketForm({ subject: 'Freezer broken', category: 'Operations', priority: 'High', description: 'It is warm.' }, [
        { name: 'photo.pdf', content: TINY_PDF },
      ]),
    )
  ).json();
  expect(neighbourTicket.attachments).toHaveLength(1);
  myTicket = await raiseTicket(t, me.cookie);

  await saveAgreement(t, hq.cookie, me.location.id, { packageCode: 'A' });
  await saveAgreement(t, hq.cookie, neighbour.location.id, { packageCode: 'A' });
  neighbourDoc = await makeDocument(t, neighbour.cookie, neighbour.location.id);
  const up = await api(t, neighbour.cookie).post(`/api/contract-package/locations/${neighbour.location.id}/upgrade-requests`, {
    toPackage: 'C',
    reason: 'Growing fast.',
  });
  expect(up.statusCode).toBe(201);
  neighbourUpgrade = up.json();
  await t.db.update(userProfiles).set({ status: 'suspended' }).where(eq(userProfiles.id, suspended.userId));
}, 120_000);
afterAll(async () => t?.close());

// ------------------------------------------------------------------------------------------------ IDOR

describe('another tenant’s ids are a 404 and never listed', () => {
  it('training: another brand’s module, lesson, lesson file, certificate; authoring ids are refused to a franchisee', async () => {
    const a = api(t, me.cookie);
    const b = programB.modules[0];
    expect((await a.get(`/api/training/modules/${b.id}`)).statusCode).toBe(404);
    expect((await a.post(`/api/training/lessons/${b.lessons[0].id}/complete`)).statusCode).toBe(404);
    expect((await a.get(`/api/training/lessons/${b.lessons[0].id}/file`)).statusCode).toBe(404);
    expect((await a.post(`/api/training/modules/${b.id}/quiz`, { answers: [0] })).statusCode).toBe(404);
    expect((await a.get(`/api/training/programs/${programB.id}/certificate`)).statusCode).toBe(404);
    const overview = (await a.get('/api/training')).json() as { items: { id: string }[] };
    expect(overview.items.map((p) => p.id)).toEqual([programA.id]);
    // Unknown ids are the same 404 as foreign ones.
    expect((await a.get(`/api/training/modules/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('support: another location’s ticket and its attachment on every franchisee route', async () => {
    const a = api(t, me.cookie);
    const id = neighbourTicket.id;
    const file = neighbourTicket.attachments[0].id;
    expect((await a.get(`/api/support/requests/${id}`)).statusCode).toBe(404);
    expect((await a.post(`/api/support/requests/${id}/messages`, { body: 'Hello there' })).statusCode).toBe(404);
    expect((await a.post(`/api/support/requests/${id}/close`, {})).statusCode).toBe(404);
    expect((await a.post(`/api/support/requests/${id}/reopen`, {})).statusCode).toBe(404);
    expect((await a.get(`/api/support/requests/${id}/attachments/${file}`)).statusCode).toBe(404);
    // Own ticket id with someone else's attachment id: still a 404.
    expect((await a.get(`/api/support/requests/${myTicket.id}/attachments/${file}`)).statusCode).toBe(404);
    expect((await upload(me.cookie, `/api/support/requests/${id}/attachments`, 'x.pdf', TINY_PDF)).statusCode).toBe(404);
    const list = (await a.get('/api/support/requests?limit=100')).json() as { items: { id: string }[]; total: number };
    expect(list.items.map((x) => x.id)).toEqual([myTicket.id]);
    expect((await a.get(`/api/support/requests?search=${encodeURIComponent(neighbourTicket.ticketNumber)}`)).json().total).toBe(0);
    // The neighbour's ticket is untouched.
    const theirs = (await api(t, neighbour.cookie).get(`/api/support/requests/${id}`)).json() as TicketDetail;
    expect(theirs.status).toBe('open');
    expect(theirs.messages).toHaveLength(0);
  });

  it('contract package: another location, its documents, milestones and upgrade requests', async () => {
    const a = api(t, me.cookie);
    const loc = neighbour.location.id;
    expect((await a.get(`/api/contract-package/locations/${loc}`)).statusCode).toBe(404);
    expect((await uploadDocument(t, me.cookie, loc)).statusCode).toBe(404);
    expect((await a.get(`/api/contract-package/documents/${neighbourDoc.id}/file`)).statusCode).toBe(404);
    expect((await a.del(`/api/contract-package/documents/${neighbourDoc.id}`)).statusCode).toBe(404);
    expect(
      (await a.post(`/api/contract-package/locations/${loc}/upgrade-requests`, { toPackage: 'D', reason: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await a.post(`/api/contract-package/upgrade-requests/${neighbourUpgrade.id}/withdraw`)).statusCode).toBe(404);
    const mine = (await a.get('/api/contract-package/my-locations')).json() as { items: { id: string }[] };
    expect(mine.items.map((l) => l.id)).toEqual([me.location.id]);
    const pkg = (await a.get(`/api/contract-package/locations/${me.location.id}`)).json() as ContractPackage;
    expect(pkg.documents.map((d) => d.id)).not.toContain(neighbourDoc.id);
    expect(pkg.upgradeRequests.map((r) => r.id)).not.toContain(neighbourUpgrade.id);
    // Still pending and still there.
    const theirs = (await api(t, neighbour.cookie).get(`/api/contract-package/locations/${loc}`)).json() as ContractPackage;
    expect(theirs.upgradeRequests[0].status).toBe('pending');
    expect(theirs.documents.map((d) => d.id)).toContain(neighbourDoc.id);
  });

  it('a franchisee without a location sees nothing and reaches nothing', async () => {
    const a = api(t, noLocation.cookie);
    expect((await a.get('/api/training')).json().items).toEqual([]);
    expect((await a.get('/api/training/summary')).json().programCount).toBe(0);
    expect((await a.get(`/api/training/modules/${programA.modules[0].id}`)).statusCode).toBe(404);
    expect((await a.get(`/api/training/lessons/${programA.modules[0].lessons[1].id}/file`)).statusCode).toBe(404);
    expect((await a.get('/api/support/requests')).json().total).toBe(0);
    expect((await a.get(`/api/support/requests/${myTicket.id}`)).statusCode).toBe(404);
    expect((await a.get('/api/contract-package/my-locations')).json().items).toEqual([]);
    expect((await a.get(`/api/contract-package/locations/${me.location.id}`)).statusCode).toBe(404);
    expect((await a.get(`/api/contract-package/documents/${neighbourDoc.id}/file`)).statusCode).toBe(404);
    expect((await uploadDocument(t, noLocation.cookie, me.location.id)).statusCode).toBe(404);
    const raised = await a.post('/api/support/requests', { subject: 'No store yet', category: 'Other', description: 'Help' });
    // A franchisee still waiting for a store may ask for help: the ticket has no location and is theirs alone.
    expect(raised.statusCode).toBe(201);
    expect(raised.json().location).toBeNull();
    expect((await api(t, me.cookie).get(`/api/support/requests/${raised.json().id}`)).statusCode).toBe(404);
    expect((await a.get(`/api/support/requests/${raised.json().id}`)).statusCode).toBe(200);
  });

  it('a plain user (403), a suspended franchisee (403) and no session (401) are refused everywhere', async () => {
    const urls: ['GET' | 'POST', string][] = [
      ['GET', '/api/training'],
      ['GET', `/api/training/modules/${programA.modules[0].id}`],
      ['POST', `/api/training/lessons/${programA.modules[0].lessons[0].id}/complete`],
      ['GET', `/api/training/lessons/${programA.modules[0].lessons[1].id}/file`],
      ['GET', '/api/training/manage/programs'],
      ['GET', '/api/support/requests'],
      ['GET', `/api/support/requests/${myTicket.id}`],
      ['GET', `/api/support/tickets/${myTicket.id}`],
      ['GET', `/api/contract-package/locations/${me.location.id}`],
      ['GET', `/api/contract-package/documents/${neighbourDoc.id}/file`],
      ['GET', '/api/contract-package/agreements'],
    ];
    for (const [method, url] of urls) {
      const as = (cookie: string | null) =>
        t.app.inject({
          method,
          url,
          payload: method === 'POST' ? {} : undefined,
          headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
        });
      expect((await as(null)).statusCode, `anonymous ${url}`).toBe(401);
      expect((await as(plain.cookie)).statusCode, `user ${url}`).toBe(403);
      const s = await as(suspended.cookie);
      expect(s.statusCode, `suspended ${url}`).toBe(403);
      expect(errorOf(s).code).toBe('ACCOUNT_DISABLED');
    }
  });
});

// ------------------------------------------------------------------------------------------------ roles

describe('role escalation is a 403', () => {
  it('a franchisee calling head-office routes', async () => {
    const a = api(t, me.cookie);
    const m = programA.modules[0];
    expect((await a.post('/api/training/manage/programs', { brandId: me.location.brandId, title: 'Mine' })).statusCode).toBe(403);
    expect((await a.get(`/api/training/manage/programs/${programA.id}`)).statusCode).toBe(403);
    expect((await a.patch(`/api/training/manage/modules/${m.id}`, { passMarkPercent: 1 })).statusCode).toBe(403);
    expect((await a.patch(`/api/training/manage/questions/${m.questions[0].id}`, { correctIndex: 0 })).statusCode).toBe(403);
    expect((await a.get(`/api/training/manage/lessons/${m.lessons[1].id}/file`)).statusCode).toBe(403);
    expect((await a.get('/api/training/reports/people')).statusCode).toBe(403);
    expect((await a.get('/api/support/tickets')).statusCode).toBe(403);
    expect((await a.get(`/api/support/tickets/${myTicket.id}`)).statusCode).toBe(403);
    expect((await a.post(`/api/support/tickets/${myTicket.id}/assign`, { assigneeId: me.userId })).statusCode).toBe(403);
    expect((await a.post(`/api/support/tickets/${myTicket.id}/priority`, { priority: 'Urgent' })).statusCode).toBe(403);
    expect((await a.post(`/api/support/tickets/${myTicket.id}/status`, { status: 'resolved' })).statusCode).toBe(403);
    expect((await a.post(`/api/support/tickets/${myTicket.id}/messages`, { body: 'as head office' })).statusCode).toBe(403);
    expect((await a.get('/api/contract-package/agreements')).statusCode).toBe(403);
    expect(
      (await a.put(`/api/contract-package/locations/${me.location.id}/agreement`, { packageCode: 'D', royaltyPercent: 0 })).statusCode,
    ).toBe(403);
    expect(
      (await a.put(`/api/contract-package/locations/${me.location.id}/milestones/grand_opening`, { state: 'completed' })).statusCode,
    ).toBe(403);
    const mine = await makeDocument(t, me.cookie, me.location.id);
    expect((await a.post(`/api/contract-package/documents/${mine.id}/review`, { decision: 'approved' })).statusCode).toBe(403);
    const up = await a.post(`/api/contract-package/locations/${me.location.id}/upgrade-requests`, { toPackage: 'B', reason: 'Please' });
    expect(up.statusCode).toBe(201);
    expect((await a.post(`/api/contract-package/upgrade-requests/${up.json().id}/decision`, { decision: 'approved' })).statusCode).toBe(
      403,
    );
    const pkg = (await a.get(`/api/contract-package/locations/${me.location.id}`)).json() as ContractPackage;
    expect(pkg.agreement?.package.code).toBe('A');
    expect(pkg.documents.find((d) => d.id === mine.id)?.reviewStatus).toBe('pending');
    // Own ticket: no priority, assignment or status beyond close/reopen.
    const detail = (await a.get(`/api/support/requests/${myTicket.id}`)).json() as TicketDetail;
    expect(detail.priority).toBe(myTicket.priority);
    expect(detail.assignee).toBeNull();
    expect(detail.status).toBe('open');
    expect((await a.post(`/api/support/requests/${myTicket.id}/reopen`, {})).statusCode).toBe(409);
  });

  it('admin is refused the franchisor-only writes (training.manage, contracts.manage)', async () => {
    const a = api(t, admin.cookie);
    const m = programA.modules[0];
    expect((await a.get(`/api/training/manage/programs/${programA.id}`)).statusCode).toBe(200);
    expect((await a.post('/api/training/manage/programs', { brandId: me.location.brandId, title: 'Admin’s' })).statusCode).toBe(403);
    expect((await a.patch(`/api/training/manage/programs/${programA.id}`, { status: 'archived' })).statusCode).toBe(403);
    expect((await a.del(`/api/training/manage/modules/${m.id}`)).statusCode).toBe(403);
    expect((await uploadLessonFile(t, admin.cookie, m.lessons[1].id, 'x.png', PNG, 'image/png')).statusCode).toBe(403);
    expect((await a.put(`/api/contract-package/locations/${me.location.id}/agreement`, { packageCode: 'D' })).statusCode).toBe(403);
    expect(
      (await a.put(`/api/contract-package/locations/${me.location.id}/milestones/grand_opening`, { state: 'completed' })).statusCode,
    ).toBe(403);
    expect((await a.post(`/api/contract-package/documents/${neighbourDoc.id}/review`, { decision: 'approved' })).statusCode).toBe(403);
    expect(
      (await a.post(`/api/contract-package/upgrade-requests/${neighbourUpgrade.id}/decision`, { decision: 'approved' })).statusCode,
    ).toBe(403);
    expect((await a.post(`/api/contract-package/upgrade-requests/${neighbourUpgrade.id}/withdraw`)).statusCode).toBe(403);
    expect((await uploadDocument(t, admin.cookie, me.location.id)).statusCode).toBe(403);
    expect((await a.del(`/api/contract-package/documents/${neighbourDoc.id}`)).statusCode).toBe(403);
    // Admin reads and answers tickets (support.handle).
    expect((await a.get(`/api/support/tickets/${neighbourTicket.id}`)).statusCode).toBe(200);
  });

  it('a franchisee cannot delete a reviewed document or decide their own request', async () => {
    const doc = await makeDocument(t, me.cookie, me.location.id);
    expect((await api(t, hq.cookie).post(`/api/contract-package/documents/${doc.id}/review`, { decision: 'approved' })).statusCode).toBe(
      200,
    );
    expect((await api(t, me.cookie).del(`/api/contract-package/documents/${doc.id}`)).statusCode).toBe(409);
    expect((await api(t, me.cookie).get(`/api/contract-package/documents/${doc.id}/file`)).statusCode).toBe(200);
  });
});

// ------------------------------------------------------------------------------------------------ quiz

describe('quiz integrity', () => {
  let learner: F;
  beforeAll(async () => {
    learner = await makeFranchisee(t, me.location.brandId);
  });

  const keyLeaks = (body: string) => /correctIndex|correct_index/i.test(body);

  it('never sends the answer key before a submission, and a locked module stays shut', async () => {
    const a = api(t, learner.cookie);
    const [m1, m2] = programA.modules;
    for (const url of ['/api/training', '/api/training/summary', `/api/training/modules/${m1.id}`]) {
      const res = await a.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(keyLeaks(res.body), url).toBe(false);
    }
    const done = await a.post(`/api/training/lessons/${m1.lessons[0].id}/complete`);
    expect(keyLeaks(done.body)).toBe(false);
    // Locked module: its page, its lessons, its quiz and its files.
    expect((await a.get(`/api/training/modules/${m2.id}`)).statusCode).toBe(409);
    expect((await a.post(`/api/training/lessons/${m2.lessons[0].id}/complete`)).statusCode).toBe(409);
    expect((await a.get(`/api/training/lessons/${m2.lessons[1].id}/file`)).statusCode).toBe(409);
    expect((await a.post(`/api/training/modules/${m2.id}/quiz`, { answers: [0] })).statusCode).toBe(409);
    // Quiz before the lessons are read.
    expect((await a.post(`/api/training/modules/${m1.id}/quiz`, { answers: [1, 0] })).statusCode).toBe(409);
    // No certificate before 100 %.
    expect((await a.get(`/api/training/programs/${programA.id}/certificate`)).statusCode).toBe(409);
  });

  it('refuses malformed answers (422) without recording an attempt', async () => {
    const a = api(t, learner.cookie);
    const m1 = programA.modules[0];
    await a.post(`/api/training/lessons/${m1.lessons[1].id}/complete`);
    const bad: unknown[] = [
      [1],
      [1, 0, 0],
      [],
      [1, 2],
      [1, 6],
      [-1, 0],
      [1.5, 0],
      ['1', '0'],
      [true, false],
      [null, null],
      ['', ''],
      [[1], [0]],
      'all',
    ];
    for (const answers of bad) {
      const res = await a.post(`/api/training/modules/${m1.id}/quiz`, { answers } as object);
      expect(res.statusCode, JSON.stringify(answers)).toBe(422);
      expect(keyLeaks(res.body), JSON.stringify(answers)).toBe(false);
    }
    const mod = (await a.get(`/api/training/modules/${m1.id}`)).json();
    expect(mod.quiz.attemptCount).toBe(0);
  });

  it('grades on the server; the certificate is the learner’s own and only at 100 %', async () => {
    const a = api(t, learner.cookie);
    const [m1, m2] = programA.modules;
    const pass = await a.post(`/api/training/modules/${m1.id}/quiz`, { answers: rightAnswers(m1) });
    expect(pass.statusCode).toBe(200);
    expect(pass.json().passed).toBe(true);
    for (const l of m2.lessons) expect((await a.post(`/api/training/lessons/${l.id}/complete`)).statusCode).toBe(200);
    const file = await a.get(`/api/training/lessons/${m2.lessons[1].id}/file`);
    expect(file.statusCode).toBe(200);
    const cert = await a.get(`/api/training/programs/${programA.id}/certificate`);
    expect(cert.statusCode).toBe(200);
    expect(cert.headers['content-type']).toBe('application/pdf');
    // A hostile display name (PDF syntax, unicode the font lacks, RTL override) still renders a PDF.
    await t.db
      .update(userProfiles)
      .set({ fullName: 'Ñandú ) Tj (x) \\ 報告 🍜 \u202Eevil <script>' })
      .where(eq(userProfiles.id, learner.userId));
    const odd = await a.get(`/api/training/programs/${programA.id}/certificate`);
    expect(odd.statusCode).toBe(200);
    expect(odd.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Another learner of the same brand gets no certificate from this one's progress.
    expect((await api(t, me.cookie).get(`/api/training/programs/${programA.id}/certificate`)).statusCode).toBe(409);
  });
});

// ------------------------------------------------------------------------------------------------ uploads

describe('hostile uploads', () => {
  const lessonUrl = () => `/api/training/manage/lessons/${programA.modules[0].lessons[1].id}/file`;
  const docUrl = () => `/api/contract-package/locations/${me.location.id}/documents?kind=permit&title=Permit`;
  const ticketUrl = () => `/api/support/requests/${myTicket.id}/attachments`;

  it('refuses HTML, SVG, JS and zip content whatever the name says (422)', async () => {
    const fakes: [string, Buffer, string][] = [
      ['logo.png', HTML, 'image/png'],
      ['logo.png', SVG, 'image/svg+xml'],
      ['scan.pdf', JS, 'application/pdf'],
      ['scan.pdf', ZIP, 'application/pdf'],
      ['page.html', HTML, 'text/html'],
    ];
    for (const [name, bytes, type] of fakes) {
      for (const [cookie, url] of [
        [me.cookie, docUrl()],
        [me.cookie, ticketUrl()],
        [hq.cookie, lessonUrl()],
      ] as const) {
        const res = await upload(cookie, url, name, bytes, type);
        expect(res.statusCode, `${name} ${url}`).toBe(422);
      }
    }
    // An image lesson takes only images: a real PDF is refused there.
    expect((await upload(hq.cookie, lessonUrl(), 'logo.png', TINY_PDF, 'image/png')).statusCode).toBe(422);
  });

  it('refuses an empty file (422) and one over 5 MB (413)', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    for (const [cookie, url] of [
      [me.cookie, docUrl()],
      [me.cookie, ticketUrl()],
      [hq.cookie, lessonUrl()],
    ] as const) {
      expect((await upload(cookie, url, 'empty.pdf', Buffer.alloc(0))).statusCode, url).toBe(422);
      expect((await upload(cookie, url, 'big.png', big, 'image/png')).statusCode, url).toBe(413);
    }
    expect(
      (
        await postForm(
          t,
          me.cookie,
          '/api/support/requests',
          ticketForm({ subject: 'Big', category: 'Other', description: 'Big file' }, [{ name: 'big.png', content: big }]),
        )
      ).statusCode,
    ).toBe(413);
  });

  it('a multipart body cut off mid-file is a 400, not a 500 (support forms, document and lesson uploads, asset form)', async () => {
    const cases: [string, string][] = [
      ['/api/support/requests', me.cookie],
      [`/api/support/requests/${myTicket.id}/messages`, me.cookie],
      [`/api/support/requests/${myTicket.id}/attachments`, me.cookie],
      [docUrl(), me.cookie],
      [lessonUrl(), hq.cookie],
      ['/api/marketing/assets', hq.cookie],
    ];
    for (const [url, cookie] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: '--xx\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4',
        headers: { 'content-type': 'multipart/form-data; boundary=xx', cookie, origin: TEST_ORIGIN },
      });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('a polyglot (PNG header, HTML after) is stored as a PNG and downloads as one: attachment, nosniff, never text/html', async () => {
    const polyglot = Buffer.concat([PNG, HTML]);
    const res = await upload(me.cookie, docUrl(), 'page.html', polyglot, 'text/html');
    expect(res.statusCode).toBe(201);
    const doc = res.json() as LocationDocument;
    expect(doc.fileType).toBe('image/png');
    expect(doc.fileName).toBe('page.png');
    const dl = await api(t, me.cookie).get(`/api/contract-package/documents/${doc.id}/file`);
    expect(dl.headers['content-type']).toBe('image/png');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(String(dl.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(dl.rawPayload.equals(polyglot)).toBe(true);
  });

  it('hostile file names: traversal, quotes, CR/LF, unicode and very long names are stored safely and never break the header', async () => {
    const names = [
      '../../etc/passwd',
      '..\\..\\windows\\win.ini.pdf',
      'a"b;c=d.pdf',
      'line\r\nX-Injected: yes.pdf',
      '報告 ü ✓.pdf',
      `${'x'.repeat(1000)}.pdf`,
      '%0d%0aSet-Cookie: a=b.pdf',
    ];
    const checks: { fileName: string; download: () => Promise<Awaited<ReturnType<TestApp['app']['inject']>>> }[] = [];
    for (const name of names) {
      const doc = await upload(me.cookie, docUrl(), name, TINY_PDF, 'application/pdf');
      if (doc.statusCode === 201) {
        const d = doc.json() as LocationDocument;
        checks.push({ fileName: d.fileName, download: () => api(t, me.cookie).get(`/api/contract-package/documents/${d.id}/file`) });
      } else expect(doc.statusCode, name).toBe(422);
    }
    const ticket = await raiseTicket(t, neighbour.cookie, { subject: 'Files with odd names' });
    for (const name of names.slice(0, 5)) {
      const res = await upload(neighbour.cookie, `/api/support/requests/${ticket.id}/attachments`, name, TINY_PDF, 'application/pdf');
      if (res.statusCode !== 201) {
        expect(res.statusCode, name).toBe(422);
        continue;
      }
      const a = (res.json() as TicketDetail).attachments.at(-1)!;
      checks.push({ fileName: a.fileName, download: () => api(t, neighbour.cookie).get(a.downloadUrl) });
    }
    expect(checks.length).toBeGreaterThanOrEqual(8);
    for (const c of checks) {
      // eslint-disable-next-line no-control-regex -- control characters are what must not be there
      expect(c.fileName).not.toMatch(/[\u0000-\u001F\u007F"/\\]/);
      expect(c.fileName.length).toBeLessThanOrEqual(200);
      expect(c.fileName.endsWith('.pdf')).toBe(true);
      const dl = await c.download();
      expect(dl.statusCode, c.fileName).toBe(200);
      const disposition = String(dl.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="[^"\r\n]*"; filename\*=UTF-8''[^\s"]*$/);
      expect(dl.headers['x-injected']).toBeUndefined();
      expect(dl.headers['set-cookie']).toBeUndefined();
      expect(dl.headers['content-type']).toBe('application/pdf');
      expect(dl.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(checks.map((c) => c.fileName)).toContain('passwd.pdf');
  });

  it('lesson files download with their stored type, as attachments', async () => {
    const l = programA.modules[0].lessons[1];
    for (const [cookie, url] of [
      [hq.cookie, `/api/training/manage/lessons/${l.id}/file`],
      [me.cookie, `/api/training/lessons/${l.id}/file`],
    ] as const) {
      const dl = await api(t, cookie).get(url);
      expect(dl.statusCode, url).toBe(200);
      expect(dl.headers['content-type']).toBe('image/png');
      expect(dl.headers['x-content-type-options']).toBe('nosniff');
      expect(String(dl.headers['content-disposition'])).toMatch(/^attachment;/);
    }
  });
});

// ------------------------------------------------------------------------------------------------ text

describe('hostile text', () => {
  it('refuses NUL and control characters, over-long text; keeps unicode', async () => {
    const a = api(t, me.cookie);
    const base = { subject: 'Printer', category: 'Technical', description: 'Broken' };
    for (const over of [
      { subject: 'a\u0000b' },
      { subject: 'bell\u0007' },
      { subject: 'two\nlines' },
      { description: 'nul \u0000 here' },
      { description: 'x'.repeat(100_000) },
      { subject: 'y'.repeat(100_000) },
    ]) {
      expect((await a.post('/api/support/requests', { ...base, ...over })).statusCode, JSON.stringify(over).slice(0, 40)).toBe(422);
    }
    // The same through a multipart form.
    expect((await postForm(t, me.cookie, '/api/support/requests', ticketForm({ ...base, subject: 'nul\u0000' }))).statusCode).toBe(422);
    expect((await a.post(`/api/support/requests/${myTicket.id}/messages`, { body: 'z'.repeat(100_000) })).statusCode).toBe(422);
    const ok = await a.post('/api/support/requests', { ...base, subject: 'Ñandú 報告 🍜', description: 'Línea 1\nLínea 2 — ✓' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().subject).toBe('Ñandú 報告 🍜');
    expect(
      (await api(t, hq.cookie).post('/api/training/manage/programs', { brandId: me.location.brandId, title: 'x'.repeat(100_000) }))
        .statusCode,
    ).toBe(422);
    expect(
      (await a.post(`/api/contract-package/locations/${me.location.id}/upgrade-requests`, { toPackage: 'D', reason: 'r\u0000' }))
        .statusCode,
    ).toBe(422);
    expect((await uploadDocument(t, me.cookie, me.location.id, { kind: 'permit', title: 'ti\u0007tle' })).statusCode).toBe(422);
  });

  it('video links: only http(s); javascript: and data: are refused', async () => {
    const hqApi = api(t, hq.cookie);
    const draft = (await hqApi.post('/api/training/manage/programs', { brandId: me.location.brandId, title: 'Links' })).json();
    const mod = (await hqApi.post(`/api/training/manage/programs/${draft.id}/modules`, { title: 'M' })).json().modules[0];
    for (const videoUrl of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.com/x',
      '/relative',
      'http://',
    ]) {
      expect(
        (await hqApi.post(`/api/training/manage/modules/${mod.id}/lessons`, { title: 'V', kind: 'video', videoUrl })).statusCode,
        videoUrl,
      ).toBe(422);
    }
    for (const videoUrl of ['http://example.com/v', 'https://www.youtube.com/watch?v=abc']) {
      expect(
        (await hqApi.post(`/api/training/manage/modules/${mod.id}/lessons`, { title: 'V', kind: 'video', videoUrl })).statusCode,
        videoUrl,
      ).toBe(201);
    }
    // Markdown with raw HTML is stored as written; learners get it through the sanitised renderer (lesson-html.test.ts).
    const md = await hqApi.post(`/api/training/manage/modules/${mod.id}/lessons`, { title: 'MD', body: '<script>alert(1)</script>' });
    expect(md.statusCode).toBe(201);
  });

  it('a ticket’s source URL must be a path on this site', async () => {
    const a = api(t, me.cookie);
    const base = { subject: 'Help', category: 'Other', description: 'From the help button' };
    for (const sourceUrl of [
      'javascript:alert(1)',
      '//evil.com',
      '/\\evil.com',
      '/\\/evil.com',
      'https://evil.com',
      'http://localhost:3000/x',
      '/path with space',
      '/x\r\ny',
      'data:text/html,x',
    ]) {
      expect((await a.post('/api/support/requests', { ...base, sourceUrl })).statusCode, sourceUrl).toBe(422);
    }
    const ok = await a.post('/api/support/requests', { ...base, sourceUrl: '/franchisee/orders?status=pending#top' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().sourceUrl).toBe('/franchisee/orders?status=pending#top');
  });
});

// ------------------------------------------------------------------------------------------------ notifications

describe('notification abuse', () => {
  it('replying to, closing or attaching to someone else’s ticket notifies nobody', async () => {
    const watched = [hq.userId, admin.userId, neighbour.userId];
    const before = (await notificationsOf(watched)).length;
    const a = api(t, me.cookie);
    expect((await a.post(`/api/support/requests/${neighbourTicket.id}/messages`, { body: 'spam spam' })).statusCode).toBe(404);
    expect((await a.post(`/api/support/requests/${neighbourTicket.id}/close`, { note: 'spam' })).statusCode).toBe(404);
    expect(
      (
        await a.post('/api/support/requests', {
          ...{ subject: 'x', category: 'Other', description: 'y' },
          locationId: neighbour.location.id,
        })
      ).statusCode,
    ).toBe(422);
    expect((await uploadDocument(t, me.cookie, neighbour.location.id)).statusCode).toBe(404);
    expect((await notificationsOf(watched)).length).toBe(before);
  });

  it('a franchisee’s ticket notifies head office only; head office’s reply notifies that franchisee only', async () => {
    const bystanders = [neighbour.userId, foreigner.userId, noLocation.userId];
    const before = (await notificationsOf(bystanders)).length;
    const ticket = await raiseTicket(t, me.cookie, { subject: 'Who hears this?' });
    const hqNotes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, hq.userId), eq(notifications.title, `New support request ${ticket.ticketNumber}`)));
    expect(hqNotes).toHaveLength(1);
    expect((await api(t, hq.cookie).post(`/api/support/tickets/${ticket.id}/messages`, { body: 'On it' })).statusCode).toBe(201);
    const mine = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, me.userId), eq(notifications.title, `Head office replied on ${ticket.ticketNumber}`)));
    expect(mine).toHaveLength(1);
    expect((await notificationsOf(bystanders)).length).toBe(before);
  });
});

// ------------------------------------------------------------------------------------------------ races

describe('concurrent state changes answer 2xx/409, never 500', () => {
  it('two replies, two closes, close against reopen', async () => {
    const ticket = await raiseTicket(t, me.cookie, { subject: 'Race' });
    const a = api(t, me.cookie);
    const replies = await Promise.all([
      a.post(`/api/support/requests/${ticket.id}/messages`, { body: 'one' }),
      a.post(`/api/support/requests/${ticket.id}/messages`, { body: 'two' }),
      api(t, hq.cookie).post(`/api/support/tickets/${ticket.id}/messages`, { body: 'three' }),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const closes = await Promise.all([
      a.post(`/api/support/requests/${ticket.id}/close`, {}),
      a.post(`/api/support/requests/${ticket.id}/close`, {}),
    ]);
    expect(closes.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    const second = await raiseTicket(t, me.cookie, { subject: 'Race 2' });
    expect((await api(t, hq.cookie).post(`/api/support/tickets/${second.id}/status`, { status: 'in_progress' })).statusCode).toBe(200);
    expect((await api(t, hq.cookie).post(`/api/support/tickets/${second.id}/status`, { status: 'resolved' })).statusCode).toBe(200);
    const mixed = await Promise.all([
      a.post(`/api/support/requests/${second.id}/reopen`, {}),
      a.post(`/api/support/requests/${second.id}/close`, {}),
      api(t, hq.cookie).post(`/api/support/tickets/${second.id}/status`, { status: 'closed' }),
    ]);
    for (const r of mixed) expect([200, 409], r.body).toContain(r.statusCode);
    const detail = (await a.get(`/api/support/requests/${second.id}`)).json() as TicketDetail;
    // One history entry per successful move.
    expect(detail.history.length).toBe(3 + mixed.filter((r) => r.statusCode === 200).length);
  });

  it('two upgrade requests at once: one is created, the other is a 409', async () => {
    const f = await makeFranchisee(t, me.location.brandId);
    await saveAgreement(t, hq.cookie, f.location.id, { packageCode: 'A' });
    const a = api(t, f.cookie);
    const url = `/api/contract-package/locations/${f.location.id}/upgrade-requests`;
    const res = await Promise.all([a.post(url, { toPackage: 'B', reason: 'one' }), a.post(url, { toPackage: 'C', reason: 'two' })]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const pkg = (await a.get(`/api/contract-package/locations/${f.location.id}`)).json() as ContractPackage;
    expect(pkg.upgradeRequests.filter((r) => r.status === 'pending')).toHaveLength(1);
    // Two decisions at once: one wins.
    const id = pkg.upgradeRequests[0].id;
    const hqApi = api(t, hq.cookie);
    const decisions = await Promise.all([
      hqApi.post(`/api/contract-package/upgrade-requests/${id}/decision`, { decision: 'approved' }),
      hqApi.post(`/api/contract-package/upgrade-requests/${id}/decision`, { decision: 'declined', note: 'No' }),
      a.post(`/api/contract-package/upgrade-requests/${id}/withdraw`),
    ]);
    expect(decisions.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of decisions) expect([200, 409]).toContain(r.statusCode);
  });

  it('two first agreements for one location at once: one is created, the other is a 409', async () => {
    const f = await makeFranchisee(t, me.location.brandId);
    const url = `/api/contract-package/locations/${f.location.id}/agreement`;
    const body = (packageCode: 'A' | 'B') => ({
      packageCode,
      termStart: '2026-01-01',
      termEnd: '2030-12-31',
      territory: 'Makati',
      renewalStatus: 'not_due',
      royaltyPercent: null,
      marketingFeePercent: null,
    });
    const res = await Promise.all([api(t, hq.cookie).put(url, body('A')), api(t, hq.cookie).put(url, body('B'))]);
    for (const r of res) expect([200, 409], r.body).toContain(r.statusCode);
    expect(res.some((r) => r.statusCode === 200)).toBe(true);
  });

  it('two reviews of one document at once: one wins', async () => {
    const doc = await makeDocument(t, neighbour.cookie, neighbour.location.id, { kind: 'certificate', title: 'Sanitary' });
    const hqApi = api(t, hq.cookie);
    const res = await Promise.all([
      hqApi.post(`/api/contract-package/documents/${doc.id}/review`, { decision: 'approved' }),
      hqApi.post(`/api/contract-package/documents/${doc.id}/review`, { decision: 'rejected', note: 'Blurry' }),
      api(t, neighbour.cookie).del(`/api/contract-package/documents/${doc.id}`),
    ]);
    for (const r of res) expect([200, 404, 409], r.body).toContain(r.statusCode);
    expect(res.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
  });

  it('two quiz submissions and lesson completions at once', async () => {
    const f = await makeFranchisee(t, me.location.brandId);
    const a = api(t, f.cookie);
    const m1 = programA.modules[0];
    const reads = await Promise.all(
      m1.lessons.flatMap((l) => [a.post(`/api/training/lessons/${l.id}/complete`), a.post(`/api/training/lessons/${l.id}/complete`)]),
    );
    expect(reads.map((r) => r.statusCode)).toEqual(reads.map(() => 200));
    const subs = await Promise.all([
      a.post(`/api/training/modules/${m1.id}/quiz`, { answers: rightAnswers(m1) }),
      a.post(`/api/training/modules/${m1.id}/quiz`, { answers: rightAnswers(m1) }),
    ]);
    expect(subs.map((r) => r.statusCode)).toEqual([200, 200]);
    const mod = (await a.get(`/api/training/modules/${m1.id}`)).json();
    expect(mod.state).toBe('completed');
    expect(mod.lessonsCompleted).toBe(2);
  });
});

// ------------------------------------------------------------------------------------------------ rules

describe('rules cannot be stepped around', () => {
  it('authoring: prerequisites and orders stay inside their programme and module', async () => {
    const hqApi = api(t, hq.cookie);
    const draft = await makeProgram(
      t,
      hq.cookie,
      me.location.brandId,
      [{ title: 'One', lessons: [lesson('a'), lesson('b')] }, { title: 'Two' }, { title: 'Three' }],
      { publish: false, title: 'Rules' },
    );
    const [one, two, three] = draft.modules;
    const foreign = programB.modules[0];
    const prereq = (id: string, requiredModuleIds: string[]) =>
      hqApi.put(`/api/training/manage/modules/${id}/prerequisites`, { requiredModuleIds });
    expect((await prereq(one.id, [foreign.id])).statusCode).toBe(422);
    expect((await prereq(one.id, [one.id])).statusCode).toBe(422);
    expect((await prereq(one.id, [three.id])).statusCode).toBe(422); // three → two → one → three
    expect((await prereq(foreign.id, [one.id])).statusCode).toBe(422);
    const order = await hqApi.put(`/api/training/manage/programs/${draft.id}/module-order`, { ids: [three.id, two.id, foreign.id] });
    expect([409, 422]).toContain(order.statusCode);
    const lessons = await hqApi.put(`/api/training/manage/modules/${one.id}/lesson-order`, {
      ids: [one.lessons[0].id, programA.modules[0].lessons[0].id],
    });
    expect([409, 422]).toContain(lessons.statusCode);
    expect((await hqApi.post(`/api/training/manage/modules/${one.id}/questions`, question('Q', 3))).statusCode).toBe(422);
    const q = (await hqApi.post(`/api/training/manage/modules/${one.id}/questions`, question('Q', 2))).json().modules[0].questions[0];
    expect((await hqApi.patch(`/api/training/manage/questions/${q.id}`, { options: ['Only', 'Two'] })).statusCode).toBe(422);
    // The other programme is unchanged.
    const b = (await hqApi.get(`/api/training/manage/programs/${programB.id}`)).json() as AuthoringProgram;
    expect(b.modules[0].prerequisiteIds).toEqual([]);
    expect(b.modules.map((m) => m.id)).toEqual([foreign.id]);
  });

  it('support: assignment to head office only, closed tickets take nothing, at most 5 files', async () => {
    const hqApi = api(t, hq.cookie);
    const ticket = await raiseTicket(t, me.cookie, { subject: 'Rules' });
    expect((await hqApi.post(`/api/support/tickets/${ticket.id}/assign`, { assigneeId: me.userId })).statusCode).toBe(422);
    expect((await hqApi.post(`/api/support/tickets/${ticket.id}/assign`, { assigneeId: plain.userId })).statusCode).toBe(422);
    expect((await hqApi.post(`/api/support/tickets/${ticket.id}/assign`, { assigneeId: crypto.randomUUID() })).statusCode).toBe(422);
    expect((await hqApi.post(`/api/support/tickets/${ticket.id}/status`, { status: 'closed' })).statusCode).toBe(409);
    for (let i = 0; i < 5; i++) {
      expect((await upload(me.cookie, `/api/support/requests/${ticket.id}/attachments`, `f${i}.pdf`, TINY_PDF)).statusCode).toBe(201);
    }
    expect((await upload(me.cookie, `/api/support/requests/${ticket.id}/attachments`, 'f6.pdf', TINY_PDF)).statusCode).toBe(409);
    expect((await api(t, me.cookie).post(`/api/support/requests/${ticket.id}/close`, {})).statusCode).toBe(200);
    expect((await api(t, me.cookie).post(`/api/support/requests/${ticket.id}/messages`, { body: 'after close' })).statusCode).toBe(409);
    expect((await hqApi.post(`/api/support/tickets/${ticket.id}/messages`, { body: 'after close' })).statusCode).toBe(409);
    expect((await hqApi.post(`/api/support/tickets/${ticket.id}/priority`, { priority: 'Low' })).statusCode).toBe(409);
    expect((await hqApi.post(`/api/support/tickets/${ticket.id}/assign`, { assigneeId: hq.userId })).statusCode).toBe(409);
    expect((await api(t, me.cookie).post(`/api/support/requests/${ticket.id}/reopen`, {})).statusCode).toBe(409);
  });

  it('contract package: only a higher package, one decision, a note to decline or reject', async () => {
    const a = api(t, me.cookie);
    const url = `/api/contract-package/locations/${me.location.id}/upgrade-requests`;
    const f = await makeFranchisee(t, me.location.brandId);
    expect(
      (await api(t, f.cookie).post(`/api/contract-package/locations/${f.location.id}/upgrade-requests`, { toPackage: 'B', reason: 'x' }))
        .statusCode,
    ).toBe(422);
    const pkg = (await a.get(`/api/contract-package/locations/${me.location.id}`)).json() as ContractPackage;
    const pending = pkg.upgradeRequests.find((r) => r.status === 'pending')!;
    expect((await a.post(url, { toPackage: 'D', reason: 'again' })).statusCode).toBe(409);
    expect(
      (await api(t, hq.cookie).post(`/api/contract-package/upgrade-requests/${pending.id}/decision`, { decision: 'declined' })).statusCode,
    ).toBe(422);
    expect((await a.post(`/api/contract-package/upgrade-requests/${pending.id}/withdraw`)).statusCode).toBe(200);
    expect((await a.post(`/api/contract-package/upgrade-requests/${pending.id}/withdraw`)).statusCode).toBe(409);
    expect(
      (await api(t, hq.cookie).post(`/api/contract-package/upgrade-requests/${pending.id}/decision`, { decision: 'approved' })).statusCode,
    ).toBe(409);
    expect((await a.post(url, { toPackage: 'A', reason: 'same' })).statusCode).toBe(422);
    const doc = await makeDocument(t, me.cookie, me.location.id, { kind: 'other', title: 'Note needed' });
    expect((await api(t, hq.cookie).post(`/api/contract-package/documents/${doc.id}/review`, { decision: 'rejected' })).statusCode).toBe(
      422,
    );
  });
});

describe('extra fields are ignored (no mass assignment)', () => {
  it('a ticket, an upgrade request, a document and a quiz take only their own fields', async () => {
    const a = api(t, me.cookie);
    const ticket = await a.post('/api/support/requests', {
      subject: 'Extra fields',
      category: 'Other',
      description: 'Trying my luck',
      status: 'resolved',
      assigneeId: hq.userId,
      assignedTo: hq.userId,
      createdBy: neighbour.userId,
      ticketNumber: 'TKT-999999',
      firstResponseAt: new Date().toISOString(),
    });
    expect(ticket.statusCode).toBe(201);
    const tk = ticket.json() as TicketDetail;
    expect(tk.status).toBe('open');
    expect(tk.assignee).toBeNull();
    expect(tk.createdBy?.id).toBe(me.userId);
    expect(tk.ticketNumber).not.toBe('TKT-999999');
    const closed = await a.post(`/api/support/requests/${tk.id}/close`, { note: 'done', status: 'in_progress', priority: 'Urgent' });
    expect(closed.json().status).toBe('closed');
    expect(closed.json().priority).toBe(tk.priority);

    const f = await makeFranchisee(t, me.location.brandId);
    await saveAgreement(t, hq.cookie, f.location.id, { packageCode: 'A' });
    const up = await api(t, f.cookie).post(`/api/contract-package/locations/${f.location.id}/upgrade-requests`, {
      toPackage: 'B',
      reason: 'Extra',
      status: 'approved',
      fromPackage: 'D',
      decidedBy: hq.userId,
    });
    expect(up.statusCode).toBe(201);
    expect(up.json()).toMatchObject({ status: 'pending', fromPackage: 'A', decidedBy: null });
    const doc = await uploadDocument(t, f.cookie, f.location.id, {
      kind: 'permit',
      title: 'Extra',
      ...({ reviewStatus: 'approved', uploadedBy: hq.userId } as object),
    });
    expect(doc.statusCode).toBe(201);
    expect(doc.json()).toMatchObject({ reviewStatus: 'pending', uploadedBy: { id: f.userId } });

    const m1 = programA.modules[0];
    for (const l of m1.lessons) await api(t, f.cookie).post(`/api/training/lessons/${l.id}/complete`, { completed: true });
    const quiz = await api(t, f.cookie).post(`/api/training/modules/${m1.id}/quiz`, { answers: [0, 1], scorePercent: 100, passed: true });
    expect(quiz.statusCode).toBe(200);
    expect(quiz.json()).toMatchObject({ passed: false, scorePercent: 0 });
  });
});

// ------------------------------------------------------------------------------------------------ OpenAPI

describe('OpenAPI declarations', () => {
  it('every route of the three modules declares its security and its error statuses', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { security?: unknown[]; parameters?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> }>
      >;
    };
    const ours = Object.entries(doc.paths).filter(([p]) => /^\/api\/(training|support|contract-package)(\/|$)/.test(p));
    expect(ours.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const [path, methods] of ours) {
      for (const [method, op] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${path}`;
        const statuses = Object.keys(op.responses ?? {});
        if (!op.security?.length) missing.push(`${where}: security`);
        for (const s of ['401', '403']) if (!statuses.includes(s)) missing.push(`${where}: ${s}`);
        if ((op.parameters?.length || op.requestBody) && !statuses.includes('422')) missing.push(`${where}: 422`);
        if (/\{[a-zA-Z]*[iI]d\}/.test(path) && !statuses.includes('404')) missing.push(`${where}: 404`);
        if (/file|attachments|documents$/.test(path) && method === 'post' && !statuses.includes('413')) missing.push(`${where}: 413`);
      }
    }
    expect(missing).toEqual([]);
  });
});
