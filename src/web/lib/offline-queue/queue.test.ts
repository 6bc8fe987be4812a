import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer, ApiFetchOptions } from '../api-client';
import { ApiError } from '../api-client';
import { backoffMs, createWriteQueue, isRetryableStatus, type NewWrite, type WriteQueue } from './queue';
import type { QueuedWrite, WriteOutcome } from './types';

/** Decision 023 "Offline (web)": the queue of writes against fake-indexeddb and a scripted server. */

let n = 0;
const queues: WriteQueue[] = [];
afterEach(() => {
  for (const q of queues.splice(0)) q.stop();
  vi.useRealTimers();
});

type Call = { url: string; options: ApiFetchOptions };
function setUp(
  answers: Array<ApiAnswer | 'network'> = [],
  opts: { online?: () => boolean; dbName?: string; locks?: null; owner?: string | null } = {},
) {
  const calls: Call[] = [];
  const script = [...answers];
  const send = vi.fn(async (url: string, options: ApiFetchOptions): Promise<ApiAnswer> => {
    calls.push({ url, options });
    const next = script.shift() ?? { status: 200, ok: true, body: { ok: true } };
    if (next === 'network') throw new ApiError({ code: 'NETWORK_ERROR', message: 'offline', status: 0, path: url });
    return next;
  });
  n += 1;
  const q = createWriteQueue({
    dbName: opts.dbName ?? `queue-test-${n}`,
    send,
    isOnline: opts.online ?? (() => true),
    locks: opts.locks ?? null,
    channel: null,
    backoff: () => 60_000,
    owner: opts.owner === undefined ? 'user-maria' : opts.owner,
  });
  queues.push(q);
  const settled: Array<{ write: QueuedWrite; outcome: WriteOutcome }> = [];
  q.onWriteSettled((write, outcome) => settled.push({ write, outcome }));
  return { q, calls, send, settled };
}

const answer = (key: string, scope = 'audit:1'): NewWrite => ({
  key,
  scope,
  kind: 'audit-answer',
  method: 'PUT',
  url: '/api/audits/1/answers',
  body: { type: 'json', value: { idempotencyKey: key, value: 'yes' } },
});

/** Lets IndexedDB's real callbacks run (fake timers leave setImmediate alone). */
async function flush() {
  for (let i = 0; i < 50; i++) await new Promise((r) => setImmediate(r));
}
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await flush();
}

/** Waits until the queue has nothing left to do right now (its runs have finished). */
async function settle(q: WriteQueue) {
  for (let i = 0; i < 5; i++) {
    await q.replay();
    await new Promise((r) => setTimeout(r, 0));
  }
}

