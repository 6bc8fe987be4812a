import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { blogListSearch, type BlogListState } from './blog-paths';

const linkClass =
  'inline-flex h-10 items-center gap-1 rounded-md border border-input bg-card px-3 text-sm font-medium shadow-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Previous / "Page 2 of 4" / Next, as links that keep the search and category. */
export function BlogPagination({ state, pages, onGo }: { state: BlogListState; pages: number; onGo: (next: BlogListState) => void }) {
  if (pages <= 1) return null;
  const go = (page: number) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onGo({ ...state, page });
  };
  const prev = state.page > 1 ? Math.min(state.page - 1, pages) : null;
  const next = state.page < pages ? state.page + 1 : null;
  return (
    <nav aria-label="Pagination" className="mt-8 flex items-center justify-between gap-3">
      {prev ? (
        <Link to={{ search: blogListSearch({ ...state, page: prev }) }} onClick={go(prev)} className={linkClass} rel="prev">
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">
        Page {Math.min(state.page, pages)} of {pages}
      </p>
      {next ? (
        <Link to={{ search: blogListSearch({ ...state, page: next }) }} onClick={go(next)} className={linkClass} rel="next">
          Next <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
