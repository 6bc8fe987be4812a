import { queue } from './default-queue';
import type { NewWrite } from './queue';
import type { SettledListener, WriteKindRule } from './types';

/**
 * The offline queue of writes (decision 023, "Offline (web)"): persisted in IndexedDB first, replayed in creation
 * order, one at a time, when the connection is there; exactly once with the server's idempotency keys.
 */
export type { NewWrite } from './queue';
export type { QueuedBody, QueuedWrite, WriteOutcome, WriteKindRule, SettledListener } from './types';
export { compressImage } from './compress-image';
export { PendingSync, pendingSyncText } from './pending-sync';
export { usePendingWrites } from './default-queue';

/** Persists the write first, then sends it when online. The same `key` twice stores one write. */
export function enqueueWrite(write: NewWrite): Promise<void> {
  return queue.enqueueWrite(write);
}

/** Told once per write when the server's answer settled it (in this tab or another one); answers an unsubscribe. */
export function onWriteSettled(listener: SettledListener): () => void {
  return queue.onWriteSettled(listener);
}

/**
 * A kind's rule: when an answer that is not 2xx still means "done" (e.g. the sales POST's 409 for a day stored with
 * the same figures). Register before writes of the kind may be replayed (at module load of the feature).
 */
export function registerWriteKind(kind: string, rule: WriteKindRule): void {
  queue.registerWriteKind(kind, rule);
}

/**
 * Loads what the signed-in user left waiting on an earlier visit and sends it when online (the signed-in shell calls
 * this on start and whenever the user changes; null at sign-out stops sending and listing).
 */
export function startOfflineQueue(owner: string | null): void {
  queue.setOwner(owner);
  if (owner) queue.start();
}
