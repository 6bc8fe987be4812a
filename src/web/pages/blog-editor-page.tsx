import { useParams } from 'react-router';
import { paths } from '../../shared/routes';
import { RecordLoadState } from '../components/feedback/record-load-state';
import { PostEditor } from '../features/blog-management/components/post-editor';
import { useManagePost } from '../features/blog-management/get-manage-post';

/** /blog-management/new and /blog-management/:postId (franchisor, admin): write and publish one blog post. */
export function BlogEditorPage() {
  const { postId } = useParams();
  const post = useManagePost(postId ?? null);
  if (!postId) return <PostEditor post={null} />;
  if (!post.data)
    return (
      <RecordLoadState
        error={post.error}
        onRetry={() => void post.refetch()}
        words={{
          noun: 'blog post',
          notFoundHint: 'It may have been mistyped, or deleted.',
          back: { to: paths.blogManagement, label: 'Back to Blog Posts' },
        }}
      />
    );
  // One editor per post: moving from /new to the saved post's address starts from the saved values.
  return <PostEditor key={post.data.id} post={post.data} />;
}
