import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { IntegrityBench } from './bench-integrity';

/** One measured path: requests per second, latency percentiles (ms), and what failed. */
export interface Row {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * Headers every bench request sends as a browser would (issue 34): without Accept-Encoding the server skips compression,
 * so large answers measured 10–28 % cheaper than browsers get them.
 */
export const BROWSER_HEADERS: Record<string, string> = { 'accept-encoding': 'gzip, br' };

/** A row from an autocannon result; `requestsPerItem` > 1 when one measured item takes several requests (checkout). */
export function toRow(
  name: string,
  path: string,
  result: { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; timeouts: number; non2xx: number },
  requestsPerItem = 1,
): Row {
  return {
    name,
    path,
    requestsPerSecond: Math.round(result.requests.average / requestsPerItem),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export interface BenchRun {
  connections: number;
  seconds: number;
  network: unknown;
  /** Paths through one process; the first row is /api/health, the baseline. */
  rows: Row[];
  /** The same SQL from the bare Fastify + pg server (bench-bare-server.ts). */
  floor: Row[];
  /** A few paths again with two worker processes (npm run start:cluster), when measured. */
  twoWorkers: Row[];
  /** Checkout under load: orders placed per second, and units promised beyond the warehouse's stock afterwards. */
  checkout: Row & { oversoldUnits: number };
  /** The POS feed (bench-pos.ts): receipts at the issue's offered rate, then as fast as answered; absent in older runs. */
  pos?: (Row & { receiptsPerSecond: number; offered?: number })[];
  /** The nightly integrity job and the integrity table (bench-integrity.ts); absent in older runs. */
  integrity?: IntegrityBench;
}

/** Issue 18: checkout sustains 150 orders/s with no errors and no unit oversold. */
const CHECKOUT_TARGET = 150;

/** Issue 36: 2,000 receipts/s sustained in 100-receipt batches from 50 keys, p99 under 200 ms per batch. */
export const POS_TARGET = { receiptsPerSecond: 2_000, p99: 200 };

function posVerdict(r: NonNullable<BenchRun['pos']>[number]): string {
  if (!r.offered) return 'throughput';
  const misses = [
    r.receiptsPerSecond < POS_TARGET.receiptsPerSecond ? `${r.receiptsPerSecond} of ${POS_TARGET.receiptsPerSecond} receipts/s` : '',
    r.p99 >= POS_TARGET.p99 ? `p99 ${r.p99} ms, not under ${POS_TARGET.p99}` : '',
    r.errors + r.non2xx ? `${r.errors} errors, ${r.non2xx} non-2xx` : '',
  ].filter(Boolean);
  return misses.length ? `missed (${misses.join(', ')})` : 'met';
}

/**
 * Issue 36: the nightly job over the large network in under 60 s without slowing /api/health's p99 by more than
 * 20 %; the integrity table under 150 ms at p95 with one user.
 */
export const INTEGRITY_TARGET = { jobSeconds: 60, healthSlowdown: 0.2, tableP95: 150 };

function integrityVerdicts(i: IntegrityBench): { job: string; health: string; table: string } {
  const slowest = Math.max(...i.runs);
  const health = i.healthAtRest;
  const allowed = health.p99 * (1 + INTEGRITY_TARGET.healthSlowdown);
  return {
    job: slowest < INTEGRITY_TARGET.jobSeconds ? 'met' : `missed (${slowest} s)`,
    health:
      i.healthDuring.p99 <= allowed && !(i.healthDuring.errors + i.healthDuring.non2xx)
        ? 'met'
        : `missed (p99 ${i.healthDuring.p99} ms against ${health.p99} ms at rest, ${i.healthDuring.errors + i.healthDuring.non2xx} failures)`,
    table:
      i.table.p95 < INTEGRITY_TARGET.tableP95 && !i.table.failures ? 'met' : `missed (p95 ${i.table.p95} ms, ${i.table.failures} failures)`,
  };
}

function integrityLines(i: IntegrityBench): string[] {
  const v = integrityVerdicts(i);
  const health = i.healthAtRest;
  const runs = [...i.runs].sort((a, b) => a - b);
  return [
    `the nightly job, ${i.runs.length} runs back to back (${i.judged.locations} locations, ${i.judged.months} months, ${i.judged.flags} open flags): ` +
      `median ${runs[Math.floor(runs.length / 2)]} s, slowest ${runs[runs.length - 1]} s: ${v.job}`,
    `/api/health offered ${health.requestsPerSecond} req/s meanwhile: p50 ${i.healthDuring.p50} ms, p99 ${i.healthDuring.p99} ms ` +
      `(at rest p50 ${health.p50} ms, p99 ${health.p99} ms; ${i.healthDuring.requestsPerSecond} req/s answered): ${v.health}`,
    `the integrity table, one user, ${i.table.requests} requests: p50 ${i.table.p50} ms, p95 ${i.table.p95} ms: ${v.table}`,
  ];
}

function checkoutVerdict(c: BenchRun['checkout']): string {
  const misses = [
    c.requestsPerSecond < CHECKOUT_TARGET ? `${c.requestsPerSecond} of ${CHECKOUT_TARGET} orders/s` : '',
    c.errors + c.non2xx ? `${c.errors} errors, ${c.non2xx} non-2xx` : '',
    c.oversoldUnits ? `${c.oversoldUnits} units oversold` : '',
  ].filter(Boolean);
  return misses.length ? `missed (${misses.join(', ')})` : 'met';
}

/** Issue 18's hot paths: each should reach 40 % of /api/health's requests per second with p99 under 50 ms. */
export const HOT_PATHS = [
  'session',
  'unread count',
  'latest notifications',
  'orders page 1 (franchisee)',
  'catalogue page 1',
  'approvals (head office)',
  'order management page 1',
];
const TARGET_SHARE = 0.4;
const TARGET_P99_MS = 50;

const pct = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)} %` : '—');

function verdict(row: Row, health: Row): string {
  if (!HOT_PATHS.includes(row.name)) return '';
  const share = row.requestsPerSecond / health.requestsPerSecond;
  const misses = [
    share < TARGET_SHARE ? `${pct(row.requestsPerSecond, health.requestsPerSecond)} of health` : '',
    row.p99 >= TARGET_P99_MS ? `p99 ${row.p99} ms` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return misses ? `missed (${misses})` : 'met';
}

/** The markdown table bench/README.md shows between its markers. */
export function markdownTable(run: BenchRun): string {
  const health = run.rows[0];
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}; ${run.connections} connections, ${run.seconds} s per path, one server process; ` +
      `network ${JSON.stringify(run.network)}.`,
    '',
    '| path | req/s | p50 | p99 | share of health | bare floor req/s | app share of floor | target |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of run.rows) {
    const floor = run.floor.find((f) => f.name === `${r.name} (bare)`);
    lines.push(
      `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} ms | ${r.p99} ms | ${pct(r.requestsPerSecond, health.requestsPerSecond)} | ` +
        `${floor ? floor.requestsPerSecond : ''} | ${floor ? pct(r.requestsPerSecond, floor.requestsPerSecond) : ''} | ${verdict(r, health)} |`,
    );
  }
  const c = run.checkout;
  lines.push(
    '',
    '| checkout, one connection per buyer | orders/s | p50 | p99 | failures | oversold units | target |',
    '|---|---|---|---|---|---|---|',
    `| ${run.checkout.path} | ${c.requestsPerSecond} | ${c.p50} ms | ${c.p99} ms | ${c.errors + c.non2xx} | ${c.oversoldUnits} | ${checkoutVerdict(c)} |`,
  );
  if (run.pos?.length) {
    lines.push('', '| POS feed | receipts/s | p50 per batch | p99 per batch | failures | target |', '|---|---|---|---|---|---|');
    for (const r of run.pos)
      lines.push(`| ${r.name} | ${r.receiptsPerSecond} | ${r.p50} ms | ${r.p99} ms | ${r.errors + r.non2xx} | ${posVerdict(r)} |`);
  }
  if (run.integrity) lines.push('', '**Sales integrity.**', '', ...integrityLines(run.integrity).map((l) => `- ${l}`));
  if (run.twoWorkers.length) {
    lines.push('', '| path, two worker processes | req/s | p50 | p99 | against one process |', '|---|---|---|---|---|');
    for (const r of run.twoWorkers) {
      const one = run.rows.find((x) => x.name === r.name);
      lines.push(
        `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} ms | ${r.p99} ms | ${one ? `×${(r.requestsPerSecond / one.requestsPerSecond).toFixed(2)}` : ''} |`,
      );
    }
  }
  return lines.join('\n');
}

