import { useState } from 'react';
import { CalendarClock, ExternalLink, EyeOff, Rocket, Trash2 } from 'lucide-react';
import type { BlogPostEditable } from '../../../../shared/blog.contracts';
import { paths } from '../../../../shared/routes';
import { formatDateTime } from '../../../../shared/time';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { scheduledText } from '../schedule';
import { PostStatusPill } from './post-status-pill';

/** What the status line says under the pill. */
function statusText(post: BlogPostEditable): string {
  switch (post.displayStatus) {
    case 'scheduled':
      return post.publishedAt ? scheduledText(post.publishedAt) : 'Scheduled';
    case 'published':
      return post.publishedAt ? `Published ${formatDateTime(post.publishedAt)}` : 'Published';
    case 'unpublished':
      return 'Unpublished: not on the public blog.';
    default:
      return 'Draft: only head office sees it.';
  }
}

/**
 * The saved post's status and what may be done with it: publish now, schedule, unpublish (a live or scheduled post),
 * delete (a draft or unpublished post, after a confirmation), view the live post.
 */
export function PostStatusBar({
  post,
  busy,
  onPublish,
  onSchedule,
  onUnpublish,
  onDelete,
  deleting,
}: {
  post: BlogPostEditable;
  busy: boolean;
  onPublish: () => void;
  onSchedule: () => void;
  onUnpublish: () => void;
  onDelete: () => Promise<void>;
  deleting: boolean;
}) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const s = post.displayStatus;
  const live = s === 'published' || s === 'scheduled';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
      <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="post-status">
        <PostStatusPill status={s} />
        <span className="text-muted-foreground">{statusText(post)}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        {s === 'published' ? (
          <Button variant="outline" asChild>
            <a href={paths.blogPost(post.slug)} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden />
              View live post
            </a>
          </Button>
        ) : null}
        {live ? (
          <Button type="button" variant="outline" onClick={onUnpublish} disabled={busy}>
            <EyeOff aria-hidden />
            Unpublish
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={() => setConfirmDelete(true)} disabled={busy}>
            <Trash2 aria-hidden />
            Delete
          </Button>
        )}
        {s !== 'published' ? (
          <>
            <Button type="button" variant="outline" onClick={onSchedule} disabled={busy}>
              <CalendarClock aria-hidden />
              {s === 'scheduled' ? 'Reschedule' : 'Schedule'}
            </Button>
            <Button type="button" onClick={onPublish} disabled={busy}>
              <Rocket aria-hidden />
              Publish now
            </Button>
          </>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this post?"
        description={`${post.title} will be deleted for good. This cannot be undone.`}
        confirmLabel="Delete post"
        pendingLabel="Deleting…"
        pending={deleting}
        onConfirm={() => void onDelete().finally(() => setConfirmDelete(false))}
      />
    </div>
  );
}
