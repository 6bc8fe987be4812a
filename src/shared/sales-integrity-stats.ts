/**
 * The statistics of the sales-integrity checks (issue 36 part 2, decision 024), pure so that the nightly job, its
 * explanations and the property tests share one definition. The database does the heavy sums (per location and month,
 * per location and day); these functions judge the few hundred numbers that come out.
 */

/** Modified z-score cut-off of Iglewicz and Hoaglin: |z| above 3.5 is an outlier. */
export const PEER_Z_CUTOFF = -3.5;
/** …and only when the ratio is also this far under the peers' median, so a tight brand does not flag a 3 % dip. */
export const PEER_RATIO_OF_MEDIAN = 0.85;
/** Fewer peers than this (locations with purchases that month) and the group is not judged. */
export const MIN_PEERS = 5;
/** 1 / Φ⁻¹(3/4): makes the MAD estimate the standard deviation of normal data. */
export const MAD_SCALE = 1.4826;
/** Same-weekday drop: recent days at under 70 % of the location's own same weekdays… */
export const DROP_RATIO = 0.7;
/** …while purchases held up to at least this share of their own baseline (a slow month buys less too). */
export const DROP_PURCHASES_HELD = 0.85;
export const DROP_RECENT_DAYS = 14;
export const DROP_BASELINE_WEEKS = 8;
/** Cash share: a change of more than 15 percentage points against the location's previous 8 weeks. */
export const CASH_SHARE_POINTS = 15;
export const CASH_RECENT_DAYS = 28;
/** Round days: 5 or more days in the last 30 whose net is a whole multiple of ₱1,000. */
export const ROUND_DAYS_MIN = 5;
export const ROUND_CENTAVOS = 100_000;
/** Identical days: 3 or more consecutive reported days with the very same net. */
export const IDENTICAL_RUN_MIN = 3;
/** Late or missing: over the last 30 days, 3 days never reported, or 5 reported after 08:00 the next morning. */
export const MISSING_DAYS_MIN = 3;
export const LATE_DAYS_MIN = 5;
export const DAILY_WINDOW_DAYS = 30;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Median absolute deviation from the median (unscaled). */
export function mad(values: readonly number[]): number | null {
  const m = median(values);
  if (m === null) return null;
  return median(values.map((v) => Math.abs(v - m)));
}

/** A group's median and its spreads about it: computed once per group, so judging each member costs no sort. */
export interface PeerGroupStats {
  size: number;
  median: number;
  /** Median absolute deviation from the median (unscaled). */
  mad: number;
  /** Mean absolute deviation from the median: the stand-in when the MAD is 0. */
  meanAd: number;
}

function spreadOf(values: readonly number[]): PeerGroupStats | null {
  const m = median(values);
  if (m === null) return null;
  const deviations = values.map((v) => Math.abs(v - m));
  return { size: values.length, median: m, mad: median(deviations)!, meanAd: deviations.reduce((a, v) => a + v, 0) / values.length };
}

/** The peer group's statistics, or null when it is too small to judge anyone by. */
export function peerGroupStats(groupRatios: readonly number[]): PeerGroupStats | null {
  return groupRatios.length < MIN_PEERS ? null : spreadOf(groupRatios);
}

function zIn(value: number, g: PeerGroupStats): number {
  if (g.mad > 0) return (value - g.median) / (MAD_SCALE * g.mad);
  if (g.meanAd > 0) return (value - g.median) / (1.2533 * g.meanAd);
  return value === g.median ? 0 : value < g.median ? -Infinity : Infinity;
}

/**
 * Modified z-score of `value` among `values`: (value − median) / (1.4826 × MAD). When more than half the peers
 * share one value the MAD is 0; then the mean absolute deviation stands in (×1.2533, its normal-data scale), and if
 * that is 0 too every peer is equal and only a value off the median is infinitely far (±Infinity), else 0.
 */
export function modifiedZ(value: number, values: readonly number[]): number | null {
  const g = spreadOf(values);
  return g && zIn(value, g);
}

