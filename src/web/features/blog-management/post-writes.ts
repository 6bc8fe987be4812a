import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBlogPostEditable, type BlogPostEditable, type BlogPostWriteInput } from '../../../shared/blog.contracts';
import { uploadWithProgress, type OnProgress } from '../../components/form';
import { apiFetch, type ApiFetchOptions } from '../../lib/api-client';
import { blogKeys, manageUrl } from './blog-keys';
import { forgetPublic } from '../../lib/public-resource';
import { BLOG_API } from '../../../shared/site-info';

async function send(url: string, method: NonNullable<ApiFetchOptions['method']>, body?: unknown): Promise<BlogPostEditable> {
  return ZBlogPostEditable.parse(await apiFetch<unknown>(url, { method, body }));
}

/** POST /api/blog/manage/posts → 201 the new draft. */
export const createPost = (body: BlogPostWriteInput) => send(manageUrl(), 'POST', body);
/** PUT /api/blog/manage/posts/:id → the saved post (its status unchanged). */
export const updatePost = ({ id, body }: { id: string; body: BlogPostWriteInput }) => send(manageUrl(id), 'PUT', body);
/** POST …/:id/publish: `publishAt` null = now, a later instant = scheduled. */
export const publishPost = ({ id, publishAt }: { id: string; publishAt: string | null }) =>
  send(manageUrl(id, 'publish'), 'POST', { publishAt });
/** POST …/:id/unpublish → the post, off the public blog. */
export const unpublishPost = (id: string) => send(manageUrl(id, 'unpublish'), 'POST', {});
/** DELETE …/:id/cover → the post without its cover image. */
export const removeCover = (id: string) => send(manageUrl(id, 'cover'), 'DELETE');
/** POST …/:id/cover (multipart "file", JPG/PNG ≤ 5 MB) with upload progress → the post with its cover. */
export const uploadCover = ({ id, file, onProgress }: { id: string; file: File; onProgress?: OnProgress }) =>
  uploadWithProgress(manageUrl(id, 'cover'), file, { schema: ZBlogPostEditable, onProgress });
/** DELETE …/:id → 204 (drafts and unpublished posts only). */
export async function deletePost(id: string): Promise<void> {
  await apiFetch<unknown>(manageUrl(id), { method: 'DELETE' });
}

/**
 * A write of the blog: the answer (the whole post) goes straight into the editor's cache, then the blog family
 * re-reads (the list and its tab counts).
 */
export function useBlogWrite<A>(name: string, mutationFn: (args: A) => Promise<BlogPostEditable>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['blog', 'manage', name],
    mutationFn,
    retry: false,
    meta: { errorToast: false },
    onSuccess: (post) => {
      // The public blog pages this browser has read show the change too (their reads are kept a minute).
      forgetPublic(BLOG_API.public);
      queryClient.setQueryData(blogKeys.post(post.id), post);
      return queryClient.invalidateQueries({ queryKey: blogKeys.all, predicate: (q) => q.queryKey[2] !== 'post' });
    },
  });
}

export const useCreatePost = () => useBlogWrite('create', createPost);
export const useUpdatePost = () => useBlogWrite('update', updatePost);
export const usePublishPost = () => useBlogWrite('publish', publishPost);
export const useUnpublishPost = () => useBlogWrite('unpublish', unpublishPost);
export const useUploadCover = () => useBlogWrite('cover', uploadCover);
export const useRemoveCover = () => useBlogWrite('remove-cover', removeCover);

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['blog', 'manage', 'delete'],
    mutationFn: deletePost,
    retry: false,
    meta: { errorToast: false },
    onSuccess: (_, id) => {
      forgetPublic(BLOG_API.public);
      queryClient.removeQueries({ queryKey: blogKeys.post(id) });
      return queryClient.invalidateQueries({ queryKey: blogKeys.all });
    },
  });
}
