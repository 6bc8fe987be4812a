/**
 * Row selection for bulk actions, as plain functions over a Set of order ids. The selection is
 * always read against the rows on screen, so orders that left the list (decided elsewhere, next
 * page) never ride along into a bulk request.
 */

export function toggled(selection: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(selection);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** The visible rows that are selected, in screen order. */
export function selectedRows<T>(rows: readonly T[], selection: ReadonlySet<string>, idOf: (row: T) => string): T[] {
  return rows.filter((row) => selection.has(idOf(row)));
}

/** State of a "select all" box: checked, unchecked or mixed. */
export function selectAllState(visible: number, selected: number): boolean | 'mixed' {
  if (selected === 0 || visible === 0) return false;
  return selected >= visible ? true : 'mixed';
}
