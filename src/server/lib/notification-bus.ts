import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/** The PostgreSQL channel that carries "notification created" across every app process. */
export const NOTIFICATION_CHANNEL = 'fh_notifications';
/** The channel that carries "these sessions (or all of this user's access) ended" to every process. */
export const REVOCATION_CHANNEL = 'fh_session_revocations';
/** The channel that carries "this order changed status" (nothing persisted) so open pages refresh. */
export const ORDER_CHANNEL = 'fh_order_changes';
/** The channel a database trigger announces a changed user on (migration 0028), so cached sessions are forgotten. */
export const IDENTITY_CHANNEL = 'fh_identity_changes';

export interface BusMessage {
  recipientId: string;
  notificationId: string;
}
/** Without `sessionIds`, everything the user holds open ends (cookie and bearer streams alike). */
export interface Revocation {
  userId: string;
  sessionIds?: string[];
}
/**
 * An order moved: head office (every franchisor and admin) and the location's owner hear it. Not stored:
 * it only tells open pages to re-read; the order itself and its history are the record.
 */
export interface OrderChange {
  orderId: string;
  status: string;
  ownerId: string | null;
}
type Listener = (message: BusMessage) => void;
type RevocationListener = (revocation: Revocation) => void;

const CHANNELS = [NOTIFICATION_CHANNEL, REVOCATION_CHANNEL, ORDER_CHANNEL, IDENTITY_CHANNEL];
/** Order changes are not addressed to one user: one key for all listeners. */
const ALL = '*';

// pg_notify payloads are capped at 8000 bytes: a long list of sessions becomes "all of this user's".
const MAX_SESSION_IDS = 100;

/**
 * Announces a revocation to every process. Inside a transaction it is delivered on commit, so a rolled-back
 * change closes nothing; on the plain connection it goes out at once.
 */
export async function publishRevocation(exec: { execute: (query: SQL) => Promise<unknown> }, revocation: Revocation): Promise<void> {
  const ids = revocation.sessionIds;
  if (ids && ids.length === 0) return;
  const message: Revocation =
    ids && ids.length <= MAX_SESSION_IDS ? { userId: revocation.userId, sessionIds: ids } : { userId: revocation.userId };
  await exec.execute(sql`select pg_notify(${REVOCATION_CHANNEL}, ${JSON.stringify(message)})`);
}

/** Announces an order change to every process; inside a transaction it is delivered on commit. */
export async function publishOrderChange(exec: { execute: (query: SQL) => Promise<unknown> }, change: OrderChange): Promise<void> {
  await exec.execute(sql`select pg_notify(${ORDER_CHANNEL}, ${JSON.stringify(change)})`);
}

/** Listeners per user id. */
function registry<T>() {
  const listeners = new Map<string, Set<(value: T) => void>>();
  return {
    listeners,
    emit(key: string, value: T) {
      for (const listener of listeners.get(key) ?? []) listener(value);
    },
    subscribe(key: string, listener: (value: T) => void): () => void {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
  };
}

function parse<T>(payload: string | undefined): T | null {
  if (!payload) return null;
  try {
    return JSON.parse(payload) as T;
  } catch {
    return null;
  }
}

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/**
 * A dedicated connection that LISTENs on every channel: pooled ones come and go, LISTEN must stay. When it drops
 * (database restart, network cut) a new one is opened, retrying with backoff, so live events resume on their own
 * once the database is back; without this the process would never hear a notification again. Messages sent while
 * it was down are not replayed: open pages still poll (NOTIFICATIONS.pollMs), and `restored` tells whoever keeps
 * state fed by the bus (caches) that it may have missed some. The first connection must succeed (start-up fails
 * otherwise); returns the function that stops listening.
 */
async function listenWithReconnect(url: string, dispatch: (channel: string, payload: string | undefined) => void, restored: () => void) {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_FIRST_MS;

  async function open(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (n) => dispatch(n.channel, n.payload));
    // Without a listener an 'error' would crash the process; 'end' follows it and reconnects.
    client.on('error', () => {});
    try {
      await client.connect();
      for (const channel of CHANNELS) await client.query(`LISTEN ${channel}`);
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    delay = RECONNECT_FIRST_MS;
    client.once('end', () => {
      if (current !== client) return;
      current = null;
      if (stopped) return;
      console.warn('notification bus: LISTEN connection lost; reconnecting');
      schedule();
    });
  }

  function schedule() {
    retry = setTimeout(() => {
      open().then(
        () => {
          if (stopped) return;
          console.warn('notification bus: LISTEN connection restored');
          restored();
        },
        () => {
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
          if (!stopped) schedule();
        },
      );
    }, delay);
    // A pending retry must not keep a finished process alive.
    retry.unref();
  }

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end();
  };
}

