import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';

/** Skeleton rows while a list loads. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" aria-label={label} className="grid gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-12 animate-pulse rounded-lg border border-border bg-muted" />
      ))}
    </div>
  );
}

export function EmptyState({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-input bg-card px-6 py-12 text-center">
      {icon ?? <Inbox aria-hidden className="size-8 text-muted-foreground" />}
      <div className="font-medium">{children}</div>
    </div>
  );
}
