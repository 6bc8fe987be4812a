import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client';
import { api, makeProduct } from '../../../test/ordering-fixture';
import { setUpOperations, type OperationsWorld } from '../../../test/operations-fixture';
import { invoiceSeriesGaps } from '../../../lib/royalty-reconcile';
import type { SuiteRun } from '../../../../shared/diagnostics.contracts';

/**
 * Issue 31: the integration suite's throwaway order and invoice take sandbox numbers (DIAG-ORD-…, DIAG-INV-…), so a
 * diagnostics run never uses up a real order or invoice number and the invoice series has no gaps.
 */
let w: OperationsWorld;
const sequences = async () =>
  rowsOf<{ orders: string; invoices: string }>(
    await w.t.db.execute(sql`select (select last_value || ':' || is_called from order_number_seq) as orders,
                                    (select last_value || ':' || is_called from invoice_number_seq) as invoices`),
  )[0];

beforeAll(async () => {
  w = await setUpOperations();
  await makeProduct(w.t, { brandIds: [w.brand.id], stock: 40, pricePesos: 120, reorderLevel: 5 });
});
afterAll(async () => w?.t.close());

describe('integration suite and the document series', () => {
  it('consumes no real order or invoice number: the sequences stand still and the invoice series has no gaps', async () => {
    const before = await sequences();
    const res = await api(w.t, w.hq1.cookie).post('/api/diagnostics/suites/integration/run');
    expect(res.statusCode, res.body).toBe(200);
    const run = res.json() as SuiteRun;
    expect(run.checks.map((c) => `${c.name}: ${c.status}`)).toContain('Approve it: pass');
    expect(run.checks.find((c) => c.name === 'Place an order')!.detail).toMatch(/DIAG-ORD-\d{8}-[0-9A-F]{8}/);
    expect(await sequences()).toEqual(before);
    expect(await invoiceSeriesGaps(w.t.db)).toEqual([]);
  });
});
