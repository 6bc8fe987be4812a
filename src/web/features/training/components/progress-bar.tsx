import { cn } from '../../../lib/cn';

/** A percent as a bar with its number beside it; `label` names it for screen readers ("Progress of …"). */
export function ProgressBar({
  percent,
  label,
  className,
  tone = 'primary',
  showValue = true,
}: {
  percent: number;
  label: string;
  className?: string;
  tone?: 'primary' | 'good' | 'bad';
  showValue?: boolean;
}) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        className="h-2.5 min-w-16 flex-1 overflow-hidden rounded-full bg-muted ring-1 ring-inset ring-border"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width]',
            tone === 'good' ? 'bg-green-600' : tone === 'bad' ? 'bg-red-600' : 'bg-primary',
          )}
          style={{ width: `${value}%` }}
        />
      </div>
      {showValue ? (
        <span aria-hidden className="w-10 shrink-0 text-right text-sm font-medium tabular-nums">
          {value}%
        </span>
      ) : null}
    </div>
  );
}
