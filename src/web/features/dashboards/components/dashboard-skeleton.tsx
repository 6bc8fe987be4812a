/** Placeholders in the dashboard's shape while its figures load (no layout jump when they arrive). */
export function DashboardSkeleton({ label, cards = 8 }: { label: string; cards?: number }) {
  return (
    <div aria-busy="true" aria-label={label} className="grid gap-6">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: cards }, (_, i) => (
          <div key={i} className="h-32 animate-pulse rounded-xl bg-muted" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="h-72 animate-pulse rounded-xl bg-muted" />
        <div className="h-72 animate-pulse rounded-xl bg-muted" />
      </div>
    </div>
  );
}
