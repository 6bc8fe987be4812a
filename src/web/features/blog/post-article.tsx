import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { BlogPost } from '../../../shared/blog.contracts';
import { paths } from '../../../shared/routes';
import { Badge } from '../../components/ui/badge';
import { PostCard } from './post-card';
import { PostCover } from './post-cover';
import { PostMetaLine } from './post-meta-line';
import { PROSE } from '../../components/prose';

/**
 * A published post. Its body is the server's HTML, rendered from Markdown with raw HTML dropped and sanitised (no
 * script, event handler or javascript: link survives: blog.contracts.ts), so it is set as HTML here as it is.
 */
export function PostArticle({ post }: { post: BlogPost }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link
        to={paths.blog}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to blog
      </Link>
      <article className="mt-6">
        <header>
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={`${paths.blog}?category=${encodeURIComponent(post.category)}`}
              className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Badge variant="neutral">{post.category}</Badge>
            </Link>
            {post.featured ? <Badge>Featured</Badge> : null}
          </div>
          <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h1>
          <p className="mt-3 text-lg text-muted-foreground">{post.excerpt}</p>
          <PostMetaLine post={post} className="mt-4 text-sm text-muted-foreground" />
        </header>
        <PostCover url={post.coverUrl} eager className="mt-6 rounded-xl" />
        <div data-testid="post-body" className={`mt-8 ${PROSE}`} dangerouslySetInnerHTML={{ __html: post.html }} />
        {post.tags.length > 0 ? (
          <footer className="mt-10 border-t border-border pt-6">
            <h2 className="text-sm font-semibold">Tags</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={`${paths.blog}?q=${encodeURIComponent(tag)}`}
                    className="inline-block rounded-full border border-border px-3 py-1 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          </footer>
        ) : null}
      </article>
      {post.related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-12 border-t border-border pt-8">
          <h2 id="related-heading" className="text-xl font-semibold tracking-tight">
            Related posts
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2">
            {post.related.map((r) => (
              <li key={r.id}>
                <PostCard post={r} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export function PostArticleSkeleton() {
  return (
    <div aria-hidden className="mx-auto max-w-3xl px-4 py-10">
      <div className="h-5 w-28 rounded bg-muted" />
      <div className="mt-8 h-10 w-3/4 animate-pulse rounded bg-muted" />
      <div className="mt-4 h-6 w-full animate-pulse rounded bg-muted" />
      <div className="mt-6 aspect-video w-full animate-pulse rounded-xl bg-muted" />
    </div>
  );
}
