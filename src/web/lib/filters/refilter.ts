/**
 * How a list's filter controls change its filters: the patch merged into the current filters and the list back
 * to page 1 (a page number past the new, shorter result would show nothing).
 */
export function refilter<F extends { page: number }>(filters: F, onChange: (next: F) => void) {
  return (patch: Partial<F>) => onChange({ ...filters, ...patch, page: 1 });
}
