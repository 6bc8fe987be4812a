import { judge } from '../../../shared/audit-scoring';
import {
  ZAnswerInput,
  type Answer,
  type AnswerInput,
  type AuditDetail,
  type AuditStatus,
  type Photo,
  type StoredQuestion,
} from '../../../shared/audits.contracts';
import type { NewWrite, QueuedWrite } from './write-queue';

/**
 * The audit form's pure side (decision 023): what an answer reads as, how an answer given on the device becomes a
 * queued write with its own idempotency key, and which answer a question shows — the server's, or a newer one still
 * waiting on the device.
 */

export type AnswerValue = { na: boolean; value: string | number | null };
export type GivenAnswer = AnswerValue & { comment: string | null; answeredAt: string; pending: boolean };

export const auditScope = (auditId: string) => `audit:${auditId}`;
export const ANSWER_KIND = 'audit-answer';
export const PHOTO_KIND = 'audit-photo';

/** A key made on the device when the answer is given (the server's rule: 8–100 of A–Z a–z 0–9 _ -). */
export function makeIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const trimNumber = (n: number) => (Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100));

/** "Yes", "No", "Not applicable", "4 of 5", "3 °C", a choice's label; "—" when unanswered. */
export function answerText(q: StoredQuestion, a: AnswerValue | null | undefined): string {
  if (!a) return '—';
  if (a.na) return 'Not applicable';
  const v = a.value;
  if (v === null || v === undefined || v === '') return '—';
  switch (q.kind) {
    case 'yes_no':
      return v === 'yes' ? 'Yes' : v === 'no' ? 'No' : String(v);
    case 'score':
      return `${v} of ${q.maxScore ?? '?'}`;
    case 'number':
      return `${typeof v === 'number' ? trimNumber(v) : v}${q.unit ? ` ${q.unit}` : ''}`;
    case 'choice':
      return q.choices?.[Number(v)]?.label ?? String(v);
  }
}

/** Whether the answer passes the question (as the server will judge it), or null for "not applicable"/no answer. */
export function answerVerdict(q: StoredQuestion, a: AnswerValue | null | undefined): 'pass' | 'fail' | null {
  if (!a || a.na || a.value === null) return null;
  return judge(q, a.value).fails ? 'fail' : 'pass';
}

/** What the question asks for, in a line under its prompt: the range and pass band, the scale, the weight. */
export function questionHint(q: StoredQuestion): string {
  const parts: string[] = [];
  const u = q.unit ? ` ${q.unit}` : '';
  if (q.kind === 'score') parts.push(`0–${q.maxScore}, passes from ${q.passScore ?? Math.ceil((q.maxScore ?? 1) / 2)}`);
  if (q.kind === 'number') {
    parts.push(`${q.min}–${q.max}${u}`);
    if (q.passMin !== undefined || q.passMax !== undefined) {
      parts.push(
        q.passMin !== undefined && q.passMax !== undefined
          ? `passes ${q.passMin}–${q.passMax}${u}`
          : q.passMin !== undefined
            ? `passes from ${q.passMin}${u}`
            : `passes up to ${q.passMax}${u}`,
      );
    }
  }
  parts.push(`weight ${q.weight}`);
  return parts.join(' · ');
}

/** The typed number of a number question, or why it cannot be saved. */
export function readNumberAnswer(q: StoredQuestion, text: string): { value: number } | { problem: string } {
  const t = text.trim().replace(',', '.').replace('−', '-');
  if (t === '') return { problem: 'Enter a number.' };
  const n = Number(t);
  if (!Number.isFinite(n)) return { problem: 'Enter a number.' };
  if ((q.min !== undefined && n < q.min) || (q.max !== undefined && n > q.max)) {
    return { problem: `Enter a number from ${q.min} to ${q.max}.` };
  }
  return { value: n };
}

/** The body of PUT /api/audits/:id/answers for an answer given now, with a key of its own. */
export function answerInput(
  questionId: string,
  a: AnswerValue,
  comment: string | null,
  now: Date = new Date(),
  key: string = makeIdempotencyKey(),
): AnswerInput {
  const c = comment?.trim() ? comment.trim() : undefined;
  return {
    idempotencyKey: key,
    questionId,
    na: a.na,
    value: a.na ? null : a.value,
    ...(c ? { comment: c } : {}),
    answeredAt: now.toISOString(),
  };
}

