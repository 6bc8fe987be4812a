/**
 * The audit pages' door to the offline write queue (src/web/lib/offline-queue, decision 023 "Offline (web)"): answers
 * and photos are stored in IndexedDB first and replayed once each, in order, when the connection is there.
 */
export * from '../../lib/offline-queue';
