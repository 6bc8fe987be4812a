import { lazy, Suspense, type ComponentProps } from 'react';

// recharts is the largest library of the app; the landing pages show their figures first and draw the chart after.
const SalesTrend = lazy(() => import('./sales-trend').then((m) => ({ default: m.SalesTrend })));

/** The 30-day sales chart, loaded on its own after the dashboard's figures. */
export function LazySalesTrend(props: ComponentProps<typeof SalesTrend>) {
  return (
    <Suspense fallback={<div aria-busy="true" aria-label="Loading the sales chart" className="h-64 animate-pulse rounded-md bg-muted" />}>
      <SalesTrend {...props} />
    </Suspense>
  );
}