describe('the offline queue', () => {
  it('persists a write before sending it, and sends it once the connection is there', async () => {
    let online = false;
    const { q, calls, settled } = setUp([], { online: () => online });
    await q.enqueueWrite(answer('key-00000001'));
    expect(calls).toHaveLength(0);
    expect(q.snapshot().map((w) => w.key)).toEqual(['key-00000001']);
    expect(q.snapshot('audit:1')).toHaveLength(1);
    expect(q.snapshot('sales:x')).toHaveLength(0);

    // A new queue on the same database (the tab closed and reopened) still has it.
    const again = setUp([], { online: () => true, dbName: `queue-test-${n}` });
    again.q.start();
    await settle(again.q);
    expect(again.calls).toHaveLength(1);
    expect(again.calls[0].url).toBe('/api/audits/1/answers');
    expect(again.calls[0].options).toMatchObject({ method: 'PUT', body: { idempotencyKey: 'key-00000001', value: 'yes' } });
    expect(again.calls[0].options.headers).toEqual({ 'Idempotency-Key': 'key-00000001' });
    expect(again.q.snapshot()).toEqual([]);
    expect(again.settled.map((s) => s.outcome)).toEqual([{ ok: true, status: 200, body: { ok: true } }]);
    online = true;
    await settle(q);
    expect(calls).toHaveLength(0); // the first queue finds nothing left
    expect(settled).toHaveLength(0);
  });

  it('stores the same key once', async () => {
    const { q, calls } = setUp([], { online: () => false });
    await q.enqueueWrite(answer('key-same-0001'));
    await q.enqueueWrite({ ...answer('key-same-0001'), body: { type: 'json', value: { other: true } } });
    await Promise.all([q.enqueueWrite(answer('key-same-0002')), q.enqueueWrite(answer('key-same-0002'))]);
    expect(q.snapshot().map((w) => w.key)).toEqual(['key-same-0001', 'key-same-0002']);
    expect(calls).toHaveLength(0);
  });

  it('keeps a write after a network failure or a 5xx/408/429, and sends it again later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { q, calls, settled } = setUp(['network', { status: 503, ok: false, body: undefined }]);
    await q.enqueueWrite(answer('key-retry-001'));
    await advance(0);
    expect(calls).toHaveLength(1);
    expect(q.snapshot()).toHaveLength(1);
    await advance(60_000); // the back-off
    expect(calls).toHaveLength(2);
    expect(q.snapshot()).toHaveLength(1);
    expect(settled).toHaveLength(0);
    await advance(60_000);
    expect(calls).toHaveLength(3);
    expect(q.snapshot()).toHaveLength(0);
    expect(settled.map((s) => s.outcome.status)).toEqual([200]);
  });

  it('settles a write on a 4xx answer: removed, and the listeners told it failed', async () => {
    const body = { error: { code: 'VALIDATION_ERROR', message: 'Bad', status: 422 } };
    const { q, calls, settled } = setUp([{ status: 422, ok: false, body }]);
    await q.enqueueWrite(answer('key-4xx-0001'));
    await settle(q);
    expect(calls).toHaveLength(1);
    expect(q.snapshot()).toEqual([]);
    expect(settled).toHaveLength(1);
    expect(settled[0].write.key).toBe('key-4xx-0001');
    expect(settled[0].outcome).toEqual({ ok: false, status: 422, body });
  });

  it('sends in creation order, one at a time, and stops at the first that must wait', async () => {
    let online = false;
    const { q, calls, send } = setUp([], { online: () => online });
    for (const key of ['key-order-003', 'key-order-001', 'key-order-002']) await q.enqueueWrite(answer(key));
    let inFlight = 0;
    let most = 0;
    const original = send.getMockImplementation()!;
    send.mockImplementation(async (url, options) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight -= 1;
      return original(url, options);
    });
    online = true;
    await Promise.all([q.replay(), q.replay(), q.replay()]);
    await settle(q);
    expect(calls.map((c) => (c.options.body as { idempotencyKey: string }).idempotencyKey)).toEqual([
      'key-order-003',
      'key-order-001',
      'key-order-002',
    ]);
    expect(most).toBe(1);
  });

  it('keeps the order behind a write that must wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { q, calls } = setUp([{ status: 500, ok: false, body: undefined }]);
    await q.enqueueWrite(answer('key-head-0001'));
    await q.enqueueWrite(answer('key-next-0001'));
    await advance(0);
    expect(calls.map((c) => c.options.headers?.['Idempotency-Key'])).toEqual(['key-head-0001']);
    await advance(60_000);
    expect(calls.map((c) => c.options.headers?.['Idempotency-Key'])).toEqual(['key-head-0001', 'key-head-0001', 'key-next-0001']);
  });

  it("a kind's rule decides whether an error answer still means done", async () => {
    const conflict = { status: 409, ok: false, body: { error: { code: 'DUPLICATE_RESOURCE', status: 409 } } };
    const { q, settled } = setUp([conflict, conflict, { status: 404, ok: false, body: undefined }]);
    const seen: number[] = [];
    q.registerWriteKind('sales-day', {
      isDone: async (status, _body, write) => {
        seen.push(status);
        return status === 409 && (write.body as { type: 'json'; value: { same: boolean } }).value.same;
      },
    });
    const day = (key: string, same: boolean): NewWrite => ({
      key,
      scope: 'sales:loc',
      kind: 'sales-day',
      method: 'POST',
      url: '/api/sales',
      body: { type: 'json', value: { same } },
    });
    await q.enqueueWrite(day('key-sales-001', true));
    await q.enqueueWrite(day('key-sales-002', false));
    await q.enqueueWrite(day('key-sales-003', true));
    await settle(q);
    expect(settled.map((s) => [s.write.key, s.outcome.ok, s.outcome.status])).toEqual([
      ['key-sales-001', true, 409],
      ['key-sales-002', false, 409],
      ['key-sales-003', false, 404],
    ]);
    expect(seen).toEqual([409, 409, 404]);
    expect(q.snapshot()).toEqual([]);
  });

  it('sends a file as multipart form data under its field, from the stored bytes', async () => {
    const { q, calls } = setUp();
    const blob = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' });
    await q.enqueueWrite({
      key: 'key-photo-001',
      scope: 'audit:1',
      kind: 'audit-photo',
      method: 'POST',
      url: '/api/audits/1/photos?idempotencyKey=key-photo-001',
      body: { type: 'file', field: 'file', blob, fileName: 'q1.jpg' },
    });
    await settle(q);
    const form = calls[0].options.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    const file = form.get('file') as File;
    expect(file.name).toBe('q1.jpg');
    expect(file.type).toBe('image/jpeg');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
  });

  it('two queues on one database (two tabs) behind one lock send a write once', async () => {
    const dbName = `queue-test-shared-${n}`;
    // A minimal Web Locks double: one holder at a time, the others wait in turn.
    let tail = Promise.resolve();
    const locks = {
      request: ((_name: string, _opts: unknown, fn: () => Promise<void>) => {
        const run = tail.then(fn);
        tail = run.catch(() => undefined);
        return run;
      }) as unknown as LockManager['request'],
    };
    const a = setUp([], { dbName, online: () => false });
    await a.q.enqueueWrite(answer('key-tabs-0001'));
    await a.q.enqueueWrite(answer('key-tabs-0002'));
    const b = setUp([], { dbName });
    const c = setUp([], { dbName });
    const tabs = [b, c].map((t) =>
      createWriteQueue({ dbName, send: t.send, isOnline: () => true, locks, channel: null, backoff: () => 60_000, owner: 'user-maria' }),
    );
    queues.push(...tabs);
    await Promise.all([tabs[0].replay(), tabs[1].replay(), tabs[0].replay(), tabs[1].replay()]);
    const keys = [...b.calls, ...c.calls].map((call) => call.options.headers?.['Idempotency-Key']).sort();
    expect(keys).toEqual(['key-tabs-0001', 'key-tabs-0002']);
  });
});

