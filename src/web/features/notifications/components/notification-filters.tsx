import { NOTIFICATION_TYPES } from '../../../../shared/notifications.contracts';
import { FilterSelect } from '../../../components/ui/filter-select';
import { cn } from '../../../lib/cn';
import { NOTIFICATION_TYPE_APPEARANCE } from '../notification-appearance';
import type { NotificationFilters as Filters } from '../query-keys';

/** One option of the All / Unread switch: a real radio (arrow keys move between them), styled as a segment. */
function ShowOption({ label, checked, onSelect }: { label: string; checked: boolean; onSelect: () => void }) {
  return (
    <label
      className={cn(
        'relative inline-flex h-9 items-center rounded-md px-4 text-sm font-medium transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        checked ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {/* Transparent and covering the whole segment: the click lands on the radio itself. */}
      <input
        type="radio"
        name="notification-show"
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0"
        checked={checked}
        onChange={onSelect}
      />
      {label}
    </label>
  );
}

export function NotificationFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <fieldset className="inline-flex rounded-lg bg-muted p-1">
        <legend className="sr-only">Show</legend>
        <ShowOption label="All" checked={!filters.unread} onSelect={() => onChange({ ...filters, unread: false })} />
        <ShowOption label="Unread" checked={filters.unread} onSelect={() => onChange({ ...filters, unread: true })} />
      </fieldset>
      <FilterSelect
        className="grid min-w-48 flex-1 gap-1.5 sm:max-w-64 sm:flex-none"
        id="notification-type-filter"
        label="Type"
        allLabel="All types"
        value={filters.type}
        options={NOTIFICATION_TYPES.map((type) => ({ value: type, label: NOTIFICATION_TYPE_APPEARANCE[type].label }))}
        onChange={(type) => onChange({ ...filters, type })}
      />
    </div>
  );
}
