import type { InvoiceKind, InvoiceSort, InvoiceStatus, RoyaltyStatus } from '../../../shared/finance.contracts';

/** The Royalties tab's list filters (all in the URL). */
export interface StatementFilters {
  month: string | null;
  status: RoyaltyStatus | null;
  page: number;
}
/** The Invoices tab's list filters (all in the URL). */
export interface InvoiceFilters {
  kind: InvoiceKind | null;
  status: InvoiceStatus | null;
  dueFrom: string | null;
  dueTo: string | null;
  sort: InvoiceSort;
  page: number;
}

/**
 * The spec's "analytics → financial" data area: the financial dashboard's summary, royalty statements and invoices.
 * Every royalty or payment change invalidates `financeKeys.all`, so the KPIs, chart, ageing and lists re-read.
 */
export const financeKeys = {
  all: ['analytics', 'financial'] as const,
  summary: ['analytics', 'financial', 'summary'] as const,
  statements: (filters: StatementFilters) => ['analytics', 'financial', 'statements', filters] as const,
  statement: (id: string) => ['analytics', 'financial', 'statement', id] as const,
  invoices: (filters: InvoiceFilters) => ['analytics', 'financial', 'invoices', filters] as const,
  invoice: (id: string) => ['analytics', 'financial', 'invoice', id] as const,
};

/** Royalties and payments move the dashboards' receivables and royalties due and the financial analytics too. */
export const AFTER_FINANCE_CHANGE: readonly (readonly string[])[] = [financeKeys.all, ['dashboard'], ['analytics', 'financial']];
