import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** Amber pill for stock at or below its reorder level ("Low") or point ("Reorder"). */
export function WarningBadge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-inset ring-amber-300',
        className,
      )}
    >
      {children}
    </span>
  );
}

export function LowBadge() {
  return <WarningBadge>Low</WarningBadge>;
}
