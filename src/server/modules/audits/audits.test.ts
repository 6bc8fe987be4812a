import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActions, auditAnswers, auditLog, auditPhotos, audits } from '../../db/schema';
import { createAppWithHeadOffice, notificationsTo, type SignedUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee, type Franchisee } from '../../test/ordering-fixture';
import { tinyPng } from '../../test/image-fixture';
import { pdfPages } from '../../test/pdf-text';
import { attemptAs } from '../../test/rls-attempt';
import {
  HAND_ANSWERS,
  Q,
  TEMPLATE,
  answer,
  createTemplate,
  putAnswer,
  scheduleAudit,
  startAudit,
  uploadPhoto,
} from '../../test/audits-fixture';
import type { AuditDetail, Template } from '../../../shared/audits.contracts';
import { addCalendarDays, manilaToday } from '../../../shared/time';

let t: TestApp;
let hq: SignedUp;
let admin: SignedUp;
let plainUser: SignedUp;
let maria: Franchisee;
let jose: Franchisee;
let brandId: string;
let template: Template;

beforeAll(async () => {
  ({ t, hq, admin, plainUser } = await createAppWithHeadOffice());
  brandId = (await makeBrand(t, 'Kainan')).id;
  maria = await makeFranchisee(t, brandId);
  jose = await makeFranchisee(t, brandId);
  template = await createTemplate(t, hq.cookie, brandId);
}, 120_000);
afterAll(async () => t?.close());

/** An audit of Maria's store by the franchisor, opened. */
async function openedAudit(opts: { announced?: boolean; locationId?: string } = {}) {
  const s = await scheduleAudit(t, hq.cookie, {
    locationId: opts.locationId ?? maria.location.id,
    templateId: template.id,
    auditorId: hq.userId,
    announced: opts.announced ?? true,
  });
  await startAudit(t, hq.cookie, s.id);
  return s.id;
}

async function answerAll(auditId: string) {
  for (const a of HAND_ANSWERS()) expect((await putAnswer(t, hq.cookie, auditId, a)).statusCode).toBe(200);
  const photo = await uploadPhoto(
    t,
    hq.cookie,
    `/api/audits/${auditId}/photos?idempotencyKey=${randomUUID()}&questionId=${Q.chiller}`,
    tinyPng(),
  );
  expect(photo.statusCode).toBe(200);
}

