import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { AriaSort } from './sort';

/** The button inside a sortable header: the arrow shows the order, aria-sort on the <th> tells assistive technology. */
export function SortButton({ label, state, onClick }: { label: string; state: AriaSort; onClick: () => void }) {
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        state !== 'none' && 'text-foreground',
      )}
    >
      {label}
      <Icon aria-hidden className={cn('size-3.5', state === 'none' && 'opacity-50')} />
    </button>
  );
}
