import { randomUUID } from 'node:crypto';
import { multipart, tinyPng as tinyPngOf } from './image-fixture';
import { TEST_ORIGIN, type TestApp } from './harness';
import { api } from './ordering-fixture';
import type { AnswerInput, AuditDetail, AuditSummary, Template, TemplateBody } from '../../shared/audits.contracts';

/** Test helpers of the audits area (issue 37): a template whose score is easy to compute by hand. */

export const Q = {
  handwash: 'a0000000-0000-4000-8000-000000000001',
  cleanliness: 'a0000000-0000-4000-8000-000000000002',
  chiller: 'a0000000-0000-4000-8000-000000000003',
  menuBoard: 'a0000000-0000-4000-8000-000000000004',
  drive: 'a0000000-0000-4000-8000-000000000005',
};

/** Weights 2, 3, 3 (critical, photo), 1, 4; the last may be not applicable. */
export const TEMPLATE: TemplateBody = {
  name: 'Store standards',
  passMarkPercent: 80,
  sections: [
    {
      title: 'Food safety',
      questions: [
        { id: Q.handwash, prompt: 'Hand-wash station stocked', kind: 'yes_no', weight: 2, allowNa: true },
        { id: Q.cleanliness, prompt: 'Kitchen cleanliness', kind: 'score', maxScore: 5, passScore: 3, weight: 3 },
        {
          id: Q.chiller,
          prompt: 'Chiller temperature',
          kind: 'number',
          min: -30,
          max: 60,
          passMin: 0,
          passMax: 5,
          unit: '°C',
          weight: 3,
          critical: true,
          photoRequired: true,
        },
      ],
    },
    {
      title: 'Brand presentation',
      questions: [
        {
          id: Q.menuBoard,
          prompt: 'Menu board condition',
          kind: 'choice',
          weight: 1,
          choices: [
            { label: 'Good', passes: true },
            { label: 'Fair', passes: true },
            { label: 'Poor', passes: false },
          ],
        },
        { id: Q.drive, prompt: 'Drive-through signage lit', kind: 'yes_no', weight: 4, allowNa: true },
      ],
    },
  ],
};

async function ok<T>(res: { statusCode: number; body: string; json: () => unknown }, expected: number, what: string): Promise<T> {
  if (res.statusCode !== expected) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

export const createTemplate = async (t: TestApp, cookie: string, brandId: string, body: TemplateBody = TEMPLATE) =>
  ok<Template>(await api(t, cookie).post('/api/audits/templates', { brandId, ...body }), 201, 'create template');

export const scheduleAudit = async (
  t: TestApp,
  cookie: string,
  input: { locationId: string; templateId: string; auditorId: string; scheduledFor?: string; announced?: boolean; cadence?: string },
) =>
  ok<AuditSummary>(
    await api(t, cookie).post('/api/audits', { scheduledFor: '2026-12-01', announced: true, cadence: 'once', ...input }),
    201,
    'schedule audit',
  );

export const startAudit = async (t: TestApp, cookie: string, id: string) =>
  ok<AuditDetail>(await api(t, cookie).post(`/api/audits/${id}/start`), 200, 'start audit');

export const answer = (questionId: string, value: string | number | null, extra: Partial<AnswerInput> = {}): AnswerInput => ({
  idempotencyKey: randomUUID(),
  questionId,
  value,
  na: false,
  answeredAt: new Date().toISOString(),
  ...extra,
});

export const putAnswer = (t: TestApp, cookie: string, auditId: string, a: AnswerInput) =>
  api(t, cookie).put(`/api/audits/${auditId}/answers`, a);

export function uploadPhoto(t: TestApp, cookie: string, url: string, content: Buffer, type = 'image/png') {
  const body = multipart('photo.png', content, type);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie, origin: TEST_ORIGIN } });
}

/** The answers the hand computation in the tests uses: 2 + 2.4 + 0 + 0 of 9 (the not-applicable 4 left out). */
export const HAND_ANSWERS = () => [
  answer(Q.handwash, 'yes'),
  answer(Q.cleanliness, 4),
  answer(Q.chiller, 8, { comment: 'Chiller at 8 °C' }),
  answer(Q.menuBoard, 2),
  answer(Q.drive, null, { na: true }),
];

/** An approved audit of the location with one failed (critical) question: its id, the open action's and a photo's. */
export async function makeApprovedAudit(t: TestApp, hq: { cookie: string; userId: string }, brandId: string, locationId: string) {
  const template = await createTemplate(t, hq.cookie, brandId);
  const s = await scheduleAudit(t, hq.cookie, { locationId, templateId: template.id, auditorId: hq.userId });
  await startAudit(t, hq.cookie, s.id);
  for (const a of HAND_ANSWERS()) await ok(await putAnswer(t, hq.cookie, s.id, a), 200, 'answer');
  const photo = await ok<{ photo: { id: string } }>(
    await uploadPhoto(t, hq.cookie, `/api/audits/${s.id}/photos?idempotencyKey=${randomUUID()}&questionId=${Q.chiller}`, tinyPngOf()),
    200,
    'photo',
  );
  await ok(await api(t, hq.cookie).post(`/api/audits/${s.id}/submit`), 200, 'submit');
  await ok(await api(t, hq.cookie).post(`/api/audits/${s.id}/approve`), 200, 'approve');
  const detail = await ok<AuditDetail>(await api(t, hq.cookie).get(`/api/audits/${s.id}`), 200, 'detail');
  return { auditId: s.id, actionId: detail.actions[0].id, photoId: photo.photo.id };
}
