import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  estimatedUnreported,
  judgeAgainstPeers,
  judgeCashShare,
  judgeDrop,
  isRound,
  longestIdenticalRun,
  mad,
  median,
  modifiedZ,
  weekdayDropRatio,
  type WeekdayDay,
} from './sales-integrity-stats';

describe('robust statistics', () => {
  it('median and MAD of small samples', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(mad([1, 2, 3, 4, 100])).toBe(1); // |x − 3| = 2,1,0,1,97 → median 1
  });

  it('modified z ignores one wild value where mean and standard deviation would not', () => {
    const peers = [1, 1.02, 0.98, 1.01, 0.99, 0.6];
    const z = modifiedZ(0.6, peers)!;
    expect(z).toBeLessThan(-3.5);
    // The mean/SD z of the same point is only about −2, which is why the decision rejects it.
    const mean = peers.reduce((s, v) => s + v, 0) / peers.length;
    const sd = Math.sqrt(peers.reduce((s, v) => s + (v - mean) ** 2, 0) / peers.length);
    expect((0.6 - mean) / sd).toBeGreaterThan(-2.5);
  });

  it('a MAD of zero falls back to the mean absolute deviation, then to ±Infinity', () => {
    expect(modifiedZ(0.5, [1, 1, 1, 1, 0.5])).toBeLessThan(-3.5);
    expect(modifiedZ(1, [1, 1, 1, 1, 1])).toBe(0);
    expect(modifiedZ(0.9, [1, 1, 1, 1, 1])).toBe(-Infinity);
  });

  it('too few peers are not judged; a small dip in a tight group is not flagged', () => {
    expect(judgeAgainstPeers(0.5, [1, 1, 1, 0.5])).toBeNull();
    const tight = [1, 1.001, 0.999, 1.002, 0.998, 0.97];
    const j = judgeAgainstPeers(0.97, tight)!;
    expect(j.z).toBeLessThan(-3.5);
    expect(j.flagged).toBe(false); // 0.97 is not under 0.85 × the median
  });

  it('estimated unreported sales are measured at the peers’ median ratio and never negative', () => {
    expect(estimatedUnreported(1_000_000, 600_000, 1)).toBe(400_000);
    expect(estimatedUnreported(1_000_000, 600_000, 0.9)).toBe(300_000);
    expect(estimatedUnreported(1_000_000, 1_100_000, 1)).toBe(0);
  });
});

/** n peers with ratios spread uniformly over [c − a, c + a]. */
const peerGroup = fc.record({
  n: fc.integer({ min: 20, max: 200 }),
  centre: fc.double({ min: 0.6, max: 1.6, noNaN: true }),
  spread: fc.double({ min: 0.01, max: 0.1, noNaN: true }),
  seed: fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 200, maxLength: 200 }),
});

describe('property: the peer rule', () => {
  it('uniform noise around any centre flags nobody', () => {
    fc.assert(
      fc.property(peerGroup, ({ n, centre, spread, seed }) => {
        const ratios = seed.slice(0, n).map((u) => centre * (1 + spread * u));
        // The lowest ratio is the one most likely to flag: if it does not, nobody does.
        expect(judgeAgainstPeers(Math.min(...ratios), ratios)!.flagged).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('a location scaled down by 40 % is flagged', () => {
    fc.assert(
      fc.property(peerGroup, fc.nat(), ({ n, centre, spread, seed }, pick) => {
        const ratios = seed.slice(0, n).map((u) => centre * (1 + spread * u));
        const i = pick % n;
        ratios[i] *= 0.6;
        const j = judgeAgainstPeers(ratios[i], ratios)!;
        expect(j.z).toBeLessThanOrEqual(-3.5);
        expect(j.flagged).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

const weeks = (weekCount: number, start: number, net: (d: number) => number): WeekdayDay[] =>
  Array.from({ length: weekCount * 7 }, (_, i) => ({
    date: `d${start + i}`,
    weekday: (start + i) % 7,
    netCentavos: net(start + i),
  }));

describe('daily rules', () => {
  const weekly = (d: number) => [10, 9, 9, 10, 12, 16, 15][d % 7] * 100_000;
  it('same-weekday drop: a 40 % cut is seen whatever the weekly pattern; unchanged trade is 1', () => {
    const baseline = weeks(8, 0, weekly);
    expect(weekdayDropRatio(weeks(2, 56, weekly), baseline)).toBe(1);
    expect(
      weekdayDropRatio(
        weeks(2, 56, (d) => weekly(d) * 0.6),
        baseline,
      ),
    ).toBeCloseTo(0.6);
    expect(weekdayDropRatio(weeks(2, 56, weekly).slice(0, 5), baseline)).toBeNull();
  });

  it('a drop with purchases that fell alike is a slow month, not a flag', () => {
    expect(judgeDrop(0.6, 1)).toBe(true);
    expect(judgeDrop(0.6, null)).toBe(true);
    expect(judgeDrop(0.6, 0.6)).toBe(false);
    expect(judgeDrop(0.8, 1)).toBe(false);
  });

  it('round and identical days', () => {
    expect(isRound(2_512_300)).toBe(false); // ₱25,123
    expect(isRound(0)).toBe(false);
    expect(isRound(2_000_000)).toBe(true);
    const days = [
      { date: '2026-03-01', netCentavos: 5 },
      { date: '2026-03-02', netCentavos: 7 },
      { date: '2026-03-03', netCentavos: 7 },
      { date: '2026-03-05', netCentavos: 7 }, // a gap breaks the run
      { date: '2026-03-06', netCentavos: 7 },
      { date: '2026-03-07', netCentavos: 7 },
    ];
    expect(longestIdenticalRun(days)).toEqual({ length: 3, dates: ['2026-03-05', '2026-03-06', '2026-03-07'] });
  });

  it('cash share: more than 15 points either way', () => {
    expect(judgeCashShare(40, 60)).toBe(true);
    expect(judgeCashShare(50, 60)).toBe(false);
    expect(judgeCashShare(null, 60)).toBe(false);
  });
});
