import { useSyncExternalStore } from 'react';
import { createWriteQueue } from './queue';
import type { QueuedWrite } from './types';

/** The app's one queue (decision 023, "Offline (web)"). */
export const queue = createWriteQueue();

/** The writes still waiting (of one scope, or all), live: the component re-renders as they are sent. */
export function usePendingWrites(scope?: string): QueuedWrite[] {
  const read = () => queue.snapshot(scope);
  return useSyncExternalStore(queue.subscribe, read, read);
}
