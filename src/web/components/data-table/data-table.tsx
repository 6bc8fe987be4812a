import { getCoreRowModel, useReactTable, type ColumnDef, type RowData, type RowSelectionState, type Updater } from '@tanstack/react-table';
import { Fragment, useId, type HTMLAttributes, type ReactNode } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { ariaSortOf, nextSortOf, type ColumnSort } from './sort';
import { SortButton } from './sort-header';

/**
 * A header or cell renderer's output. Not flexRender: it mounts a function renderer as a component, and callers build
 * their columns on each render, so every re-render (a poll, a search applied on blur) would remount every cell, and a
 * click whose mousedown and mouseup straddle one is lost, as is the focus of a keyboard user in the table.
 */
function renderSlot<TContext>(slot: ((context: TContext) => ReactNode) | ReactNode | undefined, context: TContext): ReactNode {
  return typeof slot === 'function' ? (slot as (context: TContext) => ReactNode)(context) : (slot ?? null);
}

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match the library's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for this column's cells (and its header, unless headerClassName is given). */
    className?: string;
    headerClassName?: string;
    /** The sort values this column stands for; makes the header a sort button. */
    sort?: ColumnSort<string>;
    /** In the stacked (card) layout below md: the label shown before the value; false shows the value alone. */
    cardLabel?: string | false;
    /** In the stacked layout: classes for this cell (grid placement). */
    cardClassName?: string;
  }
}

export type DataTableColumn<T> = ColumnDef<T, unknown>;

export interface DataTableSort<S extends string> {
  value: S | null;
  /** What a column with one order falls back to on its second click (the list's default order). */
  fallback: S | null;
  onChange: (sort: S | null) => void;
}

export interface DataTableSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** The checkbox's accessible name for a row, e.g. "Select ORD-…". */
  label: (row: T) => string;
  /** In the stacked layout: where the checkbox sits in the card. */
  cardClassName?: string;
}

/** Rows that open a detail row beneath them (the audit log's before/after), toggled by a button in their first cell. */
export interface DataTableExpansion<T> {
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** The toggle's accessible name for a row, open or closed, e.g. "Show before and after of …". */
  label: (row: T, open: boolean) => string;
  /** What the open row shows, across every column. */
  detail: (row: T) => ReactNode;
  /** In the stacked layout: where the toggle sits in the card. */
  cardClassName?: string;
}

export interface DataTableGroups<T> {
  key: (row: T) => string;
  header: (rows: T[]) => ReactNode;
  className?: string;
  headerClassName?: string;
  testId?: string;
}

/** Consecutive rows sharing a key, in order; without grouping, one unnamed group of every row. */
function groupsOf<R extends { original: T }, T>(rows: R[], groupBy: DataTableGroups<T> | undefined): { key: string; rows: R[] }[] {
  if (!groupBy) return [{ key: 'all', rows }];
  const groups: { key: string; rows: R[] }[] = [];
  for (const row of rows) {
    const key = groupBy.key(row.original);
    if (groups.at(-1)?.key === key) groups.at(-1)!.rows.push(row);
    else groups.push({ key, rows: [row] });
  }
  return groups;
}

const cellPad = 'px-3 py-3 compact:py-1';
const headPad = 'px-3 py-2 compact:py-1';

/**
 * The app's one table: server-sorted, server-paged rows (the caller pages; see ListPagination), optional row
 * selection, and an optional stacked layout in which each row becomes a labelled card below md. Headers and cells
 * pad less under the compact density preference.
 */
