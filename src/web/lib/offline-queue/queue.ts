import { apiSend, isApiError, type ApiAnswer, type ApiFetchOptions } from '../api-client';
import { fromStoredBody, openWriteStore, toStoredBody, type StoredWrite, type WriteStore } from './store';
import type { QueuedWrite, SettledListener, WriteKindRule, WriteOutcome } from './types';

/**
 * One queue of writes in IndexedDB, replayed to the server in creation order, one at a time (decision 023, "Offline
 * (web)"). A write is stored before anything is sent, so a closed tab or a lost answer never loses it; it leaves the
 * store only once the server has answered. Answers that say "try later" (no answer at all, 5xx, 408, 429, and 401,
 * which waits for the person to sign in again) keep it and retry with back-off; any other answer settles it.
 */

/** Statuses that keep a write for a later try. 401: the session ran out while offline; the next sign-in sends it. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429 || status === 401;
}

/** Back-off before retry `attempt` (1, 2, …): 1 s, 2 s, 4 s … at most a minute, with up to 20 % jitter. */
export function backoffMs(attempt: number, random = Math.random): number {
  const base = Math.min(60_000, 1_000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (1 + 0.2 * random()));
}

export interface QueueDeps {
  /** IndexedDB database name. */
  dbName?: string;
  /** Sends one request (the API client's conventions); injectable for tests. */
  send?: (url: string, options: ApiFetchOptions) => Promise<ApiAnswer>;
  isOnline?: () => boolean;
  /** The Web Locks API; null forces the best-effort fallback. */
  locks?: Pick<LockManager, 'request'> | null;
  /** Cross-tab notice of changes; null for none. */
  channel?: BroadcastChannel | null;
  backoff?: (attempt: number) => number;
  now?: () => Date;
  /** The signed-in user at the start (setOwner changes it); none sends and lists nothing. */
  owner?: string | null;
}

export type NewWrite = Omit<QueuedWrite, 'createdAt' | 'owner'>;

export interface WriteQueue {
  /** Stores the write as the signed-in user's (throws when nobody is), then sends it when online. */
  enqueueWrite(write: NewWrite): Promise<void>;
  /**
   * The signed-in user, or null after sign-out. Only that user's writes are listed and sent; another person's wait,
   * on the device, for their own next sign-in.
   */
  setOwner(owner: string | null): void;
  /** The owner's writes waiting, in creation order (all, or one scope's): a stable array until the queue changes. */
  snapshot(scope?: string): QueuedWrite[];
  subscribe(listener: () => void): () => void;
  onWriteSettled(listener: SettledListener): () => void;
  registerWriteKind(kind: string, rule: WriteKindRule): void;
  /** Sends what is waiting now (if online; `force` also when a retry waits for its back-off); resolves when done. */
  replay(force?: boolean): Promise<void>;
  /** Loads the store and starts listening for `online` (idempotent); replays once. */
  start(): void;
  /** Stops timers and listeners (tests). */
  stop(): void;
}

const LOCK_NAME = 'franchisehub-offline-queue';
const FALLBACK_LOCK_KEY = 'franchisehub.offline-queue.lock';
const FALLBACK_LOCK_MS = 30_000;

type Sent = { retry: true; afterMs?: number } | { retry: false; answer: ApiAnswer };

