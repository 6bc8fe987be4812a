import { backoffDelay } from '../../app/query-client';

/**
 * The live stream's reconnect back-off: 2 s, 4 s, 8 s, 16 s, then every 30 s. Polling keeps the data
 * current meanwhile, so there is no hurry; a server that restarts is not hammered by every open tab.
 */
export const STREAM_RETRY = { baseMs: 2_000, factor: 2, capMs: 30_000 } as const;

/** `attempt` counts failed connections since the stream was last up (0 for the first retry). */
export function streamRetryDelay(attempt: number): number {
  return backoffDelay({ attempt, baseMs: STREAM_RETRY.baseMs, factor: STREAM_RETRY.factor, capMs: STREAM_RETRY.capMs });
}

/**
 * Set localStorage `notificationStream` to `off` to run on polling alone (end-to-end tests of the
 * fallback; diagnosing a proxy that breaks server-sent events).
 */
export function streamDisabled(store: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): boolean {
  return store?.getItem('notificationStream') === 'off';
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled by privacy settings
  }
}