export function answerWrite(auditId: string, input: AnswerInput): NewWrite {
  return {
    key: input.idempotencyKey,
    scope: auditScope(auditId),
    kind: ANSWER_KIND,
    method: 'PUT',
    url: `/api/audits/${encodeURIComponent(auditId)}/answers`,
    body: { type: 'json', value: input },
  };
}

export function photoWrite(
  auditId: string,
  questionId: string,
  blob: Blob,
  fileName: string,
  key: string = makeIdempotencyKey(),
): NewWrite {
  const query = new URLSearchParams({ idempotencyKey: key, questionId });
  return {
    key,
    scope: auditScope(auditId),
    kind: PHOTO_KIND,
    method: 'POST',
    url: `/api/audits/${encodeURIComponent(auditId)}/photos?${query.toString()}`,
    body: { type: 'file', field: 'file', blob, fileName },
  };
}

/** The answer a queued write carries (null for anything else). */
export function pendingAnswerOf(write: QueuedWrite): AnswerInput | null {
  if (write.kind !== ANSWER_KIND || write.body.type !== 'json') return null;
  const parsed = ZAnswerInput.safeParse(write.body.value);
  return parsed.success ? (write.body.value as AnswerInput) : null;
}

/** The question a queued photo is for (from its URL), or null. */
export function pendingPhotoQuestion(write: QueuedWrite): string | null {
  if (write.kind !== PHOTO_KIND || write.body.type !== 'file') return null;
  const query = write.url.split('?')[1] ?? '';
  return new URLSearchParams(query).get('questionId');
}

/**
 * The answer each question shows: the latest by the device's answeredAt among the server's and the writes still
 * waiting (the server decides the same way, so what the page shows is what will count).
 */
export function givenAnswers(server: readonly Answer[], pending: readonly QueuedWrite[]): Map<string, GivenAnswer> {
  const out = new Map<string, GivenAnswer>();
  const offer = (questionId: string, g: GivenAnswer) => {
    const had = out.get(questionId);
    if (!had || Date.parse(g.answeredAt) >= Date.parse(had.answeredAt)) out.set(questionId, g);
  };
  for (const a of server) {
    offer(a.questionId, { na: a.na, value: a.value, comment: a.comment, answeredAt: a.answeredAt, pending: false });
  }
  for (const w of pending) {
    const a = pendingAnswerOf(w);
    if (!a) continue;
    offer(a.questionId, {
      na: a.na ?? false,
      value: a.na ? null : (a.value ?? null),
      comment: a.comment ?? null,
      answeredAt: a.answeredAt,
      pending: true,
    });
  }
  return out;
}

/** An answer the server stored, folded into the cached detail (the device's answeredAt decides, as on the server). */
export function withSavedAnswer(detail: AuditDetail, answer: Answer): AuditDetail {
  const had = detail.answers.find((a) => a.questionId === answer.questionId);
  if (had && Date.parse(had.answeredAt) > Date.parse(answer.answeredAt)) return detail;
  return { ...detail, answers: [...detail.answers.filter((a) => a.questionId !== answer.questionId), answer] };
}

export function withSavedPhoto(detail: AuditDetail, photo: Photo): AuditDetail {
  if (detail.photos.some((p) => p.id === photo.id)) return detail;
  return { ...detail, photos: [...detail.photos, photo] };
}

/** The server's message in a settled write's error body, if any. */
export function errorMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const e = (body as { error: unknown }).error;
  if (typeof e !== 'object' || e === null) return null;
  const m = (e as { message?: unknown }).message;
  return typeof m === 'string' ? m : null;
}

export const isReadOnly = (status: AuditStatus) => status === 'submitted' || status === 'approved' || status === 'cancelled';

export const AUDIT_STATUS_LABELS: Record<AuditStatus, string> = {
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  submitted: 'Submitted',
  approved: 'Approved',
  cancelled: 'Cancelled',
};

/** "83.5%" (one decimal at most, as the server rounds). */
export const percentText = (p: number | null | undefined) => (p === null || p === undefined ? '—' : `${Math.round(p * 10) / 10}%`);

/** How far the form is: questions with an answer (on the server or waiting) out of all. */
export function progressOf(questions: readonly StoredQuestion[], given: ReadonlyMap<string, GivenAnswer>) {
  return { answered: questions.filter((q) => given.has(q.id)).length, total: questions.length };
}
