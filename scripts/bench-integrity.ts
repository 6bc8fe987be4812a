/**
 * The sales-integrity part of `npm run bench` (issue 36): the nightly checks over the large network (500 locations,
 * two years of sales; `seedLargeIntegrity` gives them deliveries to value) and the integrity table head office reads.
 *
 * The job runs through "Run the checks now" back to back for the whole window while /api/health is under the same
 * load as its baseline row, so health's p99 there is what a job running at any moment of that window costs it. The
 * table is then paged by one head-office user, one request at a time, as a person at the page would.
 */
import autocannon from 'autocannon';
import { BROWSER_HEADERS, toRow, type Row } from './bench-report';

export interface IntegrityBench {
  /** Seconds each run of the job took, in order. */
  runs: number[];
  /** Locations and months the last run judged, and the flags it left open. */
  judged: { locations: number; months: number; flags: number };
  /** /api/health under load while the job ran. */
  healthDuring: Row;
  /** The integrity table (every judged location, 25 a page), one user: latency percentiles in ms. */
  table: { path: string; requests: number; p50: number; p95: number; failures: number };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function integrityBench(base: string, franchisor: string, connections: number, seconds: number): Promise<IntegrityBench> {
  const finished = autocannon({ url: `${base}/api/health`, connections, duration: seconds, headers: BROWSER_HEADERS });
  const headers = { cookie: franchisor, origin: base };
  const runs: number[] = [];
  let judged = { locations: 0, months: 0, flags: 0 };
  let open = true;
  void finished.then(() => (open = false));
  do {
    const started = performance.now();
    const res = await fetch(`${base}/api/sales-integrity/run`, { method: 'POST', headers });
    if (!res.ok) throw new Error(`the integrity run answered ${res.status}: ${await res.text()}`);
    runs.push(Number(((performance.now() - started) / 1000).toFixed(2)));
    judged = (await res.json()) as typeof judged;
  } while (open);
  const healthDuring = toRow('health while the integrity job runs', '/api/health', await finished);

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
    healthDuring,
    table: { path, requests: times.length, p50: ms(percentile(times, 50)), p95: ms(percentile(times, 95)), failures },
  };
}
