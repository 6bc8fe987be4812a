import type { FinancialMonth } from '../../../../shared/analytics.contracts';
import { formatPeso } from '../../../../shared/money';
import { BarChart } from '../../../components/charts';
import type { AnalyticsFilters } from '../../../lib/query-keys/analytics';
import { useFinancialAnalytics } from '../get-financial-analytics';
import { formatChartMonth } from '../../../components/charts/chart-format';
import { ChartCard, FigureGrid, FigureTile, QueryPanel, TableCard, numericColumn, textColumn } from './analytics-parts';

/** Revenue (reported sales) and royalties due, billed and collected, month by month. */
export function FinancialPanel({ filters }: { filters: AnalyticsFilters }) {
  const query = useFinancialAnalytics(filters);
  const own = filters.scope === 'own';
  return (
    <QueryPanel query={query} label="Financial analytics">
      {(f) => (
        <>
          <FigureGrid>
            <FigureTile
              testId="figure-revenue"
              label={own ? 'Your revenue' : 'Revenue'}
              value={formatPeso(f.totals.revenueCentavos)}
              notes={['Reported net sales', `Network average per location: ${formatPeso(f.networkAverage.revenueCentavos)}`]}
            />
            <FigureTile
              label="Royalty and marketing fee due"
              value={formatPeso(f.totals.royaltyDueCentavos)}
              notes={['From the months’ statements']}
            />
            <FigureTile
              label="Royalty billed"
              value={formatPeso(f.totals.billedCentavos)}
              notes={[`Outstanding: ${formatPeso(f.totals.outstandingCentavos)}`]}
            />
            <FigureTile
              label="Royalty collected"
              value={formatPeso(f.totals.collectedCentavos)}
              notes={['Payments received in the period']}
            />
          </FigureGrid>
          <ChartCard>
            <BarChart
              title="Royalties billed and collected by month"
              data={f.months}
              xKey="month"
              xKind="month"
              series={[
                { key: 'royaltyDueCentavos', label: 'Due' },
                { key: 'billedCentavos', label: 'Billed' },
                { key: 'collectedCentavos', label: 'Collected' },
              ]}
              valueKind="peso"
            />
          </ChartCard>
          <TableCard<FinancialMonth>
            title="By month"
            table="financial-by-month"
            filters={filters}
            rows={f.months}
            rowId={(r) => r.month}
            rowHeader="month"
            empty="No months in this period."
            columns={[
              textColumn('month', 'Month', (r) => formatChartMonth(r.month), false),
              numericColumn('revenue', 'Revenue', (r) => formatPeso(r.revenueCentavos)),
              numericColumn('due', 'Royalty due', (r) => formatPeso(r.royaltyDueCentavos)),
              numericColumn('billed', 'Billed', (r) => formatPeso(r.billedCentavos)),
              numericColumn('collected', 'Collected', (r) => formatPeso(r.collectedCentavos)),
            ]}
          />
        </>
      )}
    </QueryPanel>
  );
}