/**
 * Fan-out through PostgreSQL LISTEN/NOTIFY: the sender's transaction does `pg_notify` (delivered on
 * commit), and every process listening hands it to its local stream subscribers. Two channels: new
 * notifications, and revocations (sign-out, sessions ended, user disabled) that close open streams.
 */
export function createNotificationBus(database: Database) {
  const notifications = registry<BusMessage>();
  const revocations = registry<Revocation>();
  const orderChanges = registry<OrderChange>();
  const identityChanges = registry<string>();
  const reconnects = registry<void>();
  let stop: (() => Promise<void>) | null = null;

  function dispatch(channel: string, payload: string | undefined) {
    if (channel === NOTIFICATION_CHANNEL) {
      const message = parse<BusMessage>(payload);
      if (message?.recipientId) notifications.emit(message.recipientId, message);
    } else if (channel === REVOCATION_CHANNEL) {
      const revocation = parse<Revocation>(payload);
      if (revocation?.userId) revocations.emit(revocation.userId, revocation);
    } else if (channel === ORDER_CHANNEL) {
      const change = parse<OrderChange>(payload);
      if (change?.orderId) orderChanges.emit(ALL, change);
    } else if (channel === IDENTITY_CHANNEL && payload) {
      identityChanges.emit(ALL, payload);
    }
  }

  async function start(): Promise<void> {
    if (stop) return;
    if (database.kind === 'pglite') {
      const raw = database.raw as PGlite;
      const unlisten = await Promise.all(CHANNELS.map((channel) => raw.listen(channel, (payload) => dispatch(channel, payload))));
      stop = async () => {
        await Promise.all(unlisten.map((u) => u()));
      };
      return;
    }
    stop = await listenWithReconnect(database.url!, dispatch, () => reconnects.emit(ALL, undefined));
  }

  async function close(): Promise<void> {
    notifications.listeners.clear();
    revocations.listeners.clear();
    orderChanges.listeners.clear();
    identityChanges.listeners.clear();
    reconnects.listeners.clear();
    const s = stop;
    stop = null;
    // The database may already be gone (shutdown order, a failed health probe); nothing left to stop then.
    await s?.().catch(() => {});
  }

  const count = (m: Map<string, Set<unknown>>) => [...m.values()].reduce((n, s) => n + s.size, 0);
  return {
    start,
    /** New notifications for this recipient. */
    subscribe: (recipientId: string, listener: Listener) => notifications.subscribe(recipientId, listener),
    /** Revocations concerning this user. */
    onRevocation: (userId: string, listener: RevocationListener) => revocations.subscribe(userId, listener),
    /** Every order change; the stream decides who may hear it. */
    onOrderChange: (listener: (change: OrderChange) => void) => orderChanges.subscribe(ALL, listener),
    /** The id of every user whose sessions, account or profile changed, in any process; '*' when a network-wide setting did. */
    onIdentityChange: (listener: (userId: string) => void) => identityChanges.subscribe(ALL, listener),
    /**
     * After the LISTEN connection came back from a drop: messages sent meanwhile were lost, so state kept from them
     * (e.g. cached sessions that identity changes would have evicted) should be dropped.
     */
    onReconnect: (listener: () => void) => reconnects.subscribe(ALL, listener),
    close,
    subscriberCount: () => count(notifications.listeners),
  };
}
export type NotificationBus = ReturnType<typeof createNotificationBus>;
