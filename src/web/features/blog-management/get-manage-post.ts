import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBlogPostEditable, type BlogPostEditable } from '../../../shared/blog.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { blogKeys, manageUrl } from './blog-keys';

/** GET /api/blog/manage/posts/:id → the post as the editor needs it (Markdown body and its sanitised HTML). */
export function getManagePost(id: string, signal?: AbortSignal): Promise<BlogPostEditable> {
  return getParsed(ZBlogPostEditable, manageUrl(id), signal);
}

export function managePostQueryOptions(id: string) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    // The editor holds unsaved text: a background re-read must not reset it (the form keys on updatedAt).
    refetchOnWindowFocus: false,
    queryKey: blogKeys.post(id),
    queryFn: ({ signal }) => getManagePost(id, signal),
    meta: { errorToast: false },
  });
}

export function useManagePost(id: string | null) {
  return useQuery({ ...managePostQueryOptions(id ?? ''), enabled: id !== null });
}
