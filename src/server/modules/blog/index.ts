import type { Kernel } from '../../context';
import type { AuditService } from '../audit/audit.service';
import { defineModule } from '../define-module';
import { createBlogEditorService } from './blog-editor.service';
import { createBlogPublicService } from './blog-public.service';
import { blogRoutes } from './blog.routes';

// Public reads run as the owner with the live filter; head office's writes are audited; covers are public images.
type Needs = Pick<Kernel, 'db'> & { audit: AuditService };

/** The blog (issue 16): Markdown posts written, scheduled and published by head office, read by everyone. */
export const blogModule = defineModule({
  name: 'blog',
  services: ({ db, audit }: Needs) => {
    const now = () => new Date();
    const reader = createBlogPublicService({ db, now });
    const editor = createBlogEditorService({ db, audit, now });
    return {
      blog: {
        list: reader.list,
        get: reader.get,
        categories: reader.categories,
        manageList: editor.list,
        manageGet: editor.get,
        create: editor.create,
        update: editor.update,
        publish: editor.publish,
        unpublish: editor.unpublish,
        assertExists: editor.assertExists,
        setCover: editor.setCover,
        remove: editor.remove,
      },
    };
  },
  routes: blogRoutes,
});
