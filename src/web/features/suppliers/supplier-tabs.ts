import { parseAsOneOf } from '../../components/data-table/url-state';

/** The supplier page's tabs, kept in the URL as `?tab=` (overview is the default and is not written). */
export const SUPPLIER_TABS = ['overview', 'products', 'contracts', 'purchase-orders', 'performance'] as const;
export type SupplierTab = (typeof SUPPLIER_TABS)[number];
export const SUPPLIER_TAB_LABELS: Record<SupplierTab, string> = {
  overview: 'Overview',
  products: 'Products',
  contracts: 'Contracts',
  'purchase-orders': 'Purchase orders',
  performance: 'Performance',
};
export const supplierTabParsers = { tab: parseAsOneOf(SUPPLIER_TABS).withDefault('overview') };
