import type { ReactNode } from 'react';

/**
 * A titled part of a panel or drawer: a small uppercase heading (h3) with an optional action beside it, then the
 * content. `className` replaces the section's own grid and spacing.
 */
export function SubSection({
  title,
  action,
  className = 'grid gap-2',
  children,
}: {
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}
