import type { ReactNode } from 'react';
import { LoadError } from '../feedback/load-error';
import { ListPagination } from './pagination';
import { TableEmpty, TableLoading } from './table-states';

/** One page of a paged list, as the list endpoints return it. */
export interface ListPageData {
  items: readonly unknown[];
  total: number;
}

/** What a summary line above the list needs ("Showing 21–40 of 132 suppliers", or "Updating…" while busy). */
export interface ListSummaryInfo {
  total: number;
  shown: number;
  page: number;
  pageSize: number;
  busy: boolean;
}

/** The parts of a TanStack list query the body reads (a `useQuery` result fits). */
export interface ListQueryResult<D extends ListPageData> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: D | undefined;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * The body under a paged list's filters: grey rows on the first load, the error with "Try again"
 * (only while nothing is shown yet), an optional summary row (summary text and actions), then the
 * table or the empty message, then the pager. Renders siblings, so the panel's grid spaces them.
 */
export function ListQueryBody<D extends ListPageData>({
  query,
  loadingLabel,
  errorFallback,
  filtered,
  noMatches,
  noneYet,
  emptyIcon,
  page,
  pageSize,
  onPage,
  summary,
  actions,
  children,
}: {
  query: ListQueryResult<D>;
  /** The loading state's accessible name, e.g. "Loading contracts". */
  loadingLabel: string;
  /** Shown when the error carries no message of its own. */
  errorFallback: string;
  /** Whether filters are set: picks `noMatches` over `noneYet` for an empty list. */
  filtered: boolean;
  noMatches: ReactNode;
  noneYet: ReactNode;
  /** The empty box's icon, for a list with one of its own (the default is the empty-search box). */
  emptyIcon?: ReactNode;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Text above the list (e.g. "Showing 1–20 of 45 contracts"), given the counts and the loaded page. */
  summary?: (info: ListSummaryInfo, data: D) => ReactNode;
  /** Buttons at the end of the summary row (e.g. "Add contract"). */
  actions?: ReactNode;
  /** The table for a non-empty page. */
  children: (items: D['items'], data: D) => ReactNode;
}) {
  if (query.isPending) return <TableLoading label={loadingLabel} />;
  const { data } = query;
  if (!data) return <LoadError error={query.error} fallback={errorFallback} onRetry={() => void query.refetch()} />;
  const empty = data.items.length === 0;
  const busy = query.isPlaceholderData;
  return (
    <>
      {summary || actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {summary?.({ total: data.total, shown: data.items.length, page, pageSize, busy }, data)}
          {actions}
        </div>
      ) : null}
      {empty ? (
        <TableEmpty icon={emptyIcon}>{filtered ? noMatches : data.total > 0 ? 'This page is empty.' : noneYet}</TableEmpty>
      ) : (
        children(data.items, data)
      )}
      <ListPagination page={page} total={data.total} pageSize={pageSize} empty={empty} onPage={onPage} busy={busy} />
    </>
  );
}
