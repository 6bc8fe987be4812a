import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../db/client';

/** The PostgreSQL channel that carries "notification created" across every app process. */
export const NOTIFICATION_CHANNEL = 'fh_notifications';

export interface BusMessage {
  recipientId: string;
  notificationId: string;
}
type Listener = (message: BusMessage) => void;

/**
 * Fan-out of new notifications through PostgreSQL LISTEN/NOTIFY: the sender's transaction does
 * `pg_notify` (delivered on commit), and every process listening hands it to its local stream subscribers.
 */
export function createNotificationBus(database: Database) {
  const listeners = new Map<string, Set<Listener>>();
  let stop: (() => Promise<void>) | null = null;

  function dispatch(payload: string | undefined) {
    if (!payload) return;
    let message: BusMessage;
    try {
      message = JSON.parse(payload) as BusMessage;
    } catch {
      return;
    }
    for (const listener of listeners.get(message.recipientId) ?? []) listener(message);
  }

  async function start(): Promise<void> {
    if (stop) return;
    if (database.kind === 'pglite') {
      const unlisten = await (database.raw as PGlite).listen(NOTIFICATION_CHANNEL, dispatch);
      stop = unlisten;
      return;
    }
    // A dedicated connection: pooled ones come and go, LISTEN must stay.
    const client = new pg.Client({ connectionString: database.url });
    client.on('notification', (n) => n.channel === NOTIFICATION_CHANNEL && dispatch(n.payload));
    client.on('error', () => {
      /* the stream endpoint reports itself unavailable; clients fall back to polling */
    });
    await client.connect();
    await client.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
    stop = () => client.end();
  }

  function subscribe(recipientId: string, listener: Listener): () => void {
    let set = listeners.get(recipientId);
    if (!set) listeners.set(recipientId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(recipientId);
    };
  }

  async function close(): Promise<void> {
    listeners.clear();
    const s = stop;
    stop = null;
    // The database may already be gone (shutdown order, a failed health probe); nothing left to stop then.
    await s?.().catch(() => {});
  }

  return { start, subscribe, close, subscriberCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0) };
}
export type NotificationBus = ReturnType<typeof createNotificationBus>;
