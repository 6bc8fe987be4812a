import { describe, expect, it } from 'vitest';
import type { Answer, AuditDetail, StoredQuestion } from '../../../shared/audits.contracts';
import {
  answerInput,
  answerText,
  answerVerdict,
  answerWrite,
  errorMessageOf,
  givenAnswers,
  makeIdempotencyKey,
  pendingPhotoQuestion,
  photoWrite,
  questionHint,
  readNumberAnswer,
  withSavedAnswer,
} from './audit-answers';

const base = { weight: 1, critical: false, photoRequired: false, commentRequired: false, allowNa: false };
const yesNo: StoredQuestion = { ...base, id: '11111111-1111-4111-8111-111111111111', prompt: 'Clean?', kind: 'yes_no', allowNa: true };
const score: StoredQuestion = {
  ...base,
  id: '22222222-2222-4222-8222-222222222222',
  prompt: 'Counter',
  kind: 'score',
  maxScore: 5,
  passScore: 3,
};
const temp: StoredQuestion = {
  ...base,
  id: '33333333-3333-4333-8333-333333333333',
  prompt: 'Chiller',
  kind: 'number',
  min: -40,
  max: 100,
  passMin: 0,
  passMax: 5,
  unit: '°C',
  weight: 3,
  critical: true,
};
const choice: StoredQuestion = {
  ...base,
  id: '44444444-4444-4444-8444-444444444444',
  prompt: 'Menu board',
  kind: 'choice',
  choices: [
    { label: 'Good', passes: true },
    { label: 'Damaged', passes: false },
  ],
};

describe('what an answer reads as', () => {
  it('names each kind of answer as people say it', () => {
    expect(answerText(yesNo, { na: false, value: 'yes' })).toBe('Yes');
    expect(answerText(yesNo, { na: true, value: null })).toBe('Not applicable');
    expect(answerText(score, { na: false, value: 4 })).toBe('4 of 5');
    expect(answerText(temp, { na: false, value: 3.456 })).toBe('3.46 °C');
    expect(answerText(choice, { na: false, value: 1 })).toBe('Damaged');
    expect(answerText(choice, undefined)).toBe('—');
  });

  it('judges pass and fail as the server will (not applicable is neither)', () => {
    expect(answerVerdict(yesNo, { na: false, value: 'no' })).toBe('fail');
    expect(answerVerdict(yesNo, { na: true, value: null })).toBeNull();
    expect(answerVerdict(score, { na: false, value: 3 })).toBe('pass');
    expect(answerVerdict(score, { na: false, value: 2 })).toBe('fail');
    expect(answerVerdict(temp, { na: false, value: 8 })).toBe('fail');
    expect(answerVerdict(temp, { na: false, value: 4 })).toBe('pass');
    expect(answerVerdict(choice, { na: false, value: 0 })).toBe('pass');
  });

  it('describes what a question asks for', () => {
    expect(questionHint(temp)).toBe('-40–100 °C · passes 0–5 °C · weight 3');
    expect(questionHint(score)).toBe('0–5, passes from 3 · weight 1');
  });

  it('reads a typed reading within the range, or says why not', () => {
    expect(readNumberAnswer(temp, ' 4,5 ')).toEqual({ value: 4.5 });
    expect(readNumberAnswer(temp, '−18')).toEqual({ value: -18 });
    expect(readNumberAnswer(temp, '')).toEqual({ problem: 'Enter a number.' });
    expect(readNumberAnswer(temp, 'warm')).toEqual({ problem: 'Enter a number.' });
    expect(readNumberAnswer(temp, '120')).toEqual({ problem: 'Enter a number from -40 to 100.' });
  });
});

describe('an answer given on the device', () => {
  it('gets its own idempotency key the server accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, makeIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('becomes a queued PUT with the time it was given, and a comment only when there is one', () => {
    const at = new Date('2026-12-01T01:30:00.000Z');
    const input = answerInput(temp.id, { na: false, value: 9 }, '  too warm ', at, 'key-12345678');
    expect(input).toEqual({
      idempotencyKey: 'key-12345678',
      questionId: temp.id,
      na: false,
      value: 9,
      comment: 'too warm',
      answeredAt: at.toISOString(),
    });
    expect(answerInput(yesNo.id, { na: true, value: 'yes' }, '   ', at, 'key-87654321')).toEqual({
      idempotencyKey: 'key-87654321',
      questionId: yesNo.id,
      na: true,
      value: null,
      answeredAt: at.toISOString(),
    });
    const write = answerWrite('a1', input);
    expect(write).toMatchObject({
      key: 'key-12345678',
      scope: 'audit:a1',
      method: 'PUT',
      url: '/api/audits/a1/answers',
      body: { type: 'json', value: input },
    });
  });

  it('puts a photo in the queue as a file with its question and key in the address', () => {
    const w = photoWrite('a1', temp.id, new Blob(['x']), 'chiller.jpg', 'photo-key-1');
    expect(w.url).toBe(`/api/audits/a1/photos?idempotencyKey=photo-key-1&questionId=${temp.id}`);
    expect(w.body).toMatchObject({ type: 'file', field: 'file', fileName: 'chiller.jpg' });
    expect(pendingPhotoQuestion({ ...w, owner: 'u1', createdAt: '' })).toBe(temp.id);
  });
});

describe('the answer a question shows', () => {
  const server = (value: string, answeredAt: string): Answer => ({
    id: 'ans',
    questionId: yesNo.id,
    idempotencyKey: `k-${answeredAt.replace(/\W/g, '')}`,
    na: false,
    value,
    comment: null,
    answeredAt,
  });
  const queued = (value: string, answeredAt: string) => ({
    ...answerWrite('a1', { idempotencyKey: `q-${answeredAt.replace(/\W/g, '')}`, questionId: yesNo.id, na: false, value, answeredAt }),
    owner: 'u1',
    createdAt: answeredAt,
  });

  it('is the one given last on the device, waiting or stored', () => {
    const newerWaiting = givenAnswers([server('yes', '2026-12-01T01:00:00.000Z')], [queued('no', '2026-12-01T02:00:00.000Z')]);
    expect(newerWaiting.get(yesNo.id)).toMatchObject({ value: 'no', pending: true });
    // A late replay of an older answer never hides the newer one (decision 023).
    const olderWaiting = givenAnswers([server('yes', '2026-12-01T03:00:00.000Z')], [queued('no', '2026-12-01T02:00:00.000Z')]);
    expect(olderWaiting.get(yesNo.id)).toMatchObject({ value: 'yes', pending: false });
  });

  it('folds a stored answer into the cached audit unless a newer one is there', () => {
    const detail = { answers: [server('yes', '2026-12-01T03:00:00.000Z')], photos: [] } as unknown as AuditDetail;
    expect(withSavedAnswer(detail, server('no', '2026-12-01T02:00:00.000Z'))).toBe(detail);
    expect(withSavedAnswer(detail, server('no', '2026-12-01T04:00:00.000Z')).answers).toEqual([server('no', '2026-12-01T04:00:00.000Z')]);
  });

  it("reads the server's message out of a refused write", () => {
    expect(errorMessageOf({ error: { code: 'CONFLICT', message: 'This audit has been submitted and can no longer be changed.' } })).toBe(
      'This audit has been submitted and can no longer be changed.',
    );
    expect(errorMessageOf('<html>')).toBeNull();
  });
});
