import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INVOICE_PAGE_SIZE, ZInvoiceList, type InvoiceList } from '../../../shared/finance.contracts';
import { apiFetch } from '../../lib/api-client';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { financeKeys, type InvoiceFilters } from '../../lib/query-keys/finance';

/** GET /api/finance/invoices?kind&status&dueFrom&dueTo&sort&limit&offset (finance.view) → InvoiceList with the balance. */
export async function getInvoices(f: InvoiceFilters, signal?: AbortSignal): Promise<InvoiceList> {
  const q = new URLSearchParams({ sort: f.sort, limit: String(INVOICE_PAGE_SIZE), offset: String((f.page - 1) * INVOICE_PAGE_SIZE) });
  if (f.kind) q.set('kind', f.kind);
  if (f.status) q.set('status', f.status);
  if (f.dueFrom) q.set('dueFrom', f.dueFrom);
  if (f.dueTo) q.set('dueTo', f.dueTo);
  return ZInvoiceList.parse(await apiFetch<unknown>(`/api/finance/invoices?${q}`, { signal }));
}

export function useInvoices(f: InvoiceFilters) {
  return useQuery({
    ...queryOptions({ ...CACHE_PROFILES.dashboard, queryKey: financeKeys.invoices(f), queryFn: ({ signal }) => getInvoices(f, signal) }),
    placeholderData: keepPreviousData,
  });
}
