import { useId, useState } from 'react';
import { formatPeso } from '../../../../shared/money';
import { monthLabel } from '../../../../shared/time';
import {
  BENCHMARK_METRIC_LABELS,
  type BenchmarkFigure,
  type BenchmarkMetric,
  type BenchmarkPosition,
} from '../../../../shared/sales-integrity.contracts';
import { SectionCard } from '../../../components/section-card';
import { Select } from '../../../components/ui/select';
import { useCan } from '../../../app/use-auth-state';
import { useBenchmarks } from '../get-benchmarks';

const POSITION_TEXT: Record<BenchmarkPosition, string> = {
  below_p25: 'Below the 25th percentile',
  p25_to_median: 'Between the 25th percentile and the median',
  median_to_p75: 'Between the median and the 75th percentile',
  above_p75: 'Above the 75th percentile',
};

function formatFigure(metric: BenchmarkMetric, v: number | null): string {
  if (v === null) return '—';
  if (metric === 'netSales' || metric === 'averageTicket') return formatPeso(Math.round(v));
  if (metric === 'transactionsPerDay') return v.toLocaleString('en-PH', { maximumFractionDigits: 1 });
  return `${(v * 100).toLocaleString('en-PH', { maximumFractionDigits: 1 })} %`;
}

function FigureRow({ f }: { f: BenchmarkFigure }) {
  return (
    <li className="py-3" data-testid={`benchmark-${f.metric}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">{BENCHMARK_METRIC_LABELS[f.metric]}</span>
        <span className="text-base font-semibold tabular-nums">{formatFigure(f.metric, f.own)}</span>
      </div>
      {f.median !== null ? (
        <>
          <dl className="mt-1 grid grid-cols-3 gap-2 text-xs text-muted-foreground">
            {(
              [
                ['25th', f.p25],
                ['Median', f.median],
                ['75th', f.p75],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd className="tabular-nums text-foreground">{formatFigure(f.metric, value)}</dd>
              </div>
            ))}
          </dl>
          {f.position ? <p className="mt-1 text-xs">{POSITION_TEXT[f.position]}</p> : null}
        </>
      ) : null}
    </li>
  );
}

/**
 * Benchmarks (issue 36 part 3): one of the franchisee's stores against the other trading locations of its brand for
 * the last complete month, as quartiles; a plain sentence when the brand has too few peers to show them.
 */
export function BenchmarksCard({ locations }: { locations: readonly { id: string; name: string }[] }) {
  const can = useCan('integrity.benchmarks');
  const [chosen, setChosen] = useState<string | null>(null);
  const selectId = useId();
  const locationId = chosen ?? locations[0]?.id ?? null;
  const q = useBenchmarks(can ? locationId : null);
  if (!can || locations.length === 0) return null;
  return (
    <SectionCard title="Benchmarks" className="mt-6">
      <div className="space-y-3 text-sm" data-testid="benchmarks-card">
        {locations.length > 1 ? (
          <div className="max-w-sm space-y-1">
            <label htmlFor={selectId} className="text-sm font-medium">
              Location
            </label>
            <Select id={selectId} value={locationId ?? ''} onChange={(e) => setChosen(e.target.value)}>
              {locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        {q.isPending ? (
          <p className="text-muted-foreground">Loading…</p>
        ) : q.isError ? (
          <p role="alert">The benchmarks could not be loaded.</p>
        ) : (
          <>
            <p className="text-muted-foreground">
              {q.data.location.name} in {monthLabel(q.data.month)} against the other trading {q.data.location.brandName} locations
              {q.data.peerGroupTooSmall ? '.' : ': the 25th percentile, the median and the 75th percentile of theirs.'}
            </p>
            {q.data.peerGroupTooSmall ? <p data-testid="benchmarks-too-small">{q.data.reason}</p> : null}
            <ul className="divide-y">
              {q.data.figures.map((f) => (
                <FigureRow key={f.metric} f={f} />
              ))}
            </ul>
          </>
        )}
      </div>
    </SectionCard>
  );
}
