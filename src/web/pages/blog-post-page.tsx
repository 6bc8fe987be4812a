import { Suspense } from 'react';
import { useParams } from 'react-router';
import type { BlogPost } from '../../shared/blog.contracts';
import { usePageMeta } from '../app/page-meta';
import { blogPostPath } from '../features/blog/blog-paths';
import { PostArticle, PostArticleSkeleton } from '../features/blog/post-article';
import { usePublicRecord } from '../lib/public-resource';
import { NotFoundPage } from './not-found-page';

function NotFound() {
  usePageMeta({ title: 'Page not found' });
  return <NotFoundPage />;
}

function Post({ slug }: { slug: string }) {
  const post = usePublicRecord<BlogPost>(blogPostPath(slug));
  if (!post) return <NotFound />;
  return <PostWithMeta post={post} />;
}

function PostWithMeta({ post }: { post: BlogPost }) {
  usePageMeta({ title: post.title, description: post.excerpt });
  return <PostArticle post={post} />;
}

/** /blog/:id (the post's slug): an unknown, draft, unpublished or not-yet-live post is the not-found page. */
export function BlogPostPage() {
  const { id = '' } = useParams();
  return (
    <Suspense fallback={<PostArticleSkeleton />}>
      <Post key={id} slug={id} />
    </Suspense>
  );
}
