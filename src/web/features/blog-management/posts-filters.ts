import { BLOG_CATEGORIES, BLOG_DISPLAY_STATUSES, type BlogCategory, type BlogDisplayStatus } from '../../../shared/blog.contracts';
import { parseAsOneOf, parseAsPage, parseAsSearch } from '../../components/data-table/url-state';
import type { BlogManageQuery } from './blog-keys';

export const POSTS_PAGE_SIZE = 20;

/** /blog-management keeps its tab, search, category and page in the URL; each parser is bounded. */
export const postsParsers = {
  status: parseAsOneOf(BLOG_DISPLAY_STATUSES),
  q: parseAsSearch(100),
  category: parseAsOneOf(BLOG_CATEGORIES),
  page: parseAsPage,
};

export interface PostsState {
  status: BlogDisplayStatus | null;
  q: string;
  category: BlogCategory | null;
  page: number;
}

export function postsQuery(s: PostsState): BlogManageQuery {
  return {
    status: s.status ?? undefined,
    q: s.q || undefined,
    category: s.category ?? undefined,
    limit: POSTS_PAGE_SIZE,
    offset: (s.page - 1) * POSTS_PAGE_SIZE,
  };
}

export const hasPostFilters = (s: PostsState) => Boolean(s.q || s.category);
