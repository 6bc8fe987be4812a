import { useId, useState } from 'react';
import { BarChart, LineChart } from '../../../components/charts';
import { InlineLoadError } from '../../../components/feedback/load-error';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { SectionCard } from '../../../components/section-card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { GROUPING_LABELS, latestByLocation, scoresOverTime, type ScoreGrouping } from '../audit-analytics';
import { percentText } from '../audit-answers';
import { useAuditAnalytics } from '../get-audit-analytics';

/** Scores across the network over time (by brand or region), each store's latest score, the most-failed questions this quarter, the stores below the pass mark. */
export function AnalyticsPanel() {
  const id = useId();
  const [grouping, setGrouping] = useState<ScoreGrouping>('brand');
  const [passMarkText, setPassMarkText] = useState('80');
  const parsed = Number(passMarkText);
  const passMark = Number.isInteger(parsed) && parsed >= 1 && parsed <= 100 ? parsed : 80;
  const analytics = useAuditAnalytics(passMark);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-grouping`}>Scores over time</Label>
          <Select id={`${id}-grouping`} value={grouping} onChange={(e) => setGrouping(e.target.value as ScoreGrouping)}>
            {(Object.keys(GROUPING_LABELS) as ScoreGrouping[]).map((g) => (
              <option key={g} value={g}>
                {GROUPING_LABELS[g]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-pass`}>Pass mark (%)</Label>
          <Input
            id={`${id}-pass`}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={passMarkText}
            onChange={(e) => setPassMarkText(e.target.value)}
            className="w-28"
          />
        </div>
      </div>
      {analytics.isPending ? (
        <LoadingScreen message="Loading audit analytics…" fullPage={false} />
      ) : analytics.isError ? (
        <InlineLoadError message="The audit analytics could not be loaded." onRetry={() => void analytics.refetch()} />
      ) : (
        <AnalyticsBody data={analytics.data} grouping={grouping} passMark={passMark} />
      )}
    </div>
  );
}

function AnalyticsBody({
  data,
  grouping,
  passMark,
}: {
  data: NonNullable<ReturnType<typeof useAuditAnalytics>['data']>;
  grouping: ScoreGrouping;
  passMark: number;
}) {
  const over = scoresOverTime(data.byMonth, grouping);
  const latest = latestByLocation(data.byLocation);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionCard title="Average score by month" className="lg:col-span-2">
        {over.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No approved audit yet.</p>
        ) : (
          <LineChart
            title="Average audit score by month"
            data={over.data}
            xKey="month"
            xKind="month"
            series={over.series}
            valueKind="percent"
          />
        )}
      </SectionCard>
      <SectionCard title="Latest score per store">
        {latest.length === 0 ? (
          <p className="text-sm text-muted-foreground">No store has an approved audit yet.</p>
        ) : (
          <BarChart
            title="Latest audit score per store"
            data={latest}
            xKey="name"
            xKind="category"
            series={[{ key: 'score', label: 'Score' }]}
            valueKind="percent"
          />
        )}
      </SectionCard>
      <div className="grid content-start gap-6">
        <SectionCard title="Most-failed questions this quarter">
          {data.mostFailed.length === 0 ? (
            <p className="text-sm text-muted-foreground">No question failed this quarter.</p>
          ) : (
            <ol className="grid gap-2 text-sm" aria-label="Most-failed questions this quarter">
              {data.mostFailed.map((q) => (
                <li key={q.questionId} className="flex justify-between gap-3">
                  <span className="min-w-0">{q.prompt}</span>
                  <span className="font-medium tabular-nums">{q.failures}×</span>
                </li>
              ))}
            </ol>
          )}
        </SectionCard>
        <SectionCard title={`Stores below ${passMark}%`}>
          {data.belowPassMark.length === 0 ? (
            <p className="text-sm text-muted-foreground">Every audited store’s latest score is at or above {passMark}%.</p>
          ) : (
            <ul className="grid gap-2 text-sm" aria-label={`Stores below ${passMark}%`}>
              {data.belowPassMark.map((l) => (
                <li key={l.locationId} className="flex justify-between gap-3">
                  <span>{l.name}</span>
                  <span className="font-medium tabular-nums text-destructive">{percentText(l.lastPercent)}</span>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      </div>
    </div>
  );
}
