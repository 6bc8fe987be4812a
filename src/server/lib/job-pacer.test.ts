import { describe, expect, it } from 'vitest';
import { createPacer, type PacerClock } from './job-pacer';

/** A clock the test moves: work advances it, and each rest is recorded and advances it by what was asked. */
function fakeClock() {
  let t = 1_000;
  const rests: number[] = [];
  const clock: PacerClock = {
    now: () => t,
    sleep: async (ms) => {
      rests.push(ms);
      t += ms;
    },
  };
  return { clock, rests, work: (ms: number) => (t += ms), elapsed: () => t - 1_000 };
}

describe('createPacer', () => {
  it('rests after each step in proportion to the work since the last rest, keeping the job to its share', async () => {
    const c = fakeClock();
    const pace = createPacer(0.25, c.clock);
    for (const ms of [10, 40, 2]) {
      c.work(ms);
      await pace();
    }
    expect(c.rests).toEqual([30, 120, 6]);
    expect(c.elapsed()).toBe(52 * 4);
  });

  it('does not count its own rests as work, and asks for no rest when nothing was done', async () => {
    const c = fakeClock();
    const pace = createPacer(0.5, c.clock);
    c.work(8);
    await pace();
    await pace();
    expect(c.rests).toEqual([8]);
  });

  it('never rests at a share of 1, and refuses a share outside (0, 1]', async () => {
    const c = fakeClock();
    const pace = createPacer(1, c.clock);
    c.work(50);
    await pace();
    expect(c.rests).toEqual([]);
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => createPacer(bad)).toThrow(/share/);
  });
});
