// The purchasing feature's public face: what other features (the supplier detail page's tabs) may use.
export { SupplierPurchaseOrdersTab } from './components/supplier-purchase-orders-tab';
export { SupplierPerformanceTab } from './components/supplier-performance-tab';
