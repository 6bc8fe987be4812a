import type { z } from 'zod';
import type { ZBlogManageQuery } from '../../../shared/blog.contracts';

export type BlogManageQuery = z.input<typeof ZBlogManageQuery>;

/** Head office's blog cache family; every write invalidates `blogKeys.all` (the list's counts move with it). */
export const blogKeys = {
  all: ['blog'] as const,
  manageList: (query: BlogManageQuery) => ['blog', 'manage', 'posts', query] as const,
  post: (id: string) => ['blog', 'manage', 'post', id] as const,
};

/** `/api/blog/manage/posts/<id>/<action>`, each part encoded. */
export const manageUrl = (...parts: string[]) => ['/api/blog/manage/posts', ...parts.map(encodeURIComponent)].join('/');
