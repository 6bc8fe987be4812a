import { useId } from 'react';
import { ANALYTICS_PERIODS, PERIOD_LABELS, resolvePeriod, type AnalyticsPeriod } from '../../../../shared/analytics.contracts';
import { formatCalendarDate, manilaToday } from '../../../../shared/time';
import { DateRangeFields } from '../../../components/data-table/filter-bar';
import { NetworkFilterSelect } from '../../../components/data-table/network-filter-select';
import { useFilterOptions } from '../../../lib/queries/get-filter-options';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import type { AnalyticsFilters } from '../../../lib/query-keys/analytics';

export interface PeriodState {
  period: AnalyticsPeriod;
  from: string | null;
  to: string | null;
  brand: string | null;
  location: string | null;
}

/**
 * The period every figure on the page uses (this month, last month, quarter, year to date, or a custom range of
 * Manila dates), and the brand/location filter: head office filters the network; a franchisee with several
 * locations picks one of theirs.
 */
export function PeriodBar({
  scope,
  state,
  filters,
  onChange,
}: {
  scope: AnalyticsFilters['scope'];
  state: PeriodState;
  filters: AnalyticsFilters;
  onChange: (patch: Partial<PeriodState>) => void;
}) {
  const id = useId();
  const ownLocations = useFilterOptions().data?.locations.length ?? 0;
  const resolved = resolvePeriod({ period: filters.period, from: filters.from ?? undefined, to: filters.to ?? undefined }, manilaToday());
  const field = 'grid gap-2 min-w-0';
  return (
    <div className="grid gap-2">
      <div className="grid grid-cols-1 items-end gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
        <div className={field}>
          <Label htmlFor={`${id}-period`}>Period</Label>
          <Select id={`${id}-period`} value={state.period} onChange={(e) => onChange({ period: e.target.value as AnalyticsPeriod })}>
            {ANALYTICS_PERIODS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_LABELS[p]}
              </option>
            ))}
          </Select>
        </div>
        {state.period === 'custom' ? (
          <DateRangeFields id={id} className={field} value={{ from: state.from, to: state.to }} onChange={(patch) => onChange(patch)} />
        ) : null}
        {scope === 'network' ? (
          <NetworkFilterSelect kind="brand" id={id} className={field} value={state.brand} onChange={(brand) => onChange({ brand })} />
        ) : null}
        {scope === 'network' || ownLocations > 1 || state.location ? (
          <NetworkFilterSelect
            kind="location"
            id={id}
            className={field}
            value={state.location}
            onChange={(location) => onChange({ location })}
          />
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="analytics-period">
        {formatCalendarDate(resolved.from)} – {formatCalendarDate(resolved.to)} ({resolved.days} {resolved.days === 1 ? 'day' : 'days'})
        {state.period === 'custom' && filters.period !== 'custom'
          ? state.from && state.to
            ? ' · the custom range ends before it starts, so these figures are for this month'
            : ' · pick both dates of the custom range'
          : ''}
      </p>
    </div>
  );
}
