import { useId, useState } from 'react';
import { toast } from 'sonner';
import { BLOG_DISPLAY_STATUSES, BLOG_STATUS_LABELS, type BlogDisplayStatus, type BlogManageRow } from '../../../../shared/blog.contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListCount } from '../../../components/data-table/list-count';
import { ListQueryBody } from '../../../components/data-table/list-query-body';
import { PageTabs } from '../../../components/ui/page-tabs';
import { errorMessage } from '../../../lib/api-client';
import { useManagePosts } from '../get-manage-posts';
import { hasPostFilters, POSTS_PAGE_SIZE, postsQuery, type PostsState } from '../posts-filters';
import { usePublishPost, useUnpublishPost } from '../post-writes';
import { PostsFiltersBar } from './posts-filters-bar';
import { PostsTable, type PostAction } from './posts-table';

type Tab = BlogDisplayStatus | 'all';
const TABS: readonly Tab[] = ['all', ...BLOG_DISPLAY_STATUSES];

const CONFIRM = {
  publish: {
    title: 'Publish this post now?',
    body: 'It appears on the public blog at once.',
    confirm: 'Publish now',
    pending: 'Publishing…',
  },
  unpublish: {
    title: 'Unpublish this post?',
    body: 'It leaves the public blog (its address shows “not found”). You can publish it again later.',
    confirm: 'Unpublish',
    pending: 'Unpublishing…',
  },
} as const;

/** The status tabs with their counts, the filters, the table and the pager; publish and unpublish ask first. */
export function PostsPanel({
  state,
  onChange,
  onTab,
  onPage,
}: {
  state: PostsState;
  onChange: (patch: Partial<PostsState>) => void;
  onTab: (status: BlogDisplayStatus | null) => void;
  onPage: (page: number) => void;
}) {
  const id = useId();
  const list = useManagePosts(postsQuery(state));
  const publish = usePublishPost();
  const unpublish = useUnpublishPost();
  const [open, setOpen] = useState<{ action: PostAction; row: BlogManageRow } | null>(null);
  const counts = list.data?.counts;
  const total = counts ? BLOG_DISPLAY_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : undefined;
  const countOf = (tab: Tab) => (tab === 'all' ? total : counts?.[tab]);

  const tabs = TABS.map((tab) => {
    const n = countOf(tab);
    return {
      value: tab,
      label: tab === 'all' ? 'All' : BLOG_STATUS_LABELS[tab],
      badge:
        n === undefined ? undefined : (
          <span data-testid={`count-${tab}`} className="ml-1.5 rounded-full bg-muted px-1.5 text-xs font-semibold text-muted-foreground">
            <span className="sr-only"> (</span>
            {n}
            <span className="sr-only">{n === 1 ? ' post)' : ' posts)'}</span>
          </span>
        ),
    };
  });

  const confirm = async () => {
    if (!open) return;
    const { action, row } = open;
    try {
      if (action === 'publish') await publish.mutateAsync({ id: row.id, publishAt: null });
      else await unpublish.mutateAsync(row.id);
      toast.success(action === 'publish' ? 'Post published' : 'Post unpublished', { description: row.title });
      setOpen(null);
    } catch (error) {
      toast.error(errorMessage(error, 'The post could not be changed.'));
    }
  };
  const words = open ? CONFIRM[open.action] : null;

  return (
    <PageTabs
      idPrefix={id}
      label="Post status"
      layout="wrap"
      tabs={tabs}
      selected={state.status ?? 'all'}
      onSelect={(tab) => onTab(tab === 'all' ? null : tab)}
    >
      <div className="grid grid-cols-1 gap-4">
        <PostsFiltersBar state={state} onChange={onChange} />
        <ListQueryBody
          query={list}
          loadingLabel="Loading blog posts"
          errorFallback="Blog posts could not be loaded."
          filtered={hasPostFilters(state)}
          noMatches="No posts match these filters."
          noneYet={state.status ? 'No posts with this status.' : 'No blog posts yet.'}
          page={state.page}
          pageSize={POSTS_PAGE_SIZE}
          onPage={onPage}
          summary={({ total }) => <ListCount total={total} noun={['post', 'posts']} />}
        >
          {(items) => <PostsTable rows={items} busy={list.isPlaceholderData} onAction={(action, row) => setOpen({ action, row })} />}
        </ListQueryBody>
      </div>
      <ConfirmDialog
        open={open !== null}
        onOpenChange={(next) => (next ? undefined : setOpen(null))}
        title={words?.title ?? ''}
        description={
          <>
            <strong className="font-medium text-foreground">{open?.row.title}</strong>. {words?.body}
          </>
        }
        confirmLabel={words?.confirm ?? 'Confirm'}
        pendingLabel={words?.pending}
        pending={publish.isPending || unpublish.isPending}
        confirmVariant={open?.action === 'publish' ? 'default' : 'destructive'}
        cancelLabel="Cancel"
        onConfirm={() => void confirm()}
      />
    </PageTabs>
  );
}
