import { VITALS_ALL_ROUTES, type VitalSummary } from '../../../../../shared/diagnostics.contracts';
import { VITAL_THRESHOLDS, type VitalMetric, type VitalRating } from '../../../../../shared/diagnostics-info';
import { PILL_TONES, StatusPill } from '../../../../components/ui/status-pill';
import { SectionCard } from '../../../../components/section-card';

const RATING: Record<VitalRating, { label: string; tone: string }> = {
  good: { label: 'Good', tone: PILL_TONES.good },
  'needs-improvement': { label: 'Needs improvement', tone: PILL_TONES.warn },
  poor: { label: 'Poor', tone: PILL_TONES.bad },
};

const unitOf = (metric: string) => VITAL_THRESHOLDS[metric as VitalMetric]?.unit ?? '';
function value(metric: string, n: number): string {
  const unit = unitOf(metric);
  return unit === 'ms' ? `${Math.round(n).toLocaleString('en-PH')} ms` : n.toFixed(3);
}

/**
 * Core Web Vitals from real page loads (last 7 days), p75 per route and metric (operators) or per metric over all
 * pages (anyone else), rated with the spec's thresholds.
 */
export function VitalsCard({ vitals, perRoute }: { vitals: readonly VitalSummary[]; perRoute: boolean }) {
  const routes = [...new Set(vitals.map((v) => v.route))].sort();
  return (
    <SectionCard title="Web vitals">
      <p className="text-sm text-muted-foreground">
        75th percentile of real page loads in the last 7 days. Good up to / poor above:{' '}
        {(Object.keys(VITAL_THRESHOLDS) as VitalMetric[]).map((m, i) => (
          <span key={m}>
            {i > 0 ? ', ' : ''}
            {m} {value(m, VITAL_THRESHOLDS[m].good)} / {value(m, VITAL_THRESHOLDS[m].poor)}
          </span>
        ))}
        .{perRoute ? '' : ' Figures per page are shown to operators only.'}
      </p>
      {routes.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No samples yet: they arrive as people open pages.</p>
      ) : (
        <div className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {routes.map((route) => (
            <section
              key={route}
              aria-label={route === VITALS_ALL_ROUTES ? 'Web vitals of all pages' : `Web vitals of ${route}`}
              className="grid content-start gap-2 rounded-lg border border-border p-3"
              data-testid="vitals-route"
            >
              {route === VITALS_ALL_ROUTES ? (
                <h3 className="text-sm font-semibold">All pages</h3>
              ) : (
                <h3 className="font-mono text-sm font-semibold [overflow-wrap:anywhere]">{route}</h3>
              )}
              <ul className="grid gap-2">
                {vitals
                  .filter((v) => v.route === route)
                  .map((v) => (
                    <li key={v.metric} className="grid gap-0.5 text-sm">
                      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <span className="w-10 font-semibold">{v.metric}</span>
                        <span className="tabular-nums">p75 {value(v.metric, v.p75)}</span>
                        <StatusPill kind="Rating" status={v.rating} label={RATING[v.rating].label} tone={RATING[v.rating].tone} />
                      </div>
                      <span className="text-xs tabular-nums text-muted-foreground">
                        {v.samples} sample{v.samples === 1 ? '' : 's'}: {v.good} good, {v.needsImprovement} needs improvement, {v.poor} poor
                      </span>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </SectionCard>
  );
}
