import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import type { DataTableColumn } from './data-table';

interface RowActionLook {
  /** The accessible name, naming the row ("Edit CON-0012"). */
  label: string;
  /** The word beside the icon on a phone; from md up only the icon shows, and this is its tooltip. */
  text: string;
  /** A tooltip that says more than `text` ("Cost history" beside "History"). */
  title?: string;
  icon: LucideIcon;
}

/** The icon and its word, shown on a phone and read by screen readers from md up (where the icon stands alone). */
function ActionFace({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <>
      <Icon aria-hidden />
      <span className="md:sr-only">{text}</span>
    </>
  );
}

/** One of a row's actions: an icon button from md up, an icon with its word in the stacked (card) layout. */
export function RowActionButton({
  label,
  text,
  title = text,
  icon,
  className,
  onClick,
}: RowActionLook & { className?: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" className={className} aria-label={label} title={title} onClick={onClick}>
      <ActionFace icon={icon} text={text} />
    </Button>
  );
}

/** A row action that goes somewhere: an app route (`to`), or an outside page (`href`, opened in a new tab). */
export function RowActionLink({
  label,
  text,
  title = text,
  icon,
  to,
  href,
}: RowActionLook & ({ to: string; href?: never } | { href: string; to?: never })) {
  return (
    <Button variant="ghost" size="sm" asChild>
      {to !== undefined ? (
        <Link to={to} aria-label={label} title={title}>
          <ActionFace icon={icon} text={text} />
        </Link>
      ) : (
        <a href={href} target="_blank" rel="noreferrer" aria-label={label} title={title}>
          <ActionFace icon={icon} text={text} />
        </a>
      )}
    </Button>
  );
}

/**
 * A table's last column of row actions, headed "Actions" for screen readers only, right-aligned from md up and
 * left-aligned in the card layout. `spread` lets a long set of buttons take the card's full width and wrap there.
 */
export function rowActionsColumn<T>(
  cell: (row: T) => ReactNode,
  { spread = false, className = 'text-right whitespace-nowrap' }: { spread?: boolean; className?: string } = {},
): DataTableColumn<T> {
  return {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { className, cardLabel: false, ...(spread ? { cardClassName: 'max-md:col-span-2' } : {}) },
    cell: ({ row: { original } }) => (
      <div className={cn('flex justify-end gap-1 max-md:justify-start', spread && 'flex-wrap md:flex-nowrap')}>{cell(original)}</div>
    ),
  };
}