describe('whose writes', () => {
  it("sends and lists only the signed-in user's writes; another's wait for that user's next sign-in", async () => {
    const dbName = `queue-test-owners-${n}`;
    const maria = setUp([], { dbName, online: () => false });
    await maria.q.enqueueWrite(answer('key-maria-001'));
    await maria.q.enqueueWrite(answer('key-maria-002'));
    maria.q.stop();

    // The next person on the same device, online: Maria's writes are neither sent nor shown.
    const jose = setUp([], { dbName, owner: 'user-jose' });
    jose.q.start();
    await jose.q.enqueueWrite(answer('key-jose-0001'));
    await settle(jose.q);
    expect(jose.calls.map((c) => c.options.headers?.['Idempotency-Key'])).toEqual(['key-jose-0001']);
    expect(jose.q.snapshot()).toEqual([]);

    // Signed out: nothing is sent, listed or accepted.
    jose.q.setOwner(null);
    await settle(jose.q);
    expect(jose.q.snapshot()).toEqual([]);
    await expect(jose.q.enqueueWrite(answer('key-nobody-01'))).rejects.toThrow(/signed-in user/);

    // Maria signs in again on that tab: hers go, in order, and are listed until then.
    jose.q.setOwner('user-maria');
    await flush();
    await settle(jose.q);
    expect(jose.calls.map((c) => c.options.headers?.['Idempotency-Key'])).toEqual(['key-jose-0001', 'key-maria-001', 'key-maria-002']);
    expect(jose.settled.map((s) => [s.write.key, s.write.owner])).toEqual([
      ['key-jose-0001', 'user-jose'],
      ['key-maria-001', 'user-maria'],
      ['key-maria-002', 'user-maria'],
    ]);
    expect(jose.q.snapshot()).toEqual([]);
  });
});

describe('retry policy', () => {
  it('retries no answer, 5xx, 408, 429 and 401; settles other answers', () => {
    for (const s of [500, 502, 503, 408, 429, 401]) expect(isRetryableStatus(s), String(s)).toBe(true);
    for (const s of [200, 201, 400, 403, 404, 409, 413, 422]) expect(isRetryableStatus(s), String(s)).toBe(false);
  });

  it('backs off 1 s, 2 s, 4 s … up to a minute', () => {
    expect([1, 2, 3, 4, 10].map((a) => backoffMs(a, () => 0))).toEqual([1000, 2000, 4000, 8000, 60_000]);
    expect(backoffMs(1, () => 1)).toBe(1200);
  });
});
