import type { inferParserType } from 'nuqs';
import { BLOG_CATEGORIES, BLOG_DISPLAY_STATUSES } from '../../../shared/blog.contracts';
import { parseAsOneOf, parseAsPage, parseAsSearch } from '../../components/data-table/url-state';
import { anyFilterSet, apiParamsOf, pageWindow } from '../../lib/filters/list-query';
import type { BlogManageQuery } from './blog-keys';

export const POSTS_PAGE_SIZE = 20;

/** /blog-management keeps its tab, search, category and page in the URL; each parser is bounded. */
export const postsParsers = {
  status: parseAsOneOf(BLOG_DISPLAY_STATUSES),
  q: parseAsSearch(100),
  category: parseAsOneOf(BLOG_CATEGORIES),
  page: parseAsPage,
};

export type PostsState = inferParserType<typeof postsParsers>;

export function postsQuery(s: PostsState): BlogManageQuery {
  return { ...apiParamsOf(s, { status: 'status', q: 'q', category: 'category' }), ...pageWindow(s.page, POSTS_PAGE_SIZE) };
}

export const hasPostFilters = (s: PostsState) => anyFilterSet(s, ['q', 'category']);