export function printRun(run: BenchRun): void {
  const base = run.rows[0];
  const line = (r: Row, extra: string) =>
    console.log(
      `${r.name.padEnd(36)} ${String(r.requestsPerSecond).padStart(7)} ${`${r.p50}ms`.padStart(6)} ${`${r.p99}ms`.padStart(6)}  ${extra}`,
    );
  console.log(`\nbench:http on PostgreSQL, ${run.connections} connections, ${run.seconds} s per path\n`);
  console.log(`${'path'.padEnd(36)} ${'req/s'.padStart(7)} ${'p50'.padStart(6)} ${'p99'.padStart(6)}  cost vs health  failures`);
  for (const r of run.rows) {
    const cost = r.requestsPerSecond > 0 ? base.requestsPerSecond / r.requestsPerSecond : Infinity;
    line(r, `×${cost.toFixed(1).padStart(6)}         ${r.errors + r.non2xx ? `${r.errors} errors, ${r.non2xx} non-2xx` : ''}`);
  }
  if (run.floor.length) {
    console.log(`\nthe floor: the same SQL from a bare Fastify + pg handler (no auth, validation or RLS)\n`);
    for (const f of run.floor) {
      const app = run.rows.find((r) => `${r.name} (bare)` === f.name)!;
      line(f, `the app reaches ${pct(app.requestsPerSecond, f.requestsPerSecond)} of it`);
    }
  }
  const c = run.checkout;
  console.log(`\ncheckout, ${run.checkout.path}\n`);
  line(c, `${c.errors} errors, ${c.non2xx} non-2xx, ${c.oversoldUnits} units oversold: ${checkoutVerdict(c)}`);
  if (run.pos?.length) {
    console.log('\nthe POS feed, batches per second (receipts/s in the verdict)\n');
    for (const r of run.pos) line(r, `${r.receiptsPerSecond} receipts/s: ${posVerdict(r)}`);
  }
  if (run.integrity) {
    console.log('\nsales integrity\n');
    for (const l of integrityLines(run.integrity)) console.log(l);
  }
  if (run.twoWorkers.length) {
    console.log(`\ntwo worker processes (npm run start:cluster, WEB_CONCURRENCY=2)\n`);
    for (const r of run.twoWorkers) {
      const one = run.rows.find((x) => x.name === r.name);
      line(r, one ? `×${(r.requestsPerSecond / one.requestsPerSecond).toFixed(2)} of one process` : '');
    }
  }
}

const START = '<!-- bench:table:start -->';
const END = '<!-- bench:table:end -->';

/** Writes bench/results.json and replaces the table between the markers in bench/README.md (the prose stays). */
export function saveRun(run: BenchRun): void {
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', JSON.stringify({ measuredAt: new Date().toISOString(), ...run }, null, 2) + '\n');
  let readme: string;
  try {
    readme = readFileSync('bench/README.md', 'utf8');
  } catch {
    readme = `# Benchmarks\n\n${START}\n${END}\n`;
  }
  const at = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (at < 0 || end < at) return;
  writeFileSync('bench/README.md', `${readme.slice(0, at + START.length)}\n${markdownTable(run)}\n${readme.slice(end)}`);
}
