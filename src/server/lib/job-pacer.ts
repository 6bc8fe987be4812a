import { setTimeout as sleep } from 'node:timers/promises';

export interface PacerClock {
  now(): number;
  sleep(ms: number): Promise<unknown>;
}

const realClock: PacerClock = { now: () => performance.now(), sleep: (ms) => sleep(ms) };

/**
 * Paces a background job that runs beside live requests: `await pace()` after each heavy step rests for as long as
 * the work since the last rest took × (1 − share) / share, so the job keeps to about `share` of one core and the
 * requests answered meanwhile find the machine (and PostgreSQL) free most of the time. A nightly job has minutes to
 * spare; the people using the app do not. `share` = 1 never rests.
 */
export function createPacer(share: number, clock: PacerClock = realClock): () => Promise<void> {
  if (!(share > 0 && share <= 1)) throw new Error(`A pacer's share is in (0, 1], not ${share}.`);
  let since = clock.now();
  return async () => {
    const worked = clock.now() - since;
    if (share < 1 && worked > 0) await clock.sleep((worked * (1 - share)) / share);
    since = clock.now();
  };
}
