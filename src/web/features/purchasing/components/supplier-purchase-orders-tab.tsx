/** The supplier detail page's purchase orders tab (being built by the purchasing feature). */
export function SupplierPurchaseOrdersTab({ supplierId }: { supplierId: string }) {
  return <p className="text-muted-foreground" data-supplier-id={supplierId}>Loading…</p>;
}
