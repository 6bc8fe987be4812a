import { toCsv, type ExportColumn } from '../../lib/spreadsheet';
import { centavosToPesoText } from '../../../shared/money';
import type {
  AnalyticsTable,
  FinancialAnalytics,
  InventoryAnalytics,
  PerformanceAnalytics,
  SalesAnalytics,
  WarningsAnalytics,
} from '../../../shared/analytics.contracts';
import type { AnalyticsRequest, AnalyticsService } from './analytics.service';

const peso = (c: number | null) => (c === null ? '' : centavosToPesoText(c));
type Cell = ReturnType<ExportColumn<unknown>['value']>;
/** A CSV of `rows` with [header, cell] columns (the rows type the cells). */
function sheet<T>(rows: readonly T[], columns: [string, (row: T) => Cell][]): string {
  return toCsv(
    columns.map(([header, value]) => ({ header, value })),
    rows,
  );
}

interface AreaData {
  sales: SalesAnalytics;
  performance: PerformanceAnalytics;
  inventory: InventoryAnalytics;
  financial: FinancialAnalytics;
  warnings: WarningsAnalytics;
}
type Area = keyof AreaData;
interface TableDef<A extends Area> {
  area: A;
  csv: (data: AreaData[A]) => string;
}
/** Typed by its area here; stored loosely, since the area it names always produces the data its csv reads. */
const def = <A extends Area>(area: A, csv: (data: AreaData[A]) => string) => ({ area, csv }) as unknown as TableDef<Area>;

/** Each table: the service call behind it (the same as the page's) and its columns. */
const TABLES: { [T in AnalyticsTable]: TableDef<Area> } = {
  'sales-series': def('sales', (s) =>
    sheet(s.series, [
      [s.period.granularity === 'day' ? 'Date' : 'Month', (x) => x.bucket],
      ['Net sales (PHP)', (x) => peso(x.netCentavos)],
      ['Transactions', (x) => x.transactions],
    ]),
  ),
  'sales-by-brand': def('sales', (s) =>
    sheet(s.byBrand, [
      ['Brand', (x) => x.brandName],
      ['Reporting locations', (x) => x.locations],
      ['Net sales (PHP)', (x) => peso(x.netCentavos)],
    ]),
  ),
  'sales-by-location': def('sales', (s) =>
    sheet(s.byLocation, [
      ['Location', (x) => x.locationName],
      ['Brand', (x) => x.brandName],
      ['Reported days', (x) => x.reportedDays],
      ['Gross sales (PHP)', (x) => peso(x.grossCentavos)],
      ['Net sales (PHP)', (x) => peso(x.netCentavos)],
      ['Transactions', (x) => x.transactions],
    ]),
  ),
  'sales-by-payment': def('sales', (s) =>
    sheet(s.byPayment, [
      ['Payment method', (x) => x.label],
      ['Amount (PHP)', (x) => peso(x.amountCentavos)],
    ]),
  ),
  performance: def('performance', (p) =>
    sheet(p.rows, [
      ['Rank', (x) => x.rank],
      ['Location', (x) => x.locationName],
      ['Brand', (x) => x.brandName],
      ['Net sales (PHP)', (x) => peso(x.netCentavos)],
      ['Monthly target (PHP)', (x) => peso(x.monthlyTargetCentavos)],
      ['Target for the period (PHP)', (x) => peso(x.targetCentavos)],
      ['% of target', (x) => x.targetPercent],
      ['% of network average', (x) => x.vsAveragePercent],
    ]),
  ),
  'purchases-by-category': def('inventory', (i) =>
    sheet(i.purchasesByCategory, [
      ['Category', (x) => x.categoryName],
      ['Orders', (x) => x.orders],
      ['Units', (x) => x.units],
      ['Purchases (PHP)', (x) => peso(x.amountCentavos)],
    ]),
  ),
  'inventory-by-location': def('inventory', (i) =>
    sheet(i.byLocation, [
      ['Location', (x) => x.locationName],
      ['Units on hand', (x) => x.units],
      ['Stock value (PHP)', (x) => peso(x.valueCentavos)],
      ['Units out', (x) => x.unitsOut],
      ['Average units on hand', (x) => x.averageOnHand],
      ['Turns', (x) => x.turns],
    ]),
  ),
  'financial-by-month': def('financial', (f) =>
    sheet(f.months, [
      ['Month', (x) => x.month],
      ['Revenue (PHP)', (x) => peso(x.revenueCentavos)],
      ['Royalty and marketing fee due (PHP)', (x) => peso(x.royaltyDueCentavos)],
      ['Royalty billed (PHP)', (x) => peso(x.billedCentavos)],
      ['Royalty collected (PHP)', (x) => peso(x.collectedCentavos)],
    ]),
  ),
  warnings: def('warnings', (w) =>
    sheet(w.warnings, [
      ['Location', (x) => x.locationName],
      ['Brand', (x) => x.brandName],
      ['Flag', (x) => (x.kind === 'stopped_reporting' ? 'Stopped reporting' : 'Sales out of line with purchases')],
      ['Net sales (PHP)', (x) => (x.figures.netSalesCentavos === undefined ? '' : peso(x.figures.netSalesCentavos))],
      ['Purchases (PHP)', (x) => (x.figures.purchasesCentavos === undefined ? '' : peso(x.figures.purchasesCentavos))],
      ['Sales ÷ purchases', (x) => x.figures.ratio],
      ['Network median', (x) => x.figures.networkMedianRatio],
      ['Last reported', (x) => x.figures.lastReportedOn],
      ['Explanation', (x) => x.message],
    ]),
  ),
};

/**
 * Every table of the analytics pages as CSV, with the same figures the page shows (amounts in pesos with two
 * decimals, percentages as numbers). Built from the same service call as the page, so the two cannot disagree.
 */
export async function analyticsCsv(service: AnalyticsService, r: AnalyticsRequest, table: AnalyticsTable) {
  const { area, csv } = TABLES[table];
  const data = await service[area](r);
  return { filename: `analytics-${table}-${data.period.from}-to-${data.period.to}.csv`, body: csv(data) };
}
