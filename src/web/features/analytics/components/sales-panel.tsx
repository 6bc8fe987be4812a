import type { SalesAnalytics } from '../../../../shared/analytics.contracts';
import { formatPeso } from '../../../../shared/money';
import { BarChart, LineChart, PieChart } from '../../../components/charts';
import type { AnalyticsFilters } from '../../../lib/query-keys/analytics';
import { cn } from '../../../lib/cn';
import { exportHref } from '../analytics-filters';
import { useSalesAnalytics } from '../get-sales-analytics';
import { ChartCard, FigureGrid, FigureTile, QueryPanel, TableCard, changeText, numericColumn, textColumn } from './analytics-parts';

type Loc = SalesAnalytics['byLocation'][number];
type Brand = SalesAnalytics['byBrand'][number];
type Pay = SalesAnalytics['byPayment'][number];

/** Sales: headline figures against the previous period and the network average, the trend, and the breakdowns. */
export function SalesPanel({ filters }: { filters: AnalyticsFilters }) {
  const query = useSalesAnalytics(filters);
  return (
    <QueryPanel query={query} label="Sales analytics">
      {(s) => <SalesFigures s={s} filters={filters} />}
    </QueryPanel>
  );
}

function SalesFigures({ s, filters }: { s: SalesAnalytics; filters: AnalyticsFilters }) {
  const own = filters.scope === 'own';
  // Reports may leave the cash/card/digital split at zero: then there is no breakdown to chart or list.
  const payments = s.byPayment.some((p) => p.amountCentavos > 0) ? s.byPayment : [];
  return (
    <>
      <FigureGrid>
        <FigureTile
          testId="figure-net-sales"
          label={own ? 'Your net sales' : 'Net sales'}
          value={formatPeso(s.totals.netCentavos)}
          notes={[changeText(s.change.netPercent, s.period), `Network average per location: ${formatPeso(s.networkAverage.netCentavos)}`]}
        />
        <FigureTile
          testId="figure-transactions"
          label="Transactions"
          value={s.totals.transactions.toLocaleString('en-PH')}
          notes={[
            changeText(s.change.transactionsPercent, s.period),
            `Network average per location: ${s.networkAverage.transactions.toLocaleString('en-PH')}`,
          ]}
        />
        <FigureTile
          label="Average ticket"
          value={s.totals.averageTicketCentavos === null ? '—' : formatPeso(s.totals.averageTicketCentavos)}
          notes={['Net sales ÷ transactions']}
        />
        <FigureTile
          label="Reported days"
          value={s.totals.reportedDays.toLocaleString('en-PH')}
          notes={[`${s.byLocation.length} ${s.byLocation.length === 1 ? 'location' : 'locations'} reported`]}
        />
      </FigureGrid>
      <ChartCard exportHref={exportHref(filters, 'sales-series')}>
        <LineChart
          title={s.period.granularity === 'day' ? 'Net sales by day' : 'Net sales by month'}
          description="Reported (non-draft) net sales."
          data={s.series}
          xKey="bucket"
          xKind={s.period.granularity}
          series={[{ key: 'netCentavos', label: 'Net sales' }]}
          valueKind="peso"
        />
      </ChartCard>
      {s.byBrand.length > 0 || payments.length > 0 ? (
        <div className={cn('grid min-w-0 gap-4', s.byBrand.length > 0 && payments.length > 0 && 'lg:grid-cols-2')}>
          {s.byBrand.length > 0 ? (
            <ChartCard>
              <BarChart
                title="Net sales by brand"
                data={s.byBrand}
                xKey="brandName"
                xKind="category"
                series={[{ key: 'netCentavos', label: 'Net sales' }]}
                valueKind="peso"
              />
            </ChartCard>
          ) : null}
          {payments.length > 0 ? (
            <ChartCard>
              <PieChart
                title="Sales by payment method"
                data={payments.map((p) => ({ label: p.label, value: p.amountCentavos }))}
                valueKind="peso"
              />
            </ChartCard>
          ) : null}
        </div>
      ) : null}
      {s.byLocation.length > 1 ? (
        <ChartCard>
          <BarChart
            title="Net sales by location"
            description={s.byLocation.length > 12 ? 'The 12 highest; every location is in the table below.' : undefined}
            data={s.byLocation.slice(0, 12)}
            xKey="locationName"
            xKind="category"
            series={[{ key: 'netCentavos', label: 'Net sales' }]}
            valueKind="peso"
          />
        </ChartCard>
      ) : null}
      <TableCard<Loc>
        title="Sales by location"
        table="sales-by-location"
        filters={filters}
        rows={s.byLocation}
        rowId={(r) => r.locationId}
        rowHeader="location"
        empty="No sales were reported in this period."
        columns={[
          textColumn('location', 'Location', (r) => r.locationName, false),
          textColumn('brand', 'Brand', (r) => r.brandName),
          numericColumn('days', 'Reported days', (r) => r.reportedDays),
          numericColumn('gross', 'Gross sales', (r) => formatPeso(r.grossCentavos)),
          numericColumn('net', 'Net sales', (r) => formatPeso(r.netCentavos)),
          numericColumn('tx', 'Transactions', (r) => r.transactions.toLocaleString('en-PH')),
        ]}
      />
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <TableCard<Brand>
          title="Sales by brand"
          table="sales-by-brand"
          filters={filters}
          rows={s.byBrand}
          rowId={(r) => r.brandId}
          rowHeader="brand"
          empty="No sales were reported in this period."
          columns={[
            textColumn('brand', 'Brand', (r) => r.brandName, false),
            numericColumn('locations', 'Locations', (r) => r.locations),
            numericColumn('net', 'Net sales', (r) => formatPeso(r.netCentavos)),
          ]}
        />
        <TableCard<Pay>
          title="Sales by payment method"
          table="sales-by-payment"
          filters={filters}
          rows={payments}
          rowId={(r) => r.method}
          rowHeader="method"
          empty={s.byLocation.length > 0 ? 'No payment breakdown was reported in this period.' : 'No sales were reported in this period.'}
          columns={[
            textColumn('method', 'Payment method', (r) => r.label, false),
            numericColumn('amount', 'Amount', (r) => formatPeso(r.amountCentavos)),
          ]}
        />
      </div>
    </>
  );
}
