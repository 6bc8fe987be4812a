import type { InventoryAnalytics } from '../../../../shared/analytics.contracts';
import { formatPeso } from '../../../../shared/money';
import { BarChart } from '../../../components/charts';
import type { AnalyticsFilters } from '../../../lib/query-keys/analytics';
import { useInventoryAnalytics } from '../get-inventory-analytics';
import { ChartCard, FigureGrid, FigureTile, QueryPanel, TableCard, num, numericColumn, textColumn } from './analytics-parts';

type Category = InventoryAnalytics['purchasesByCategory'][number];
type Stock = InventoryAnalytics['byLocation'][number];

/** Purchases by category in the period, stock value now, and stock turns over the period. */
export function InventoryPanel({ filters }: { filters: AnalyticsFilters }) {
  const query = useInventoryAnalytics(filters);
  const own = filters.scope === 'own';
  return (
    <QueryPanel query={query} label="Inventory analytics">
      {(i) => (
        <>
          <FigureGrid>
            <FigureTile
              testId="figure-purchases"
              label={own ? 'Your purchases' : 'Purchases'}
              value={formatPeso(i.purchaseTotals.amountCentavos)}
              notes={[
                `${i.purchaseTotals.orders} ${i.purchaseTotals.orders === 1 ? 'order' : 'orders'}, ${i.purchaseTotals.units.toLocaleString('en-PH')} units`,
                `Network average per location: ${formatPeso(i.networkAverage.purchaseCentavos)}`,
              ]}
            />
            <FigureTile
              label="Stock value at locations"
              value={formatPeso(i.stockTotals.valueCentavos)}
              notes={['Now, at catalogue prices', `Network average per location: ${formatPeso(i.networkAverage.stockValueCentavos)}`]}
            />
            <FigureTile
              label="Stock turns"
              value={num(i.stockTotals.turns)}
              notes={['Units out ÷ average units on hand', `Network: ${num(i.networkAverage.turns)}`]}
            />
            {i.warehouseValueCentavos !== null ? (
              <FigureTile label="Warehouse stock value" value={formatPeso(i.warehouseValueCentavos)} notes={['Now, at catalogue prices']} />
            ) : null}
          </FigureGrid>
          {i.purchasesByCategory.length > 0 ? (
            <ChartCard>
              <BarChart
                title="Purchases by category"
                data={i.purchasesByCategory}
                xKey="categoryName"
                xKind="category"
                series={[{ key: 'amountCentavos', label: 'Purchases' }]}
                valueKind="peso"
              />
            </ChartCard>
          ) : null}
          <TableCard<Category>
            title="Purchases by category"
            table="purchases-by-category"
            filters={filters}
            rows={i.purchasesByCategory}
            rowId={(r) => r.categoryId ?? 'none'}
            rowHeader="category"
            empty="No orders were placed in this period."
            columns={[
              textColumn('category', 'Category', (r) => r.categoryName, false),
              numericColumn('orders', 'Orders', (r) => r.orders),
              numericColumn('units', 'Units', (r) => r.units.toLocaleString('en-PH')),
              numericColumn('amount', 'Purchases', (r) => formatPeso(r.amountCentavos)),
            ]}
          />
          <TableCard<Stock>
            title="Stock by location"
            table="inventory-by-location"
            filters={filters}
            rows={i.byLocation}
            rowId={(r) => r.locationId}
            rowHeader="location"
            empty="No location holds stock."
            columns={[
              textColumn('location', 'Location', (r) => r.locationName, false),
              numericColumn('units', 'Units on hand', (r) => r.units.toLocaleString('en-PH')),
              numericColumn('value', 'Stock value', (r) => formatPeso(r.valueCentavos)),
              numericColumn('out', 'Units out', (r) => r.unitsOut.toLocaleString('en-PH')),
              numericColumn('avg', 'Average on hand', (r) => r.averageOnHand.toLocaleString('en-PH')),
              numericColumn('turns', 'Turns', (r) => num(r.turns)),
            ]}
          />
        </>
      )}
    </QueryPanel>
  );
}
