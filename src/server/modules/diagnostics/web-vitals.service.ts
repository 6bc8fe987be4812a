import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { webVitalSamples } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limit';
import { VITAL_LIMITS, VITAL_THRESHOLDS, VITALS_ALL_ROUTES, vitalRating, type VitalSummary } from '../../../shared/diagnostics.contracts';
import { VITAL_MAX, type VitalMetric } from '../../../shared/diagnostics-info';
import { ROUTES } from '../../../shared/routes';
import { invalidFieldMessage } from '../../../shared/errors';

const KNOWN_ROUTES = new Set(ROUTES.map((r) => r.path));

export interface VitalSample {
  route: string;
  metric: string;
  value: number;
}

/** The thresholds as a SQL table, so the counts per rating are computed where the samples are. */
const thresholds = sql.join(
  Object.entries(VITAL_THRESHOLDS).map(([metric, t]) => sql`(${metric}::text, ${t.good}::float8, ${t.poor}::float8)`),
  sql`, `,
);

/**
 * Core Web Vitals from real page loads: stored per route pattern of the route table (never a concrete URL, which
 * could carry ids), limited per client address, and summarised for /test as p75 per route and metric.
 */
export function createWebVitals(deps: { db: Db; limiter: RateLimiter }) {
  const { db, limiter } = deps;
  return {
    /** Stores a page's samples; an unknown route refuses the whole report (422), a busy address gets 429. */
    async record(ip: string | null, samples: VitalSample[]): Promise<void> {
      const unknown = samples.find((s) => !KNOWN_ROUTES.has(s.route));
      if (unknown) throw AppError.validation(invalidFieldMessage('route'), { fieldErrors: { route: [invalidFieldMessage('route')] } });
      const claim = await limiter.reserve(`diagnostics:vitals:${ip ?? 'unknown'}`, VITAL_LIMITS.windowSeconds, VITAL_LIMITS.perAddress);
      if (!claim.allowed) throw AppError.of('RATE_LIMITED');
      await db.insert(webVitalSamples).values(
        samples.map((s) => ({
          route: s.route,
          metric: s.metric as VitalMetric,
          value: Math.min(s.value, VITAL_MAX[s.metric as VitalMetric]),
        })),
      );
    },

    /**
     * Per route and metric over the last `days`: samples, p75 (continuous percentile), counts per rating. With
     * `perRoute: false`, per metric over every page (route `VITALS_ALL_ROUTES`): the public view (issue 32).
     */
    async summary(days = 7, opts: { perRoute: boolean } = { perRoute: true }): Promise<VitalSummary[]> {
      const route = opts.perRoute ? sql`s.route` : sql`${VITALS_ALL_ROUTES}::text`;
      const rows = rowsOf<{
        route: string;
        metric: VitalMetric;
        samples: number | string;
        p75: number | string;
        good: number | string;
        poor: number | string;
      }>(
        await db.execute(sql`
          with t(metric, good, poor) as (values ${thresholds})
          select ${route} as route, s.metric, count(*) as samples,
                 percentile_cont(0.75) within group (order by s.value) as p75,
                 count(*) filter (where s.value <= t.good) as good,
                 count(*) filter (where s.value > t.poor) as poor
            from web_vital_samples s join t on t.metric = s.metric
           where s.recorded_at > now() - make_interval(days => ${days})
           group by 1, s.metric
           order by 1, s.metric`),
      );
      return rows.map((r) => {
        const samples = Number(r.samples);
        const good = Number(r.good);
        const poor = Number(r.poor);
        const p75 = Number(r.p75);
        return {
          route: r.route,
          metric: r.metric,
          samples,
          p75,
          good,
          needsImprovement: samples - good - poor,
          poor,
          rating: vitalRating(r.metric, p75),
        };
      });
    },
  };
}
export type WebVitals = ReturnType<typeof createWebVitals>;
