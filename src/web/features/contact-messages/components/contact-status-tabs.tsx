import { CONTACT_MESSAGE_STATUSES, CONTACT_STATUS_LABELS, type ContactMessageStatus } from '../../../../shared/contact.contracts';
import { cn } from '../../../lib/cn';

/** All / New / Handled as toggle buttons with their counts (the search applied); the pressed one is the filter. */
export function ContactStatusTabs({
  counts,
  value,
  onChange,
}: {
  counts: Partial<Record<ContactMessageStatus, number>> | undefined;
  value: ContactMessageStatus | null;
  onChange: (status: ContactMessageStatus | null) => void;
}) {
  const total = counts ? CONTACT_MESSAGE_STATUSES.reduce((n, s) => n + (counts[s] ?? 0), 0) : undefined;
  const choices = [
    { value: null, label: 'All', count: total },
    ...CONTACT_MESSAGE_STATUSES.map((s) => ({ value: s, label: CONTACT_STATUS_LABELS[s], count: counts ? (counts[s] ?? 0) : undefined })),
  ];
  return (
    <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2" data-testid="contact-status-counts">
      {choices.map((c) => {
        const pressed = value === c.value;
        return (
          <button
            key={c.value ?? 'all'}
            type="button"
            aria-pressed={pressed}
            data-status={c.value ?? 'all'}
            onClick={() => onChange(c.value)}
            className={cn(
              'inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              pressed ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card hover:bg-muted',
            )}
          >
            {c.label}
            <span
              className={cn('min-w-6 rounded-full px-1.5 text-xs tabular-nums', pressed ? 'bg-white/20' : 'bg-muted text-muted-foreground')}
            >
              {c.count ?? '–'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
