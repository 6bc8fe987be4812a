import { createParser } from 'nuqs';
import { INVOICE_KINDS, INVOICE_SORTS, ROYALTY_STATUSES } from '../../../shared/finance.contracts';
import { INVOICE_STATUSES } from '../../../shared/operations.contracts';
import { manilaMonth } from '../../../shared/time';
import { parseAsDay, parseAsOneOf, parseAsPage, parseAsSort, parseAsUuid } from '../../components/data-table/url-state';
import type { InvoiceFilters, StatementFilters } from '../../lib/query-keys/finance';

/**
 * /financial-dashboard keeps its tab, both lists' filters and pages, and the open statement in the URL, so Back,
 * reload and a shared link land on the same view. Malformed values fall back to the defaults.
 * The Sales review tab (head office's queue of submitted days, the basis of royalties) shows only to `sales.review`.
 */
export const FINANCE_TABS = ['overview', 'sales', 'royalties', 'invoices'] as const;
export type FinanceTab = (typeof FINANCE_TABS)[number];
export const FINANCE_TAB_LABELS: Record<FinanceTab, string> = {
  overview: 'Overview',
  sales: 'Sales review',
  royalties: 'Royalties',
  invoices: 'Invoices',
};

const MONTH = /^(19|2\d)\d\d-(0[1-9]|1[0-2])$/;
const parseAsMonth = createParser<string>({ parse: (v) => (MONTH.test(v) ? v : null), serialize: (v) => v });

export const financeParsers = {
  tab: parseAsOneOf(FINANCE_TABS).withDefault('overview'),
  month: parseAsMonth,
  rstatus: parseAsOneOf(ROYALTY_STATUSES),
  rpage: parseAsPage,
  statement: parseAsUuid,
  kind: parseAsOneOf(INVOICE_KINDS),
  istatus: parseAsOneOf(INVOICE_STATUSES),
  dueFrom: parseAsDay,
  dueTo: parseAsDay,
  sort: parseAsSort(INVOICE_SORTS, 'due_asc'),
  ipage: parseAsPage,
};

export function statementFiltersOf(s: { month: string | null; rstatus: StatementFilters['status']; rpage: number }): StatementFilters {
  return { month: s.month, status: s.rstatus, page: s.rpage };
}
export function invoiceFiltersOf(s: {
  kind: InvoiceFilters['kind'];
  istatus: InvoiceFilters['status'];
  dueFrom: string | null;
  dueTo: string | null;
  sort: InvoiceFilters['sort'];
  ipage: number;
}): InvoiceFilters {
  return { kind: s.kind, status: s.istatus, dueFrom: s.dueFrom, dueTo: s.dueTo, sort: s.sort, page: s.ipage };
}

/** The last full Manila month (the one head office usually calculates). */
export function lastFullMonth(now: Date = new Date()): string {
  return manilaMonth(new Date(manilaMonth(now).start.getTime() - 1)).month;
}