export function DataTable<T, S extends string = string>({
  caption,
  columns,
  data,
  getRowId,
  sort,
  selection,
  expansion,
  busy = false,
  stacked = false,
  plain = false,
  scroll = false,
  rowProps,
  footer,
  className,
  groupBy,
  rowHeader,
}: {
  caption: string;
  columns: DataTableColumn<T>[];
  data: readonly T[];
  getRowId: (row: T) => string;
  sort?: DataTableSort<S>;
  selection?: DataTableSelection<T>;
  expansion?: DataTableExpansion<T>;
  /** The rows are the previous page's while the next loads. */
  busy?: boolean;
  stacked?: boolean;
  /** Inside a card (order lines, approval lines): no frame of its own, no shaded header. */
  plain?: boolean;
  /** A wide table (many columns, a min-width) scrolls sideways in its frame rather than squeezing. */
  scroll?: boolean;
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | undefined };
  footer?: ReactNode;
  className?: string;
  /** Consecutive rows with the same key form a group (its own tbody) under a heading row. */
  groupBy?: DataTableGroups<T>;
  /** The column whose cells name their row (rendered as <th scope="row">). */
  rowHeader?: string;
}) {
  const rowSelection: RowSelectionState = {};
  if (selection) for (const row of data) if (selection.selected.has(getRowId(row))) rowSelection[getRowId(row)] = true;
  // eslint-disable-next-line react-hooks/incompatible-library -- nothing memoizes the table's functions; it is read fresh each render
  const table = useReactTable<T>({
    data: data as T[],
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableRowSelection: Boolean(selection),
    state: { rowSelection },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      if (!selection) return;
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      selection.onChange(new Set(Object.keys(next).filter((id) => next[id])));
    },
  });

  const domId = useId();
  const detailId = (rowId: string) => `${domId}-detail-${rowId}`;
  const columnCount = columns.length + (selection ? 1 : 0) + (expansion ? 1 : 0);
  return (
    <div
      className={cn(
        // Only a table wider than its frame scrolls: a scroll container counts as focusable (axe), which would be
        // flagged while a menu hides the page behind it. `relative` keeps the cells' sr-only text (absolutely
        // positioned) inside the frame: otherwise it sits where the unscrolled cell would be and widens the page.
        scroll ? 'relative overflow-x-auto' : 'overflow-hidden',
        plain
          ? ''
          : stacked
            ? 'max-md:overflow-visible md:rounded-xl md:border md:border-border md:bg-card md:shadow-sm'
            : 'rounded-xl border border-border bg-card shadow-sm',
        busy && 'opacity-60',
        className,
      )}
      aria-busy={busy || undefined}
    >
      <table className={cn('w-full text-sm', stacked && 'max-md:block')}>
        <caption className="sr-only">{caption}</caption>
        <thead
          className={cn('text-left text-muted-foreground', plain ? 'border-b border-border' : 'bg-muted/60', stacked && 'max-md:hidden')}
        >
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection ? (
                <th scope="col" className={cn(headPad, 'w-10')}>
                  <span className="sr-only">Select</span>
                </th>
              ) : null}
              {expansion ? (
                <th scope="col" className={cn(headPad, 'w-10')}>
                  <span className="sr-only">Details</span>
                </th>
              ) : null}
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const content = header.isPlaceholder ? null : renderSlot(header.column.columnDef.header, header.getContext());
                const state = sort && meta?.sort ? ariaSortOf(meta.sort, sort.value) : undefined;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={state}
                    className={cn(headPad, 'font-medium', meta?.headerClassName ?? meta?.className)}
                  >
                    {sort && meta?.sort && state ? (
                      <SortButton
                        label={typeof content === 'string' ? content : String(header.column.columnDef.header ?? header.id)}
                        state={state}
                        onClick={() => sort.onChange(nextSortOf(meta.sort as ColumnSort<S>, sort.value, sort.fallback))}
                      />
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        {groupsOf(table.getRowModel().rows, groupBy).map((group) => (
          <tbody
            key={group.key}
            data-testid={groupBy?.testId}
            className={cn(
              stacked ? cn('md:divide-y md:divide-border', plain ? 'max-md:grid' : 'max-md:grid max-md:gap-3') : 'divide-y divide-border',
              groupBy && 'border-t border-border first-of-type:border-t-0',
            )}
          >
            {groupBy ? (
              <tr className={groupBy.className ?? 'bg-muted/40'}>
                <th scope="rowgroup" colSpan={columnCount} className={cn(headPad, 'text-left font-semibold', groupBy.headerClassName)}>
                  {groupBy.header(group.rows.map((r) => r.original))}
                </th>
              </tr>
            ) : null}
            {group.rows.map((row) => {
              const open = expansion?.expanded.has(row.id) ?? false;
              return (
                <Fragment key={row.id}>
                  <tr
                    {...rowProps?.(row.original)}
                    className={cn(
                      'hover:bg-muted/40',
                      stacked && 'max-md:grid max-md:grid-cols-[1fr_auto] max-md:gap-x-3 max-md:gap-y-1',
                      stacked &&
                        (plain
                          ? 'max-md:border-b max-md:border-border max-md:py-3 max-md:last:border-0'
                          : 'max-md:rounded-xl max-md:border max-md:border-border max-md:bg-card max-md:p-4 max-md:shadow-sm'),
                      rowProps?.(row.original).className,
                    )}
                  >
                    {selection ? (
                      <td className={cn(cellPad, stacked && cn('max-md:p-0', selection.cardClassName))}>
                        <input
                          type="checkbox"
                          className="size-4 accent-primary"
                          aria-label={selection.label(row.original)}
                          checked={row.getIsSelected()}
                          onChange={(e) => row.toggleSelected(e.target.checked)}
                        />
                      </td>
                    ) : null}
                    {expansion ? (
                      <td className={cn('px-2 py-2 align-top', stacked && cn('max-md:p-0', expansion.cardClassName))}>
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          aria-expanded={open}
                          aria-controls={open ? detailId(row.id) : undefined}
                          aria-label={expansion.label(row.original, open)}
                          onClick={() => expansion.onToggle(row.id)}
                        >
                          {open ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
                        </Button>
                      </td>
                    ) : null}
                    {row.getVisibleCells().map((cell) => {
                      const meta = cell.column.columnDef.meta;
                      const label =
                        meta?.cardLabel ?? (typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : false);
                      const Cell = cell.column.id === rowHeader ? 'th' : 'td';
                      return (
                        <Cell
                          key={cell.id}
                          scope={Cell === 'th' ? 'row' : undefined}
                          className={cn(
                            cellPad,
                            Cell === 'th' && 'text-left font-normal',
                            meta?.className,
                            stacked && cn('max-md:col-span-2 max-md:p-0', meta?.cardClassName),
                          )}
                        >
                          {stacked && label ? <span className="text-muted-foreground md:hidden">{label}: </span> : null}
                          {renderSlot(cell.column.columnDef.cell, cell.getContext())}
                        </Cell>
                      );
                    })}
                  </tr>
                  {expansion && open ? (
                    <tr
                      id={detailId(row.id)}
                      className={cn(
                        'bg-muted/40',
                        stacked && 'max-md:-mt-1 max-md:block max-md:rounded-xl max-md:border max-md:border-border',
                      )}
                    >
                      <td colSpan={columnCount} className={cn(cellPad, stacked && 'max-md:block max-md:p-2')}>
                        {expansion.detail(row.original)}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        ))}
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}
