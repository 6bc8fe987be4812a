import type { royaltyStatements } from '../db/schema';

type StatementRow = typeof royaltyStatements.$inferInsert;

/**
 * A royalty statement row for tests that read statements (dashboards, analytics) without calculating them: the
 * figures are the test's own hand-computed ones, at the default 6% / 2% rates, amount due = royalty + fee.
 */
export function royaltyStatementRow(
  r: Pick<StatementRow, 'locationId' | 'periodMonth' | 'netSalesCentavos' | 'royaltyCentavos' | 'marketingFeeCentavos' | 'status'> & {
    invoiceId?: string | null;
  },
): StatementRow {
  return {
    ...r,
    royaltyRateBps: 600,
    marketingFeeRateBps: 200,
    amountDueCentavos: r.royaltyCentavos + r.marketingFeeCentavos,
    invoiceId: r.invoiceId ?? null,
  };
}
