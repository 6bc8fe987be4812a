import type { ContractQuery, SupplierProductQuery, SupplierQuery } from '../../../shared/suppliers.contracts';

/**
 * The spec's "suppliers" cache family (list, detail) plus the supplier area's other lists. Every supplier, link or
 * contract change invalidates `supplierKeys.all`: the list's product and contract counts, a detail page's tabs and
 * the pickers all read from it.
 */
export const supplierKeys = {
  all: ['suppliers'] as const,
  list: (query: SupplierQuery) => ['suppliers', 'list', query] as const,
  detail: (id: string) => ['suppliers', 'detail', id] as const,
  products: (query: SupplierProductQuery) => ['suppliers', 'products', query] as const,
  /** Every product of one supplier, for a purchase order's lines. */
  allOfSupplier: (supplierId: string) => ['suppliers', 'products', 'of-supplier', supplierId] as const,
  costHistory: (id: string) => ['suppliers', 'products', 'cost-history', id] as const,
  contracts: (query: ContractQuery) => ['suppliers', 'contracts', query] as const,
};
