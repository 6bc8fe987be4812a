import type { PerformanceRow } from '../../../../shared/analytics.contracts';
import { formatPeso } from '../../../../shared/money';
import { BarChart } from '../../../components/charts';
import type { AnalyticsFilters } from '../../../lib/query-keys/analytics';
import { usePerformanceAnalytics } from '../get-performance-analytics';
import { ChartCard, FigureGrid, FigureTile, QueryPanel, TableCard, numericColumn, pct, textColumn } from './analytics-parts';

/** Locations ranked by how much of their prorated target they reached, and how they compare with the network average. */
export function PerformancePanel({ filters }: { filters: AnalyticsFilters }) {
  const query = usePerformanceAnalytics(filters);
  const own = filters.scope === 'own';
  return (
    <QueryPanel query={query} label="Performance">
      {(p) => {
        const reached = p.rows.filter((r) => r.targetPercent !== null && r.targetPercent >= 100).length;
        const withTarget = p.rows.filter((r) => r.targetPercent !== null).length;
        return (
          <>
            <FigureGrid>
              <FigureTile
                testId="figure-network-average"
                label="Network average per location"
                value={formatPeso(p.networkAverage.netCentavos)}
                notes={[
                  `Over ${p.networkAverage.reportingLocations} reporting ${p.networkAverage.reportingLocations === 1 ? 'location' : 'locations'}`,
                ]}
              />
              <FigureTile
                label="Network target attainment"
                value={pct(p.networkAverage.targetPercent)}
                notes={['Net sales ÷ prorated targets, locations with a target']}
              />
              <FigureTile
                label={own ? 'Your locations on target' : 'Locations on target'}
                value={`${reached} of ${withTarget}`}
                notes={[`Targets prorated to ${Math.round(p.monthFraction * 100) / 100} of a month`]}
              />
            </FigureGrid>
            {p.rows.length > 0 ? (
              <ChartCard>
                <BarChart
                  title="Net sales against the prorated target"
                  description={p.rows.length > 12 ? 'The 12 best ranked; every location is in the table below.' : undefined}
                  data={p.rows.slice(0, 12).map((r) => ({
                    name: r.locationName,
                    net: r.netCentavos,
                    target: r.targetCentavos,
                    average: p.networkAverage.netCentavos,
                  }))}
                  xKey="name"
                  xKind="category"
                  series={[
                    { key: 'net', label: 'Net sales' },
                    { key: 'target', label: 'Target for the period' },
                    { key: 'average', label: 'Network average' },
                  ]}
                  valueKind="peso"
                />
              </ChartCard>
            ) : null}
            <TableCard<PerformanceRow>
              title="Ranking against target"
              table="performance"
              filters={filters}
              rows={p.rows}
              rowId={(r) => r.locationId}
              rowHeader="location"
              empty="No open location and no sales in this period."
              columns={[
                numericColumn('rank', 'Rank', (r) => r.rank),
                textColumn('location', 'Location', (r) => r.locationName, false),
                textColumn('brand', 'Brand', (r) => r.brandName),
                numericColumn('net', 'Net sales', (r) => formatPeso(r.netCentavos)),
                numericColumn('target', 'Target for the period', (r) =>
                  r.targetCentavos === null ? 'No target' : formatPeso(r.targetCentavos),
                ),
                numericColumn('targetPercent', '% of target', (r) => pct(r.targetPercent)),
                numericColumn('vsAverage', '% of network average', (r) => pct(r.vsAveragePercent)),
              ]}
            />
          </>
        );
      }}
    </QueryPanel>
  );
}
