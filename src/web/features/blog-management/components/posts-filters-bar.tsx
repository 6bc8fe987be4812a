import { useId } from 'react';
import { BLOG_CATEGORIES } from '../../../../shared/blog.contracts';
import { ClearFiltersLink, FilterCard, FilterSearchField } from '../../../components/data-table/filter-bar';
import { CategoryNameFilterSelect } from '../../../components/category-name-filter-select';
import { hasPostFilters, type PostsState } from '../posts-filters';

/** Search (title, excerpt, tags) and category; the status is the tab above. */
export function PostsFiltersBar({ state, onChange }: { state: PostsState; onChange: (patch: Partial<PostsState>) => void }) {
  const id = useId();
  return (
    <FilterCard label="Post filters">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <FilterSearchField
          id={`${id}-search`}
          label="Search posts"
          placeholder="Title, excerpt or tag"
          maxLength={100}
          value={state.q}
          onSearch={(q) => onChange({ q })}
        />
        <CategoryNameFilterSelect
          id={`${id}-category`}
          categories={BLOG_CATEGORIES}
          value={state.category}
          onChange={(category) => onChange({ category })}
        />
      </div>
      <ClearFiltersLink hidden={!hasPostFilters(state)} onClear={() => onChange({ q: '', category: null })} />
    </FilterCard>
  );
}
