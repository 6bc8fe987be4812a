import type { ReactNode } from 'react';
import { PackageSearch } from 'lucide-react';

/** A list's first load: grey bars in the shape of rows, announced as busy. */
export function TableLoading({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="grid gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-12 animate-pulse rounded-lg border border-border bg-muted compact:h-8" />
      ))}
    </div>
  );
}

/**
 * Nothing to show: a dashed box with the reason (no rows yet, or none match the filters), and optionally a quieter
 * line under it on what to do (try other filters, where the rows come from).
 */
export function TableEmpty({ children, icon, detail }: { children: ReactNode; icon?: ReactNode; detail?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-input bg-card px-6 py-12 text-center">
      {icon ?? <PackageSearch aria-hidden className="size-8 text-muted-foreground" />}
      <div className="font-medium">{children}</div>
      {detail ? <p className="text-sm text-muted-foreground">{detail}</p> : null}
    </div>
  );
}
