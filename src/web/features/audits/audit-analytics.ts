import type { AuditAnalytics } from '../../../shared/audits.contracts';
import type { ChartRow, ChartSeries } from '../../components/charts';

export type ScoreGrouping = 'brand' | 'region' | 'network';
export const GROUPING_LABELS: Record<ScoreGrouping, string> = { network: 'Whole network', brand: 'By brand', region: 'By region' };

/**
 * The server's month × brand × region averages as a line chart's rows: one row per month, one series per brand (or
 * region, or the whole network), each value the average weighted by how many audits it stands for.
 */
export function scoresOverTime(byMonth: AuditAnalytics['byMonth'], grouping: ScoreGrouping): { data: ChartRow[]; series: ChartSeries[] } {
  const groupOf = (r: AuditAnalytics['byMonth'][number]) => (grouping === 'brand' ? r.brand : grouping === 'region' ? r.region : 'Network');
  const groups = [...new Set(byMonth.map(groupOf))].sort((a, b) => a.localeCompare(b));
  const keyOf = (g: string) => `g${groups.indexOf(g)}`;
  const months = [...new Set(byMonth.map((r) => r.month))].sort();
  const sums = new Map<string, { sum: number; n: number }>();
  for (const r of byMonth) {
    const k = `${r.month}|${groupOf(r)}`;
    const s = sums.get(k) ?? { sum: 0, n: 0 };
    s.sum += r.averagePercent * r.audits;
    s.n += r.audits;
    sums.set(k, s);
  }
  const data = months.map((month) => {
    const row: ChartRow = { month };
    for (const g of groups) {
      const s = sums.get(`${month}|${g}`);
      row[keyOf(g)] = s && s.n > 0 ? Math.round((s.sum / s.n) * 10) / 10 : null;
    }
    return row;
  });
  return { data, series: groups.map((g) => ({ key: keyOf(g), label: g })) };
}

/** The latest score of each store, lowest first (the stores to worry about at the top). */
export function latestByLocation(byLocation: AuditAnalytics['byLocation']): ChartRow[] {
  return [...byLocation].sort((a, b) => a.lastPercent - b.lastPercent).map((l) => ({ name: l.name, score: l.lastPercent }));
}
