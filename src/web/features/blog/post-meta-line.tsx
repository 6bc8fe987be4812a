import { formatDate } from '../../../shared/time';
import type { BlogSummary } from '../../../shared/blog.contracts';

/** "By Ana Reyes · Nov 27, 2026 · 4 min read" (the date in Manila). */
export function PostMetaLine({ post, className }: { post: BlogSummary; className?: string }) {
  return (
    <p className={className ?? 'text-sm text-muted-foreground'}>
      <span>By {post.authorName}</span>
      {post.publishedAt ? (
        <>
          <span aria-hidden> · </span>
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        </>
      ) : null}
      <span aria-hidden> · </span>
      <span>{post.readMinutes} min read</span>
    </p>
  );
}
