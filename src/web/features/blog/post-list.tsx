import { Link } from 'react-router';
import type { BlogList } from '../../../shared/blog.contracts';
import { paths } from '../../../shared/routes';
import { usePublicResource } from '../../lib/public-resource';
import { cn } from '../../lib/cn';
import { BLOG_PAGE_SIZE, type BlogListState } from './blog-paths';
import { BlogPagination } from './blog-pagination';
import { PostCard } from './post-card';

function resultLine(total: number, state: BlogListState): string {
  const what = total === 1 ? '1 post' : `${total} posts`;
  if (state.q && state.category) return `${what} in ${state.category} matching “${state.q}”`;
  if (state.q) return `${what} matching “${state.q}”`;
  if (state.category) return `${what} in ${state.category}`;
  return what;
}

/**
 * One page of posts (GET /api/blog/posts). While the next page loads, this one stays up, dimmed and aria-busy
 * (`pending`), so nothing jumps; the count line is announced politely when it changes.
 */
export function PostList({
  path,
  state,
  pending,
  onGo,
}: {
  path: string;
  state: BlogListState;
  pending: boolean;
  onGo: (next: BlogListState) => void;
}) {
  const { items, total } = usePublicResource<BlogList>(path);
  const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  return (
    <div aria-busy={pending} className={cn('transition-opacity', pending && 'opacity-60')}>
      <p aria-live="polite" className="mb-4 text-sm text-muted-foreground" data-testid="blog-count">
        {resultLine(total, state)}
      </p>
      {items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-input bg-card p-8 text-center">
          <p className="font-medium">{total > 0 ? 'There are no posts on this page.' : 'No posts match your search.'}</p>
          <Link to={paths.blog} className="mt-2 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline">
            Show all posts
          </Link>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      <BlogPagination state={state} pages={pages} onGo={onGo} />
    </div>
  );
}

/** The grid's shape while the first page loads. */
export function PostListSkeleton() {
  return (
    <div aria-hidden>
      <div className="mb-4 h-5 w-24 animate-pulse rounded bg-muted" />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <li key={i} className="h-96 animate-pulse rounded-xl border border-border bg-muted" />
        ))}
      </ul>
    </div>
  );
}
