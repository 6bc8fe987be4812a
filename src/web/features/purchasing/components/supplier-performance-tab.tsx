/** The supplier detail page's performance tab (being built by the purchasing feature). */
export function SupplierPerformanceTab({ supplierId }: { supplierId: string }) {
  return <p className="text-muted-foreground" data-supplier-id={supplierId}>Loading…</p>;
}
