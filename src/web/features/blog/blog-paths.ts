import { BLOG_API, BLOG_PAGE_SIZE } from '../../../shared/site-info';

export { BLOG_PAGE_SIZE };
export const BLOG_API_PUBLIC = BLOG_API.public;

/** What the blog list shows, as its URL holds it (?q=&category=&page=). */
export interface BlogListState {
  q: string;
  category: string | null;
  page: number;
}

export const BLOG_CATEGORIES_PATH = `${BLOG_API_PUBLIC}/categories`;
export const blogPostPath = (slug: string) => `${BLOG_API_PUBLIC}/posts/${encodeURIComponent(slug)}`;

/** GET /api/blog/posts for one page of the list; the same state always gives the same path (one cache entry). */
export function blogListPath({ q, category, page }: BlogListState): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  params.set('limit', String(BLOG_PAGE_SIZE));
  params.set('offset', String((page - 1) * BLOG_PAGE_SIZE));
  return `${BLOG_API_PUBLIC}/posts?${params.toString()}`;
}

/** Reads the list state from the page's URL: a page below 1 or not a number is page 1. */
export function readListState(search: URLSearchParams): BlogListState {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    category: search.get('category') || null,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The URL's query for a list state; defaults are left out, so /blog stays /blog. */
export function blogListSearch({ q, category, page }: BlogListState): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