export function createWriteQueue(deps: QueueDeps = {}): WriteQueue {
  const {
    dbName = 'franchisehub-offline',
    send = apiSend,
    isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false,
    backoff = backoffMs,
    now = () => new Date(),
  } = deps;
  const locks = deps.locks !== undefined ? deps.locks : typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
  const channel =
    deps.channel !== undefined ? deps.channel : typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(LOCK_NAME) : null;

  let owner = deps.owner ?? null;
  let store: WriteStore | null = null;
  const db = () => (store ??= openWriteStore(dbName));
  const rules = new Map<string, WriteKindRule>();
  const settledListeners = new Set<SettledListener>();
  const changeListeners = new Set<() => void>();

  // ---------------------------------------------------------------- the live list
  let writes: QueuedWrite[] = [];
  const byKey = new Map<string, QueuedWrite>();
  const scoped = new Map<string, QueuedWrite[]>();
  let loaded = false;
  let refreshing: Promise<void> | null = null;
  let refreshAgain = false;

  async function refresh(): Promise<void> {
    if (refreshing) {
      refreshAgain = true;
      return refreshing;
    }
    refreshing = (async () => {
      do {
        refreshAgain = false;
        const stored = (await db().all()).filter((s) => s.owner === owner);
        const next = stored.map((s) => byKey.get(s.key) ?? toQueued(s));
        byKey.clear();
        for (const w of next) byKey.set(w.key, w);
        const changed = !loaded || next.length !== writes.length || next.some((w, i) => w !== writes[i]);
        loaded = true;
        if (changed) {
          writes = next;
          scoped.clear();
          for (const listener of changeListeners) listener();
        }
      } while (refreshAgain);
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  const announce = (message: unknown) => {
    try {
      channel?.postMessage(message);
    } catch {
      // A closed channel (tab going away) is nothing to report.
    }
  };

  function snapshot(scope?: string): QueuedWrite[] {
    if (scope === undefined) return writes;
    let list = scoped.get(scope);
    if (!list) {
      list = writes.filter((w) => w.scope === scope);
      scoped.set(scope, list);
    }
    return list;
  }

  // ---------------------------------------------------------------- enqueue
  let lastSeq = 0;
  async function enqueueWrite(write: NewWrite): Promise<void> {
    // A write nobody owns would never be sent; the signed-in shell sets the owner before any page can write.
    if (!owner) throw new Error('The offline queue has no signed-in user.');
    start();
    const created = now();
    const seq = Math.max(created.getTime() * 1000, lastSeq + 1);
    lastSeq = seq;
    const stored: StoredWrite = {
      key: write.key,
      owner,
      scope: write.scope,
      kind: write.kind,
      method: write.method,
      url: write.url,
      body: await toStoredBody(write.body),
      createdAt: created.toISOString(),
      seq,
    };
    const added = await db().add(stored);
    if (added) {
      await refresh();
      announce({ type: 'changed' });
    }
    if (isOnline()) void replay();
  }

  // ---------------------------------------------------------------- sending
  async function sendOne(write: QueuedWrite): Promise<Sent> {
    const { body } = write;
    let payload: unknown;
    if (body.type === 'json') payload = body.value;
    else {
      const form = new FormData();
      form.append(body.field, body.blob, body.fileName);
      payload = form;
    }
    try {
      const answer = await send(write.url, { method: write.method, body: payload, headers: { 'Idempotency-Key': write.key } });
      if (isRetryableStatus(answer.status)) return { retry: true, afterMs: retryAfterMs(answer) };
      return { retry: false, answer };
    } catch (error) {
      // No answer (network down, timeout): the write stays. Anything else thrown is a bug: keep it too.
      if (!isApiError(error)) console.error(error);
      return { retry: true };
    }
  }

  async function outcomeOf(write: QueuedWrite, answer: ApiAnswer): Promise<WriteOutcome> {
    if (answer.ok) return { ok: true, status: answer.status, body: answer.body };
    const rule = rules.get(write.kind);
    let done = false;
    if (rule?.isDone) {
      try {
        done = await rule.isDone(answer.status, answer.body, write);
      } catch {
        done = false;
      }
    }
    return { ok: done, status: answer.status, body: answer.body };
  }

  function settle(write: QueuedWrite, outcome: WriteOutcome, local: boolean) {
    for (const listener of [...settledListeners]) {
      try {
        listener(write, outcome);
      } catch (error) {
        console.error(error);
      }
    }
    if (local) announce({ type: 'settled', write, outcome });
  }

  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let runAgain = false;

  function scheduleRetry(afterMs?: number) {
    attempt += 1;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = setTimeout(
      () => {
        retryTimer = null;
        void replay(true);
      },
      Math.max(afterMs ?? 0, backoff(attempt)),
    );
  }

  /** Sends the oldest write until none is left, one at a time; stops at the first that must wait. Under the lock. */
  async function drain(): Promise<void> {
    for (;;) {
      if (!isOnline() || !owner) return;
      const head = await db().firstOf(owner);
      if (!head) {
        attempt = 0;
        return;
      }
      const write = byKey.get(head.key) ?? toQueued(head);
      const sent = await sendOne(write);
      if (sent.retry) {
        scheduleRetry(sent.afterMs);
        return;
      }
      attempt = 0;
      const outcome = await outcomeOf(write, sent.answer);
      await db().remove(write.key);
      await refresh();
      announce({ type: 'changed' });
      settle(write, outcome, true);
    }
  }

  async function underLock(fn: () => Promise<void>): Promise<void> {
    if (locks) {
      // Tabs wait for each other: the next one reads the store afresh, so nothing the first one sent goes twice.
      await locks.request(LOCK_NAME, { mode: 'exclusive' }, fn);
      return;
    }
    // No Web Locks: a flag in localStorage with an expiry, best effort.
    const storage = typeof localStorage !== 'undefined' ? localStorage : null;
    const me = `${Math.random().toString(36).slice(2)}`;
    const held = storage?.getItem(FALLBACK_LOCK_KEY);
    if (held && Number(held.split(':')[1]) > Date.now() && storage) {
      scheduleRetry();
      return;
    }
    storage?.setItem(FALLBACK_LOCK_KEY, `${me}:${Date.now() + FALLBACK_LOCK_MS}`);
    try {
      await fn();
    } finally {
      if (storage?.getItem(FALLBACK_LOCK_KEY)?.startsWith(`${me}:`)) storage.removeItem(FALLBACK_LOCK_KEY);
    }
  }

  /**
   * Starts a run unless one is going (it then goes round once more). While a retry waits for its back-off, only a
   * forced replay (the `online` event, the app's start) goes ahead of it: a new write joins the queue behind it.
   */
  function replay(force = false): Promise<void> {
    if (running) {
      runAgain = true;
      return running;
    }
    if (retryTimer) {
      if (!force) return Promise.resolve();
      clearTimeout(retryTimer);
      retryTimer = null;
    }
    running = (async () => {
      try {
        do {
          runAgain = false;
          await underLock(drain);
        } while (runAgain && !retryTimer);
      } catch (error) {
        console.error(error);
        scheduleRetry();
      }
    })().finally(() => {
      running = null;
    });
    return running;
  }

  // ---------------------------------------------------------------- start and stop
  let started = false;
  const onOnline = () => {
    attempt = 0;
    void replay(true);
  };
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: string; write?: QueuedWrite; outcome?: WriteOutcome } | null;
    if (data?.type === 'changed') void refresh();
    else if (data?.type === 'settled' && data.write && data.outcome) settle(data.write, data.outcome, false);
  };

  function start() {
    if (started) return;
    started = true;
    if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
    channel?.addEventListener('message', onMessage);
    void refresh().then(() => replay(true));
  }

  function stop() {
    started = false;
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    channel?.removeEventListener('message', onMessage);
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    store?.close();
    store = null;
  }

  function setOwner(next: string | null) {
    if (next === owner) return;
    owner = next;
    attempt = 0;
    if (!started) return;
    void refresh().then(() => replay(true));
  }

  return {
    enqueueWrite,
    setOwner,
    snapshot,
    subscribe(listener) {
      start();
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    onWriteSettled(listener) {
      settledListeners.add(listener);
      return () => settledListeners.delete(listener);
    },
    registerWriteKind(kind, rule) {
      rules.set(kind, rule);
    },
    replay,
    start,
    stop,
  };
}

function toQueued(s: StoredWrite): QueuedWrite {
  const { seq: _seq, body, ...rest } = s;
  return { ...rest, body: fromStoredBody(body) };
}

/** A 429's or 503's Retry-After is not visible through the API client; its JSON may carry retryAfter seconds. */
function retryAfterMs(answer: ApiAnswer): number | undefined {
  const details = (answer.body as { error?: { details?: { retryAfter?: unknown } } } | undefined)?.error?.details;
  const seconds = typeof details?.retryAfter === 'number' ? details.retryAfter : undefined;
  return seconds !== undefined ? seconds * 1000 : undefined;
}
