import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../ui/button';

export function Pagination({
  page,
  pages,
  onPage,
  busy = false,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}

/**
 * The pager under a filtered list: absent while the first page is empty, and never offering fewer
 * pages than the open one, so a page that emptied under the user still leads back.
 */
export function ListPagination({
  page,
  total,
  pageSize,
  empty,
  onPage,
  busy,
}: {
  page: number;
  total: number;
  pageSize: number;
  empty: boolean;
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  if (empty && page <= 1) return null;
  return <Pagination page={page} pages={Math.max(pageCount(total, pageSize), page)} onPage={onPage} busy={busy} />;
}

/** "Page X of Y": at least one page, even when nothing matches. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
