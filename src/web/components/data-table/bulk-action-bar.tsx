import type { ReactNode } from 'react';
import { SelectAllCheckbox } from './select-all-checkbox';

/**
 * Above a selectable list: "Select all" for the rows on screen, how many are selected, and the bulk actions (shown
 * while something is selected).
 */
export function BulkActionBar({
  visible,
  selected,
  onSelectAll,
  children,
  label = 'Select all',
}: {
  visible: number;
  selected: number;
  onSelectAll: (all: boolean) => void;
  children?: ReactNode;
  label?: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card px-4 py-2 shadow-sm">
      <SelectAllCheckbox label={label} visible={visible} selected={selected} onChange={onSelectAll} />
      {selected > 0 ? (
        <>
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {selected} selected
          </span>
          <div className="ml-auto flex flex-wrap gap-2">{children}</div>
        </>
      ) : null}
    </div>
  );
}
