import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, TrendingDown, TrendingUp, Minus } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { changeTone, formatChange } from '../format';

/**
 * One figure of a dashboard: what it is, its value, a line that puts it in context, and a link to the page behind
 * it. The figure's label names the link ("Pending approvals: open order approvals"), so the link reads on its own.
 */
export function KpiCard({
  label,
  value,
  detail,
  href,
  linkLabel,
  tone = 'default',
  testId,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  href?: string;
  linkLabel?: string;
  /** `attention`: a figure that asks for action (overdue, low stock) when it is not zero. */
  tone?: 'default' | 'attention';
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className={cn(
        'flex min-w-0 flex-col gap-1 rounded-xl border border-border bg-card p-4 shadow-sm',
        tone === 'attention' && 'border-warning/60',
      )}
    >
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <p className="break-words text-2xl font-semibold tabular-nums tracking-tight" data-testid={testId ? `${testId}-value` : undefined}>
        {value}
      </p>
      {detail ? <div className="text-sm text-muted-foreground">{detail}</div> : null}
      {href && linkLabel ? (
        <Link
          to={href}
          className="mt-auto inline-flex items-center gap-1 self-start pt-2 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {linkLabel}
          <ArrowRight aria-hidden className="size-3.5" />
        </Link>
      ) : null}
    </div>
  );
}

/**
 * "+50.0% Mar 1 – 18 vs Feb 1 – 18": the change with an arrow and a colour that is never the only cue, and the two
 * ranges it compares (`compared`, from monthToDateCompared).
 */
export function ChangeLine({ percent, compared }: { percent: number | null; compared: string }) {
  const tone = changeTone(percent);
  const Icon = tone === 'up' ? TrendingUp : tone === 'down' ? TrendingDown : Minus;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span
        className={cn('inline-flex items-center gap-1 font-medium', tone === 'up' && 'text-success', tone === 'down' && 'text-destructive')}
      >
        <Icon aria-hidden className="size-4" />
        {formatChange(percent)}
      </span>
      <span>{compared}</span>
    </span>
  );
}

/** The grid the cards sit in: one column on a phone, two on a tablet, four on a desktop. */
export function KpiGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section aria-label={label} className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {children}
    </section>
  );
}
