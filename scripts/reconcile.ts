/**
 * `npm run reconcile`: the royalty reconciliation of issue 31 (decision 016). For every location and closed month,
 * what was invoiced plus the sales adjustments booked for it must equal the royalty and marketing fee of the month's
 * approved net sales at the statement's (the agreement's) rates; also ₱0 royalty invoices and gaps in the invoice
 * series. Exits 1 on any mismatch.
 *   DATABASE_URL=postgres://… npm run reconcile        (or without DATABASE_URL: the embedded database in DATA_DIR)
 *   npm run reconcile -- --demo                        (a fresh in-memory database with the demo network seeded)
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { buildApp } from '../src/server/app';
import { seedDemoNetworkOnce } from '../src/server/db/seed/seed';
import { reconcileRoyalties } from '../src/server/lib/royalty-reconcile';
import { formatPeso } from '../src/shared/money';

const { values } = parseArgs({ options: { demo: { type: 'boolean', default: false } } });
const config = loadConfig();
const database = await openDatabase(
  values.demo
    ? {}
    : { databaseUrl: config.DATABASE_URL, pgliteDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite') },
);
await database.migrate();
if (values.demo) {
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), database, logger: false });
  await seedDemoNetworkOnce(app.ctx);
  await app.close();
}
const report = await reconcileRoyalties(database.db);
await database.close();

const line = (f: { location: string; month: string; problem: string; expectedCentavos: number; billedCentavos: number }) =>
  `  ${f.location} ${f.month}: ${f.problem} (billed ${formatPeso(f.billedCentavos)}, expected ${formatPeso(f.expectedCentavos)})`;
console.log(`Closed location-months checked: ${report.checked}`);
console.log(`Mismatches: ${report.mismatches.length}`);
report.mismatches.forEach((f) => console.log(line(f)));
console.log(`Awaiting review (an approved day corrected, not yet decided): ${report.awaitingReview.length}`);
report.awaitingReview.forEach((f) => console.log(line(f)));
console.log(`Sales adjustments booked, waiting for a next statement: ${formatPeso(report.pendingAdjustmentsCentavos)}`);
console.log(`₱0 royalty invoices: ${report.zeroInvoices.length ? report.zeroInvoices.join(', ') : 'none'}`);
console.log(`Gaps in the invoice series: ${report.seriesGaps.length ? report.seriesGaps.join(', ') : 'none'}`);
process.exit(report.mismatches.length || report.zeroInvoices.length || report.seriesGaps.length ? 1 : 0);
