import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import type { BlogSummary } from '../../../shared/blog.contracts';
import { Badge } from '../../components/ui/badge';
import { PostCover } from './post-cover';
import { PostMetaLine } from './post-meta-line';

/** One post in a list: cover, category, title (the link), excerpt, author, date, read time and tags. */
export function PostCard({ post, headingLevel = 'h2' }: { post: BlogSummary; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article
      data-testid="post-card"
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring"
    >
      <PostCover url={post.coverUrl} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="neutral">{post.category}</Badge>
          {post.featured ? <Badge>Featured</Badge> : null}
        </div>
        <Heading className="mt-3 text-lg font-semibold leading-snug">
          {/* The whole card is the link's target area; the link's name stays the title. */}
          <Link to={paths.blogPost(post.slug)} className="after:absolute after:inset-0 hover:text-primary focus-visible:outline-none">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>
        <PostMetaLine post={post} className="mt-auto pt-4 text-xs text-muted-foreground" />
        {post.tags.length > 0 ? (
          <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-1.5">
            {post.tags.map((tag) => (
              <li key={tag} className="text-xs text-muted-foreground">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
