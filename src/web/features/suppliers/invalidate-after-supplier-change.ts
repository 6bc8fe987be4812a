import type { QueryClient } from '@tanstack/react-query';
import { supplierKeys } from '../../lib/query-keys/suppliers';

/**
 * A supplier, link or contract change: the whole supplier family re-reads (lists show link and contract counts,
 * pickers show names and statuses), and purchasing, whose POs and low-stock proposals name suppliers and their links.
 */
export function invalidateAfterSupplierChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['purchasing'] }),
  ]);
}
