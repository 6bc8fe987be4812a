import { AlertTriangle } from 'lucide-react';
import type { AnalyticsWarning } from '../../../../shared/analytics.contracts';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import type { AnalyticsFilters } from '../../../lib/query-keys/analytics';
import { exportHref } from '../analytics-filters';
import { useAnalyticsWarnings } from '../get-analytics-warnings';
import { QueryPanel } from './analytics-parts';

const KIND_LABELS: Record<AnalyticsWarning['kind'], string> = {
  sales_purchases_ratio: 'Sales out of line with purchases',
  stopped_reporting: 'Stopped reporting',
};

/** Early warnings for head office: each flag names the location, what is wrong, and the numbers behind it. */
export function WarningsCard({ filters }: { filters: AnalyticsFilters }) {
  const query = useAnalyticsWarnings(filters);
  return (
    <Card className="min-w-0" data-testid="early-warnings">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 p-4 pb-3 sm:p-6 sm:pb-3">
        <CardTitle className="flex items-center gap-2 text-lg">
          <AlertTriangle aria-hidden className="size-5 text-warning" />
          Early warnings
        </CardTitle>
        <ExportCsvButton href={exportHref(filters, 'warnings')} />
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        <QueryPanel query={query} label="Early warnings">
          {(w) =>
            w.warnings.length === 0 ? (
              <p className="text-sm text-muted-foreground">No location needs attention for this period.</p>
            ) : (
              <ul className="grid gap-3">
                {w.warnings.map((x) => (
                  <li key={`${x.kind}-${x.locationId}`} className="grid gap-1 rounded-lg border border-border bg-warning-soft p-3">
                    <p className="text-sm font-medium">
                      {x.locationName}{' '}
                      <span className="font-normal text-muted-foreground">
                        · {x.brandName} · {KIND_LABELS[x.kind]}
                      </span>
                    </p>
                    <p className="text-sm">{x.message}</p>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryPanel>
        <p className="mt-3 text-xs text-muted-foreground">
          A location is flagged when its net sales ÷ purchases is below half or above twice the network median
          {query.data?.networkMedianRatio != null ? ` (${query.data.networkMedianRatio.toFixed(2)} : 1 for this period)` : ''}, or when it
          is open but has not reported sales for the last 3 days.
        </p>
      </CardContent>
    </Card>
  );
}
