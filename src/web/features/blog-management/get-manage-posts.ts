import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZBlogManageList, type BlogManageList } from '../../../shared/blog.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { listSearch } from '../../lib/list-search';
import { blogKeys, manageUrl, type BlogManageQuery } from './blog-keys';

/** GET /api/blog/manage/posts?q&status&category&limit&offset → a page of posts of every status, with the tab counts. */
export function getManagePosts(query: BlogManageQuery, signal?: AbortSignal): Promise<BlogManageList> {
  return getParsed(ZBlogManageList, `${manageUrl()}?${listSearch(query)}`, signal);
}

export function managePostsQueryOptions(query: BlogManageQuery) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: blogKeys.manageList(query),
    queryFn: ({ signal }) => getManagePosts(query, signal),
    meta: { errorToast: false },
  });
}

export function useManagePosts(query: BlogManageQuery) {
  return useQuery({ ...managePostsQueryOptions(query), placeholderData: keepPreviousData });
}
