import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { BlogCategories } from '../../../shared/blog.contracts';
import { cn } from '../../lib/cn';
import { blogListSearch, type BlogListState } from './blog-paths';

const chip = (active: boolean) =>
  cn(
    'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    active ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card text-foreground hover:bg-muted',
  );

/**
 * The categories as links (shareable, middle-clickable), each with its count of published posts; the current one is
 * marked for assistive technology with aria-current. `onGo` makes the change a transition (old list stays up).
 */
export function CategoryFilter({
  categories,
  state,
  onGo,
}: {
  categories: BlogCategories['items'];
  state: BlogListState;
  onGo: (next: BlogListState) => void;
}) {
  const total = categories.reduce((sum, c) => sum + c.count, 0);
  const entries: { value: string | null; label: string; count: number }[] = [
    { value: null, label: 'All', count: total },
    ...categories.map((c) => ({ value: c.category as string, label: c.category as string, count: c.count })),
  ];
  return (
    <nav aria-label="Categories">
      <ul className="flex flex-wrap gap-2">
        {entries.map((entry) => {
          const next = { ...state, category: entry.value, page: 1 };
          const active = state.category === entry.value;
          return (
            <li key={entry.label}>
              <Link
                to={{ search: blogListSearch(next) }}
                aria-current={active ? 'page' : undefined}
                className={chip(active)}
                onClick={(event: MouseEvent) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  onGo(next);
                }}
              >
                {entry.label}
                <span className={active ? 'text-xs' : 'text-xs text-muted-foreground'}>({entry.count})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