export interface PeerJudgement {
  median: number;
  mad: number;
  z: number;
  flagged: boolean;
}

/** One location's ratio judged against its group's statistics (`peerGroupStats`). */
export function judgeInGroup(ratio: number, g: PeerGroupStats): PeerJudgement {
  const z = zIn(ratio, g);
  return { median: g.median, mad: g.mad, z, flagged: z <= PEER_Z_CUTOFF && ratio < PEER_RATIO_OF_MEDIAN * g.median };
}

/**
 * Judges one location's reported-to-expected ratio against its peer group (the ratios of every location in the group
 * that month, itself included: one location cannot move a median much, and leaving it out would make the group
 * differ per location). Null when the group is too small to judge.
 */
export function judgeAgainstPeers(ratio: number, groupRatios: readonly number[]): PeerJudgement | null {
  const g = peerGroupStats(groupRatios);
  return g && judgeInGroup(ratio, g);
}

/**
 * What the location would have reported at its peers' median ratio, less what it reported; never negative. This,
 * times the location's royalty rate, is the estimated unreported royalty the network table sorts by.
 */
export function estimatedUnreported(expectedCentavos: number, reportedCentavos: number, peerMedian: number): number {
  return Math.max(0, Math.round(expectedCentavos * peerMedian - reportedCentavos));
}

export interface WeekdayDay {
  date: string;
  weekday: number;
  netCentavos: number;
}

/**
 * Same-weekday drop: each recent day's net against the median of the same weekday over the baseline weeks; the
 * median of those day ratios. Null when fewer than 7 recent days have a baseline to compare with.
 */
export function weekdayDropRatio(recent: readonly WeekdayDay[], baseline: readonly WeekdayDay[]): number | null {
  const byWeekday = new Map<number, number[]>();
  for (const d of baseline) byWeekday.set(d.weekday, [...(byWeekday.get(d.weekday) ?? []), d.netCentavos]);
  const ratios: number[] = [];
  for (const d of recent) {
    const same = byWeekday.get(d.weekday);
    if (!same || same.length < 2) continue;
    const m = median(same)!;
    if (m > 0) ratios.push(d.netCentavos / m);
  }
  return ratios.length >= 7 ? median(ratios) : null;
}

export function judgeDrop(salesRatio: number | null, purchasesRatio: number | null): boolean {
  if (salesRatio === null || salesRatio >= DROP_RATIO) return false;
  // Purchases unknown (none in the baseline) cannot excuse the drop; purchases that fell alike do.
  return purchasesRatio === null || purchasesRatio >= DROP_PURCHASES_HELD;
}

export function isRound(netCentavos: number): boolean {
  return netCentavos > 0 && netCentavos % ROUND_CENTAVOS === 0;
}

/** Longest run of consecutive calendar days (dates ascending) with the very same net, and where it starts. */
export function longestIdenticalRun(days: readonly { date: string; netCentavos: number }[]): { length: number; dates: string[] } {
  let best: string[] = [];
  let run: string[] = [];
  for (let i = 0; i < days.length; i++) {
    const prev = days[i - 1];
    const consecutive = prev && dayNumber(days[i].date) - dayNumber(prev.date) === 1 && prev.netCentavos === days[i].netCentavos;
    run = consecutive ? [...run, days[i].date] : [days[i].date];
    if (run.length > best.length) best = run;
  }
  return { length: best.length, dates: best };
}

function dayNumber(ymd: string): number {
  return Math.round(Date.parse(`${ymd}T00:00:00Z`) / 86_400_000);
}

/** Cash share of the payment breakdown in percent; null when no breakdown was reported. */
export function cashSharePercent(cash: number, card: number, digital: number): number | null {
  const total = cash + card + digital;
  return total > 0 ? (100 * cash) / total : null;
}

export function judgeCashShare(recent: number | null, baseline: number | null): boolean {
  return recent !== null && baseline !== null && Math.abs(recent - baseline) > CASH_SHARE_POINTS;
}
