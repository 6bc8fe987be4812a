import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  OPENING_OWNER_SIDE_LABELS,
  OPENING_SYSTEM_LINK_LABELS,
  type Opening,
  type OpeningItem,
} from '../../../../shared/openings.contracts';
import { formatCalendarDate } from '../../../../shared/time';
import { Button } from '../../../components/ui/button';
import { StatusPill } from '../../../components/ui/status-pill';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useCompleteOpeningItem } from '../complete-item';
import { openingFileUrl } from '../get-opening';
import { itemStatus, SYSTEM_LINK_STEPS, SYSTEM_LINK_STEPS_HEAD_OFFICE } from '../opening-format';
import { useReviewOpeningItem } from '../review-item';

export type ItemAction = { kind: 'upload' | 'reject'; item: OpeningItem };

/**
 * One checklist item: what it is, whose it is, when it is due, its state, the reason of a rejection, and what the
 * caller may do now (the server's canComplete / canReview decide, so the buttons never offer what would be refused).
 * A system item says which real event completes it and links to that step; it has no tick.
 */
export function OpeningItemRow({
  opening,
  item,
  side,
  onAction,
}: {
  opening: Opening;
  item: OpeningItem;
  side: 'franchisee' | 'head_office';
  onAction: (action: ItemAction) => void;
}) {
  const complete = useCompleteOpeningItem();
  const review = useReviewOpeningItem();
  const status = itemStatus(item, opening.status);
  const step = item.systemLink
    ? side === 'franchisee'
      ? SYSTEM_LINK_STEPS[item.systemLink]
      : {
          ...SYSTEM_LINK_STEPS_HEAD_OFFICE[item.systemLink],
          href: SYSTEM_LINK_STEPS_HEAD_OFFICE[item.systemLink].href(opening.location.id),
        }
    : null;
  const isUpload = item.kind === 'document' || item.kind === 'photo';

  const tick = () =>
    complete.mutate(
      { id: opening.id, itemId: item.id },
      {
        onSuccess: () => toast.success('Item done', { description: item.title }),
        onError: (e) => toast.error(errorMessage(e, 'The item could not be marked done.')),
      },
    );
  const accept = () =>
    review.mutate(
      { id: opening.id, itemId: item.id, input: { decision: 'accepted' } },
      {
        onSuccess: () => toast.success('Upload accepted', { description: item.title }),
        onError: (e) => toast.error(errorMessage(e, 'The review could not be saved.')),
      },
    );

  return (
    <li
      className="grid gap-2 border-b border-border py-3 last:border-b-0 sm:grid-cols-[1fr_auto] sm:items-start sm:gap-4"
      data-testid="opening-item"
      data-title={item.title}
      data-state={item.state}
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{item.title}</span>
          {item.critical ? (
            <span className="rounded bg-red-50 px-1.5 text-xs font-medium text-red-800 ring-1 ring-inset ring-red-200">Critical</span>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">{item.description}</p>
        <p className={cn('text-xs text-muted-foreground', item.overdue && 'font-medium text-destructive')}>
          {OPENING_OWNER_SIDE_LABELS[item.ownerSide]} · {item.state === 'done' ? 'was due' : 'due'} {formatCalendarDate(item.dueOn)}
          {item.overdue ? ' — overdue' : ''}
        </p>
        {item.kind === 'system' && item.systemLink && item.state !== 'done' ? (
          <p className="text-sm" data-testid="system-link">
            {OPENING_SYSTEM_LINK_LABELS[item.systemLink]}.{' '}
            {step ? (
              step.href.startsWith('#') ? (
                <a href={step.href} className="font-medium text-primary underline-offset-4 hover:underline">
                  Go to {step.label.toLowerCase()}
                </a>
              ) : (
                <Link to={step.href} className="font-medium text-primary underline-offset-4 hover:underline">
                  Go to {step.label.toLowerCase()}
                </Link>
              )
            ) : null}
          </p>
        ) : null}
        {item.state === 'rejected' && item.reviewNote ? (
          <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="rejection-reason">
            <span className="font-medium">Rejected:</span> {item.reviewNote}
          </p>
        ) : null}
        {item.fileName ? (
          <a
            href={openingFileUrl(opening.id, item.id)}
            className="w-fit max-w-full truncate text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {item.fileName}
            <span className="sr-only"> (download)</span>
          </a>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <StatusPill label={status.label} tone={status.tone} status={status.status} />
        {item.canComplete && isUpload ? (
          <Button size="sm" variant="outline" onClick={() => onAction({ kind: 'upload', item })}>
            {item.state === 'rejected' ? 'Upload again' : 'Upload'}
            <span className="sr-only"> {item.title}</span>
          </Button>
        ) : null}
        {item.canComplete && item.kind === 'task' ? (
          <Button size="sm" variant="outline" onClick={tick} disabled={complete.isPending}>
            Mark done<span className="sr-only"> {item.title}</span>
          </Button>
        ) : null}
        {item.canReview ? (
          <>
            <Button size="sm" onClick={accept} disabled={review.isPending}>
              Accept<span className="sr-only"> {item.title}</span>
            </Button>
            <Button size="sm" variant="destructive" onClick={() => onAction({ kind: 'reject', item })} disabled={review.isPending}>
              Reject<span className="sr-only"> {item.title}</span>
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
