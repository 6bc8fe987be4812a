import type { ReactNode } from 'react';
import type { TicketStatus, TicketStatusCounts } from '../../../../shared/support.contracts';
import { ClearFiltersButton } from '../../../components/data-table/filter-bar';
import { StatusCounts } from './status-counts';

/** The filter card above both ticket lists: the list's own fields, then the status counts (the status filter) and "Clear filters". */
export function TicketFiltersCard({
  label,
  counts,
  status,
  onStatus,
  filtered,
  onClear,
  children,
}: {
  label: string;
  counts: TicketStatusCounts | undefined;
  status: TicketStatus | null;
  onStatus: (status: TicketStatus | null) => void;
  filtered: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm" role="search" aria-label={label}>
      {children}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StatusCounts counts={counts} value={status} onChange={onStatus} />
        <ClearFiltersButton size="sm" hidden={!filtered} onClear={onClear} />
      </div>
    </div>
  );
}
