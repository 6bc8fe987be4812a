import { Suspense } from 'react';
import { usePageMeta } from '../app/page-meta';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { BlogBrowser, BlogBrowserSkeleton } from '../features/blog/blog-browser';

const DESCRIPTION = 'Franchising tips, brand news and success stories from the FranchiseHub network of food franchises in the Philippines.';

export function BlogPage() {
  usePageMeta({ title: 'Blog', description: DESCRIPTION });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">Blog</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">Franchising tips, brand news and stories from our franchisees.</p>
      </header>
      <ErrorBoundary variant="component">
        <Suspense fallback={<BlogBrowserSkeleton />}>
          <BlogBrowser />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
