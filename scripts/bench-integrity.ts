/**
 * The sales-integrity part of `npm run bench` (issue 36): the nightly checks over the large network (500 locations,
 * two years of sales; `seedLargeIntegrity` gives them deliveries to value) and the integrity table head office reads.
 *
 * /api/health is offered a steady `HEALTH_RATE` requests/s (traffic a network's users make, with room to spare) twice:
 * at rest, then while the job runs through "Run the checks now" back to back for the whole window, so health's p99
 * there is what a job running at any moment costs the requests beside it. (At saturation, as in the baseline row, any
 * work at all takes requests/s from health one for one; that measures capacity, not what the job does to latency.)
 * The table is then paged by one head-office user, one request at a time, as a person at the page would.
 */
import autocannon from 'autocannon';
import { BROWSER_HEADERS, toRow, type Row } from './bench-report';

/** Requests/s offered to /api/health at rest and during the job: about a quarter of what one process answers. */
export const HEALTH_RATE = 1_500;
const ROUNDS = 3;

export interface IntegrityBench {
  /** Seconds each run of the job took, in order. */
  runs: number[];
  /** Locations and months the last run judged, and the flags it left open. */
  judged: { locations: number; months: number; flags: number };
  /** /api/health at `HEALTH_RATE` without the job, and while the job ran: the median of the rounds by p99. */
  healthAtRest: Row;
  healthDuring: Row;
  /** The integrity table (every judged location, 25 a page), one user: latency percentiles in ms. */
  table: { path: string; requests: number; p50: number; p95: number; failures: number };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function integrityBench(base: string, franchisor: string, connections: number, seconds: number): Promise<IntegrityBench> {
  const health = () =>
    autocannon({ url: `${base}/api/health`, connections, duration: seconds, overallRate: HEALTH_RATE, headers: BROWSER_HEADERS });
  const headers = { cookie: franchisor, origin: base };
  const runs: number[] = [];
  let judged = { locations: 0, months: 0, flags: 0 };
  // p99 over a few seconds moves with whatever else the machine does, so rest and job windows alternate, ROUNDS
  // times each, and the rows keep the median round of each.
  const rest: Row[] = [];
  const during: Row[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    rest.push(toRow(`health at ${HEALTH_RATE} req/s`, '/api/health', await health()));
    const finished = health();
    let open = true;
    void finished.then(() => (open = false));
    do {
      const started = performance.now();
      const res = await fetch(`${base}/api/sales-integrity/run`, { method: 'POST', headers });
      if (!res.ok) throw new Error(`the integrity run answered ${res.status}: ${await res.text()}`);
      runs.push(Number(((performance.now() - started) / 1000).toFixed(2)));
      judged = (await res.json()) as typeof judged;
    } while (open);
    during.push(toRow(`health at ${HEALTH_RATE} req/s while the integrity job runs`, '/api/health', await finished));
  }
  const medianRound = (rows: Row[]) => [...rows].sort((x, y) => x.p99 - y.p99)[rows.length >> 1];
  const healthAtRest = medianRound(rest);
  const healthDuring = medianRound(during);

  const path = '/api/sales-integrity?flagged=0';
  const times: number[] = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  for (let n = 0; performance.now() < until; n++) {
    const started = performance.now();
    const res = await fetch(`${base}${path}&offset=${(n * 25) % Math.max(25, judged.locations)}`, {
      headers: { ...headers, ...BROWSER_HEADERS },
    });
    await res.arrayBuffer();
    if (!res.ok) failures++;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v * 10) / 10;
  return {
    runs,
    judged: { locations: judged.locations, months: judged.months, flags: judged.flags },
    healthAtRest,
    healthDuring,
    table: { path, requests: times.length, p50: ms(percentile(times, 50)), p95: ms(percentile(times, 95)), failures },
  };
}
