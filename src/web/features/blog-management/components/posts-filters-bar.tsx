import { useEffect, useId, useRef } from 'react';
import { BLOG_CATEGORIES } from '../../../../shared/blog.contracts';
import { SearchField } from '../../../components/search-field';
import { Button } from '../../../components/ui/button';
import { FilterSelect } from '../../../components/ui/filter-select';
import { hasPostFilters, type PostsState } from '../posts-filters';

const CATEGORY_OPTIONS = BLOG_CATEGORIES.map((c) => ({ value: c, label: c }));

/** Search (title, excerpt, tags) and category; the status is the tab above. */
export function PostsFiltersBar({ state, onChange }: { state: PostsState; onChange: (patch: Partial<PostsState>) => void }) {
  const id = useId();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  return (
    <div className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm" role="search" aria-label="Post filters">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <SearchField
          id={`${id}-search`}
          label="Search posts"
          placeholder="Title, excerpt or tag"
          maxLength={100}
          value={state.q}
          onSearch={(q) => latest.current({ q })}
          landmark={false}
        />
        <FilterSelect
          id={`${id}-category`}
          label="Category"
          allLabel="All categories"
          value={state.category}
          options={CATEGORY_OPTIONS}
          onChange={(category) => onChange({ category })}
        />
      </div>
      {hasPostFilters(state) ? (
        <div>
          <Button variant="link" size="sm" onClick={() => onChange({ q: '', category: null })}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
