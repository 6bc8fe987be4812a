import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Colour classes of the common tones; a status table may use its own. */
export const PILL_TONES = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  good: 'bg-green-100 text-green-900 ring-green-300',
  info: 'bg-sky-100 text-sky-900 ring-sky-300',
  warn: 'bg-amber-100 text-amber-900 ring-amber-300',
  bad: 'bg-red-100 text-red-900 ring-red-300',
} as const;

/**
 * The rounded label of a record's state (order, sales day, location, supplier, contract, purchase order, user). A
 * screen reader hears what it is ("Status: Approved"); `data-status` lets tests and styles find it.
 */
export function StatusPill({
  label,
  tone,
  status,
  kind = 'Status',
  className,
}: {
  label: ReactNode;
  /** Background, text and ring classes (PILL_TONES or the status table's own). */
  tone: string;
  status?: string;
  /** Read before the label; null reads the label alone. */
  kind?: string | null;
  className?: string;
}) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        tone,
        className,
      )}
    >
      {kind ? <span className="sr-only">{kind}: </span> : null}
      {label}
    </span>
  );
}
