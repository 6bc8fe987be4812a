import { Link } from 'react-router';
import { FilePlus2 } from 'lucide-react';
import { paths } from '../../shared/routes';
import { useListUrlState } from '../components/data-table/url-state';
import { PageHeader } from '../components/page-header';
import { Button } from '../components/ui/button';
import { PostsPanel } from '../features/blog-management/components/posts-panel';
import { postsParsers } from '../features/blog-management/posts-filters';

/** /blog-management (franchisor, admin): every blog post by status, with search, category and paging in the URL. */
export function BlogManagementPage() {
  const { state, update, setPage, write } = useListUrlState(postsParsers);
  return (
    <section>
      <PageHeader
        title="Blog Posts"
        description="Write, schedule, publish and unpublish the posts of the public blog."
        actions={
          <Button asChild>
            <Link to={paths.blogPostNew}>
              <FilePlus2 aria-hidden />
              New post
            </Link>
          </Button>
        }
      />
      <PostsPanel
        state={state}
        onChange={update}
        onPage={setPage}
        // A tab is a real navigation (Back returns to the previous tab), starting at page 1.
        onTab={(status) => write({ status, page: null } as never, false)}
      />
    </section>
  );
}
