/**
 * Server-side sorting as a closed list of sort values (e.g. 'created_desc'), which is what list contracts accept.
 * A sortable column names the values it stands for; clicking its header moves through them.
 */

export type AriaSort = 'ascending' | 'descending' | 'none';

export interface ColumnSort<S extends string> {
  /** The value for ascending order, when the API offers one. */
  asc?: S;
  /** The value for descending order, when the API offers one. */
  desc?: S;
  /** Which order the first click picks (default ascending, or the only one there is). */
  first?: 'asc' | 'desc';
}

/** aria-sort of a column's header under the current sort. */
export function ariaSortOf<S extends string>(column: ColumnSort<S>, current: S | null): AriaSort {
  if (current === null) return 'none';
  if (column.asc === current) return 'ascending';
  if (column.desc === current) return 'descending';
  return 'none';
}

/**
 * What clicking a header does: a column not sorting yet starts in its first order, and a second click flips it. A
 * column with one order only (e.g. order numbers ascending) goes back to the list's default on the second click.
 */
export function nextSortOf<S extends string>(column: ColumnSort<S>, current: S | null, fallback: S | null): S | null {
  const first = column.first === 'desc' ? (column.desc ?? column.asc) : (column.asc ?? column.desc);
  const second = first === column.asc ? column.desc : column.asc;
  if (current === first) return second ?? fallback;
  return first ?? fallback;
}