describe('templates and versions', () => {
  it('head office creates a template; every edit is a new version and a started audit keeps its own', async () => {
    expect(template.currentVersion).toBe(1);
    expect(template.version.sections.flatMap((s) => s.questions).map((q) => q.id)).toEqual(Object.values(Q));
    const auditId = await openedAudit();
    const edited = await api(t, hq.cookie).put(`/api/audits/templates/${template.id}`, {
      ...TEMPLATE,
      sections: [{ title: 'Only one', questions: [{ prompt: 'Floor dry', kind: 'yes_no', weight: 1 }] }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().currentVersion).toBe(2);
    const detail = (await api(t, hq.cookie).get(`/api/audits/${auditId}`)).json() as AuditDetail;
    expect(detail.version.version).toBe(1);
    expect(detail.version.sections).toHaveLength(2);
    const v1 = await api(t, hq.cookie).get(`/api/audits/templates/${template.id}/versions/1`);
    expect(v1.json().version.sections).toHaveLength(2);
    // Put version 1's questions back as version 3 (same ids), for the other tests.
    const back = await api(t, hq.cookie).put(`/api/audits/templates/${template.id}`, { ...TEMPLATE, sections: v1.json().version.sections });
    expect(back.json().currentVersion).toBe(3);
    expect(back.json().version.sections.flatMap((s: { questions: { id: string }[] }) => s.questions.map((q) => q.id))).toEqual(
      Object.values(Q),
    );
  });

  it('refuses a template whose question does not make sense', async () => {
    const res = await api(t, hq.cookie).post('/api/audits/templates', {
      brandId,
      name: 'Bad',
      sections: [{ title: 'S', questions: [{ prompt: 'Range', kind: 'number', min: 5, max: 1 }] }],
    });
    expect(res.statusCode).toBe(422);
  });

  it('refuses blank names, titles, questions and choices, and the saved version stays as it was', async () => {
    const before = (await api(t, hq.cookie).get(`/api/audits/templates/${template.id}`)).json();
    const blanks: Array<[string, object]> = [
      ['Template name is required.', { ...TEMPLATE, name: '   ' }],
      ['Section title is required.', { ...TEMPLATE, sections: [{ title: ' ', questions: [{ prompt: 'Floor dry', kind: 'yes_no' }] }] }],
      ['Question is required.', { ...TEMPLATE, sections: [{ title: 'S', questions: [{ prompt: '\t', kind: 'yes_no' }] }] }],
      [
        'Choice is required.',
        {
          ...TEMPLATE,
          sections: [
            {
              title: 'S',
              questions: [
                {
                  prompt: 'Menu board',
                  kind: 'choice',
                  choices: [
                    { label: 'Good', passes: true },
                    { label: '  ', passes: false },
                  ],
                },
              ],
            },
          ],
        },
      ],
    ];
    for (const [message, body] of blanks) {
      const res = await api(t, hq.cookie).put(`/api/audits/templates/${template.id}`, body);
      expect(res.statusCode, message).toBe(422);
      expect(JSON.stringify(res.json().error.details), message).toContain(message);
      const created = await api(t, hq.cookie).post('/api/audits/templates', { brandId, ...body });
      expect(created.statusCode, message).toBe(422);
    }
    const after = (await api(t, hq.cookie).get(`/api/audits/templates/${template.id}`)).json();
    expect(after.currentVersion).toBe(before.currentVersion);
    expect(after.version.sections).toEqual(before.version.sections);
  });
});

describe('scoring on the server', () => {
  it('weights, a critical failure and a not-applicable answer: 4.4 of 9 = 48.9 %, failed', async () => {
    const auditId = await openedAudit();
    const early = await api(t, hq.cookie).post(`/api/audits/${auditId}/submit`);
    expect(early.statusCode).toBe(422);
    await answerAll(auditId);
    const res = await api(t, hq.cookie).post(`/api/audits/${auditId}/submit`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'submitted', scorePercent: 48.9, criticalFailures: 1, passed: false });
    // Read-only once submitted.
    const late = await putAnswer(t, hq.cookie, auditId, answer(Q.handwash, 'no'));
    expect(late.statusCode).toBe(409);
  });

  it('the latest given answer counts and all-yes passes at 100 %', async () => {
    const auditId = await openedAudit();
    const earlier = new Date(Date.now() - 60_000).toISOString();
    await putAnswer(t, hq.cookie, auditId, answer(Q.handwash, 'yes'));
    await putAnswer(t, hq.cookie, auditId, answer(Q.cleanliness, 5));
    await putAnswer(t, hq.cookie, auditId, answer(Q.chiller, 3));
    // Sent later but given earlier (the offline queue): it does not override the later answer.
    await putAnswer(t, hq.cookie, auditId, answer(Q.chiller, 9, { answeredAt: earlier }));
    await putAnswer(t, hq.cookie, auditId, answer(Q.menuBoard, 0));
    await putAnswer(t, hq.cookie, auditId, answer(Q.drive, 'yes'));
    await uploadPhoto(t, hq.cookie, `/api/audits/${auditId}/photos?idempotencyKey=${randomUUID()}&questionId=${Q.chiller}`, tinyPng());
    const res = await api(t, hq.cookie).post(`/api/audits/${auditId}/submit`);
    expect(res.json()).toMatchObject({ scorePercent: 100, criticalFailures: 0, passed: true });
  });

  it('refuses an answer that does not fit its question', async () => {
    const auditId = await openedAudit();
    expect((await putAnswer(t, hq.cookie, auditId, answer(Q.cleanliness, 6))).statusCode).toBe(422);
    expect((await putAnswer(t, hq.cookie, auditId, answer(Q.chiller, null, { na: true }))).statusCode).toBe(422);
    expect((await putAnswer(t, hq.cookie, auditId, answer(randomUUID(), 'yes'))).statusCode).toBe(422);
  });
});

describe('idempotent writes', () => {
  it('the same answer sent twice, and twice at once, is stored once; the key reused for another answer is refused', async () => {
    const auditId = await openedAudit();
    const a = answer(Q.handwash, 'yes');
    const first = await putAnswer(t, hq.cookie, auditId, a);
    const again = await putAnswer(t, hq.cookie, auditId, a);
    expect(first.json().duplicate).toBe(false);
    expect(again.json()).toMatchObject({ duplicate: true, answer: { id: first.json().answer.id } });
    const b = answer(Q.cleanliness, 4);
    const both = await Promise.all([putAnswer(t, hq.cookie, auditId, b), putAnswer(t, hq.cookie, auditId, b)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().duplicate).sort()).toEqual([false, true]);
    const rows = await t.db.select().from(auditAnswers).where(eq(auditAnswers.auditId, auditId));
    expect(rows.map((r) => r.idempotencyKey).sort()).toEqual([a.idempotencyKey, b.idempotencyKey].sort());
    const reused = await putAnswer(t, hq.cookie, auditId, { ...a, value: 'no' });
    expect(reused.statusCode).toBe(422);
  });

  it('the same photo sent twice, and twice at once, is stored once; a non-image is refused', async () => {
    const auditId = await openedAudit();
    const url = (key: string) => `/api/audits/${auditId}/photos?idempotencyKey=${key}&questionId=${Q.chiller}`;
    const k1 = randomUUID();
    const first = await uploadPhoto(t, hq.cookie, url(k1), tinyPng());
    const again = await uploadPhoto(t, hq.cookie, url(k1), tinyPng());
    expect(first.json().duplicate).toBe(false);
    expect(again.json()).toMatchObject({ duplicate: true, photo: { id: first.json().photo.id } });
    const k2 = randomUUID();
    const both = await Promise.all([uploadPhoto(t, hq.cookie, url(k2), tinyPng()), uploadPhoto(t, hq.cookie, url(k2), tinyPng())]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await t.db.select().from(auditPhotos).where(eq(auditPhotos.auditId, auditId));
    expect(rows).toHaveLength(2);
    const stored = await t.storage.list('private', 'audit-photos');
    for (const r of rows) expect(stored).toContain(r.fileKey);
    expect(stored.filter((k) => rows.every((r) => r.fileKey !== k)).length).toBeLessThanOrEqual(
      stored.length - rows.length, // files of other tests' audits only
    );
    const fake = await uploadPhoto(t, hq.cookie, url(randomUUID()), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect(fake.statusCode).toBe(422);
    const photo = await api(t, hq.cookie).get(`/api/audits/photos/${rows[0].id}`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
  });
});

describe('permissions', () => {
  it('follows the matrix: franchisor manages, admin performs, franchisee responds, others are refused', async () => {
    const mine = async (cookie: string, method: 'get' | 'post', url: string, body?: object) =>
      (method === 'get' ? await api(t, cookie).get(url) : await api(t, cookie).post(url, body)).statusCode;
    const schedule = { locationId: maria.location.id, templateId: template.id, auditorId: admin.userId, scheduledFor: '2026-12-20' };
    expect(await mine(admin.cookie, 'post', '/api/audits', schedule)).toBe(403);
    expect(await mine(maria.cookie, 'post', '/api/audits', schedule)).toBe(403);
    expect(await mine(maria.cookie, 'get', '/api/audits/mine')).toBe(403);
    expect(await mine(plainUser.cookie, 'get', '/api/my-audits')).toBe(403);
    expect(await mine(admin.cookie, 'get', '/api/audits/mine')).toBe(200);
    expect(await mine(maria.cookie, 'get', '/api/my-audits')).toBe(200);
    expect(await mine(admin.cookie, 'post', '/api/audits/templates', { brandId, ...TEMPLATE })).toBe(403);
    // An auditor must hold audits.perform.
    expect(await mine(hq.cookie, 'post', '/api/audits', { ...schedule, auditorId: maria.userId })).toBe(422);
    // The admin auditor is assigned; another auditor may not answer the audit.
    const s = await scheduleAudit(t, hq.cookie, { ...schedule });
    expect((await api(t, hq.cookie).post(`/api/audits/${s.id}/start`)).statusCode).toBe(403);
    expect((await api(t, admin.cookie).post(`/api/audits/${s.id}/start`)).statusCode).toBe(200);
    const list = (await api(t, admin.cookie).get('/api/audits/mine')).json();
    expect([...list.today, ...list.upcoming].map((a: { id: string }) => a.id)).toContain(s.id);
  });
});

describe('row-level security and the franchisee', () => {
  it('a franchisee sees announced audits before they happen, never unannounced ones, and only their own', async () => {
    const announced = await scheduleAudit(t, hq.cookie, { locationId: maria.location.id, templateId: template.id, auditorId: hq.userId });
    const secret = await scheduleAudit(t, hq.cookie, {
      locationId: maria.location.id,
      templateId: template.id,
      auditorId: hq.userId,
      announced: false,
    });
    const mine = (await api(t, maria.cookie).get('/api/my-audits')).json();
    const ids = mine.upcoming.map((a: { id: string }) => a.id);
    expect(ids).toContain(announced.id);
    expect(ids).not.toContain(secret.id);
    expect((await api(t, jose.cookie).get('/api/my-audits')).json().upcoming).toEqual([]);
    // As the restricted role, with an unfiltered query.
    const asMaria = { userId: maria.userId, role: 'franchisee' as const };
    expect(await attemptAs(t.db, asMaria, sql`select id from audits where id = ${secret.id}`)).toBe(0);
    expect(await attemptAs(t.db, asMaria, sql`select id from audits where id = ${announced.id}`)).toBe(1);
    expect(await attemptAs(t.db, { userId: jose.userId, role: 'franchisee' }, sql`select id from audits where id = ${announced.id}`)).toBe(
      0,
    );
    expect(await attemptAs(t.db, asMaria, sql`select id from audit_answers`)).toBe(0);
    expect(await attemptAs(t.db, asMaria, sql`update audits set status = 'approved' where id = ${announced.id} returning id`)).toBe(0);
    const insert = await attemptAs(
      t.db,
      asMaria,
      sql`insert into audit_answers (audit_id, question_id, idempotency_key, fingerprint, answered_at) values (${announced.id}, 'x', ${randomUUID()}, 'f', now()) returning id`,
    ).catch(() => 'refused');
    expect(insert).toBe('refused');
  });

  it('submit, approve: the PDF has the photo, the franchisee is told, answers an action with a photo, the auditor closes it', async () => {
    const auditId = await openedAudit({ announced: false });
    await answerAll(auditId);
    await api(t, hq.cookie).post(`/api/audits/${auditId}/submit`);
    // Submitted but not approved: an unannounced audit stays invisible to the franchisee.
    expect((await api(t, maria.cookie).get(`/api/my-audits/${auditId}`)).statusCode).toBe(404);
    const approved = await api(t, hq.cookie).post(`/api/audits/${auditId}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('approved');
    expect((await api(t, hq.cookie).post(`/api/audits/${auditId}/approve`)).statusCode).toBe(409);

    const told = await notificationsTo(t, maria.userId, eq(sql`title`, 'Audit report ready'));
    expect(told.length).toBeGreaterThanOrEqual(1);
    const pdf = await api(t, maria.cookie).get(`/api/my-audits/${auditId}/report`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.rawPayload;
    expect(bytes.includes(Buffer.from('/Subtype /Image'))).toBe(true);
    const text = pdfPages(bytes).join('\n');
    expect(text).toContain('48.9%');
    expect(text).toContain('Chiller temperature');
    expect((await api(t, jose.cookie).get(`/api/my-audits/${auditId}/report`)).statusCode).toBe(404);

    const actions = (await api(t, maria.cookie).get('/api/my-audits/actions'))
      .json()
      .items.filter((a: { auditId: string }) => a.auditId === auditId);
    expect(actions.map((a: { questionId: string; severity: string }) => [a.questionId, a.severity]).sort()).toEqual(
      [
        [Q.chiller, 'critical'],
        [Q.menuBoard, 'minor'],
      ].sort(),
    );
    const chiller = actions.find((a: { questionId: string }) => a.questionId === Q.chiller);
    expect(chiller.dueOn).toBe(addCalendarDays(manilaToday(), 1));
    expect(chiller.evidencePhotoIds).toHaveLength(1);
    expect((await api(t, maria.cookie).get(`/api/my-audits/photos/${chiller.evidencePhotoIds[0]}`)).statusCode).toBe(200);
    expect((await api(t, jose.cookie).get('/api/my-audits/actions')).json().items).toEqual([]);

    const key = randomUUID();
    const photo = await uploadPhoto(t, maria.cookie, `/api/my-audits/actions/${chiller.id}/photos?idempotencyKey=${key}`, tinyPng());
    expect(photo.statusCode).toBe(200);
    const byJose = await uploadPhoto(
      t,
      jose.cookie,
      `/api/my-audits/actions/${chiller.id}/photos?idempotencyKey=${randomUUID()}`,
      tinyPng(),
    );
    expect(byJose.statusCode).toBe(404);
    const answered = await api(t, maria.cookie).post(`/api/my-audits/actions/${chiller.id}/response`, {
      comment: 'Chiller serviced; 3 °C now.',
      photoId: photo.json().photo.id,
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'answered', responsePhotoId: photo.json().photo.id });
    const reopened = await api(t, hq.cookie).post(`/api/audits/actions/${chiller.id}/reopen`);
    expect(reopened.json()).toMatchObject({ status: 'open', reopenCount: 1 });
    const photo2 = await uploadPhoto(
      t,
      maria.cookie,
      `/api/my-audits/actions/${chiller.id}/photos?idempotencyKey=${randomUUID()}`,
      tinyPng(),
    );
    await api(t, maria.cookie).post(`/api/my-audits/actions/${chiller.id}/response`, {
      comment: 'Fixed again.',
      photoId: photo2.json().photo.id,
    });
    const closed = await api(t, hq.cookie).post(`/api/audits/actions/${chiller.id}/accept`);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect(
      (await api(t, maria.cookie).post(`/api/my-audits/actions/${chiller.id}/response`, { comment: 'x', photoId: photo2.json().photo.id }))
        .statusCode,
    ).toBe(409);

    const steps = await t.db.select({ action: auditLog.action }).from(auditLog).where(like(auditLog.action, 'audit%'));
    const seen = new Set(steps.map((s) => s.action));
    for (const a of [
      'audit.scheduled',
      'audit.started',
      'audit.answer_saved',
      'audit.photo_uploaded',
      'audit.submitted',
      'audit.approved',
      'audit_action.answered',
      'audit_action.reopened',
      'audit_action.closed',
    ]) {
      expect(seen).toContain(a);
    }
  });
});

describe('reminders and escalation', () => {
  it('remind before the due date and escalate when overdue, once each even when run twice at once', async () => {
    const auditId = await openedAudit({ locationId: jose.location.id });
    await answerAll(auditId);
    await api(t, hq.cookie).post(`/api/audits/${auditId}/submit`);
    await api(t, hq.cookie).post(`/api/audits/${auditId}/approve`);
    const [chiller] = await t.db
      .select()
      .from(auditActions)
      .where(and(eq(auditActions.auditId, auditId), eq(auditActions.questionId, Q.chiller)));
    expect(chiller.dueOn).toBe(addCalendarDays(manilaToday(), 1));
    const reminders = () => notificationsTo(t, jose.userId, eq(sql`title`, 'Corrective action due'));
    const escalations = () => notificationsTo(t, admin.userId, eq(sql`title`, 'Corrective action overdue'));
    const now = new Date();
    await Promise.all([t.ctx.audits.remindAndEscalate(now), t.ctx.audits.remindAndEscalate(now)]);
    await t.ctx.audits.remindAndEscalate(now);
    expect((await reminders()).length).toBe(1);
    expect((await escalations()).length).toBe(0);
    // Three days later the critical action is overdue: head office hears once.
    const later = new Date(now.getTime() + 3 * 86_400_000);
    // Through the scheduler this time (decision 006): two ticks at once, then the handler directly once more.
    await Promise.all([t.ctx.jobs.runDue(later), t.ctx.jobs.runDue(later)]);
    await t.ctx.audits.remindAndEscalate(later);
    expect((await escalations()).length).toBe(1);
    expect((await reminders()).length).toBe(1);
    const [job] = (await t.ctx.jobs.list()).filter((j) => j.name === 'audits.action-reminders');
    expect(job.runs).toBeGreaterThanOrEqual(1);
    expect(job.failures).toBe(0);
  });

  it('a cadence schedules the next audit on approval', async () => {
    const s = await scheduleAudit(t, hq.cookie, {
      locationId: jose.location.id,
      templateId: template.id,
      auditorId: hq.userId,
      scheduledFor: '2026-10-15',
      cadence: 'quarterly',
    });
    await startAudit(t, hq.cookie, s.id);
    await answerAll(s.id);
    await api(t, hq.cookie).post(`/api/audits/${s.id}/submit`);
    await api(t, hq.cookie).post(`/api/audits/${s.id}/approve`);
    const next = await t.db
      .select()
      .from(audits)
      .where(and(eq(audits.locationId, jose.location.id), eq(audits.scheduledFor, '2027-01-15')));
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ status: 'scheduled', cadence: 'quarterly', auditorId: hq.userId });
  });
});

describe('analytics', () => {
  it('reports scores by month, brand and region and the locations below the pass mark', async () => {
    const res = await api(t, hq.cookie).get('/api/audits/analytics?passMark=80');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.byLocation.map((l: { locationId: string }) => l.locationId)).toContain(maria.location.id);
    expect(body.belowPassMark.map((l: { locationId: string }) => l.locationId)).toContain(maria.location.id);
    expect(body.mostFailed.map((m: { questionId: string }) => m.questionId)).toContain(Q.chiller);
    expect((await api(t, maria.cookie).get('/api/audits/analytics')).statusCode).toBe(403);
  });
});
