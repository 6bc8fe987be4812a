import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** The "← Suppliers" link above a detail page's title, back to the list the record belongs to. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  );
}

/**
 * A document's heading (an order, a purchase order): its number with its status badge, the lines under it, and its
 * actions beside it (below it on a phone). Long numbers break anywhere rather than widen the page.
 */
export function DocumentHeader({
  title,
  badge,
  children,
  actions,
}: {
  title: string;
  badge: ReactNode;
  /** The lines under the title (who, when, to whom). */
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="break-all text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
          {badge}
        </div>
        {children}
      </div>
      {actions}
    </div>
  );
}
