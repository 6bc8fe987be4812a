import { Suspense, useEffect, useId, useRef, useTransition } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { BlogCategories } from '../../../shared/blog.contracts';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { loadPublic, usePublicResource } from '../../lib/public-resource';
import { debouncedInputProps } from '../../lib/debounced-input-props';
import { useDebouncedField } from '../../lib/use-debounced-field';
import { BLOG_CATEGORIES_PATH, blogListPath, blogListSearch, readListState, type BlogListState } from './blog-paths';
import { CategoryFilter } from './category-filter';
import { PostList, PostListSkeleton } from './post-list';

/**
 * The blog list: search (debounced), category and page, all in the URL (?q=&category=&page=) so a list can be shared
 * and Back restores it. Each change is a transition: the current posts stay on screen (dimmed) until the next page
 * has arrived, instead of a skeleton that would make the page jump.
 */
export function BlogBrowser() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [pending, startTransition] = useTransition();
  const state = readListState(search);
  // Without a category to check, the list's request starts now, beside the categories' (no waterfall).
  if (!state.category) void loadPublic(blogListPath(state)).catch(() => undefined);
  const { items: categories } = usePublicResource<BlogCategories>(BLOG_CATEGORIES_PATH);
  // A category the blog does not have (an old or hand-edited link) lists every post rather than failing.
  const listState = { ...state, category: categories.some((c) => c.category === state.category) ? state.category : null };

  const go = (next: BlogListState, replace = false) => startTransition(() => navigate({ search: blogListSearch(next) }, { replace }));
  const searchField = useDebouncedField({
    value: state.q,
    onCommit: (text) => go({ ...state, q: text.trim().slice(0, 100), page: 1 }, true),
    same: (text, value) => text.trim() === value,
  });

  // A new page of results starts at the top of the list, not at the pagination links the reader used.
  const top = useRef<HTMLDivElement>(null);
  const shownPage = listState.page;
  const firstPage = useRef(shownPage);
  useEffect(() => {
    if (firstPage.current === shownPage) return;
    firstPage.current = shownPage;
    const el = top.current;
    if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: 'start' });
  }, [shownPage]);

  const searchId = useId();
  return (
    <div ref={top} className="grid scroll-mt-20 gap-6">
      <div className="grid gap-4">
        <div className="grid max-w-md gap-2">
          <Label htmlFor={searchId}>Search posts</Label>
          <Input
            id={searchId}
            type="search"
            maxLength={100}
            autoComplete="off"
            placeholder="Title, excerpt or tag"
            {...debouncedInputProps(searchField)}
          />
        </div>
        <CategoryFilter categories={categories} state={listState} onGo={go} />
      </div>
      <Suspense fallback={<PostListSkeleton />}>
        <PostList path={blogListPath(listState)} state={listState} pending={pending} onGo={go} />
      </Suspense>
    </div>
  );
}

export function BlogBrowserSkeleton() {
  return (
    <div aria-hidden className="grid gap-6">
      <div className="grid max-w-md gap-2">
        <div className="h-5 w-24 rounded bg-muted" />
        <div className="h-10 animate-pulse rounded-md bg-muted" />
      </div>
      <div className="flex flex-wrap gap-2">
        {[72, 140, 110, 130, 100, 140].map((w, i) => (
          <div key={i} className="h-9 animate-pulse rounded-full bg-muted" style={{ width: w }} />
        ))}
      </div>
      <PostListSkeleton />
    </div>
  );
}
