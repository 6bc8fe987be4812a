import type { SalesDay } from '../../../../shared/sales.contracts';
import { formatPeso } from '../../../../shared/money';
import { useSalesDayItems } from '../get-sales-day-items';

/**
 * What a POS-fed day sold, item by item (issue 36): the Z-report's list or the receipts' lines. Shown only for days
 * the feed sent; the item totals are the POS's own and are not required to add up to the day's net.
 */
export function SalesDayItems({ day }: { day: SalesDay }) {
  const fromPos = day.source === 'pos';
  const items = useSalesDayItems(day.id, fromPos);
  if (!fromPos) return null;
  const headingId = `items-${day.id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold">
        Items sold
      </h3>
      {items.isPending ? (
        <p className="text-muted-foreground">Loading items…</p>
      ) : items.isError ? (
        <p role="alert">The items could not be loaded.</p>
      ) : items.data.items.length === 0 ? (
        <p className="text-muted-foreground">The POS sent this day without a list of items.</p>
      ) : (
        <>
          <p className="text-xs text-muted-foreground">
            {items.data.source === 'receipts'
              ? `From the lines of ${items.data.receipts.toLocaleString('en-PH')} receipts.`
              : 'From the POS Z-report.'}{' '}
            Largest sellers first.
          </p>
          <div className="max-h-72 overflow-auto rounded-lg border border-border">
            <table className="w-full text-sm">
              <caption className="sr-only">Items sold on this day</caption>
              <thead className="sticky top-0 bg-muted text-left">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Item
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Qty
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Net
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.data.items.map((item) => (
                  <tr key={`${item.sku ?? ''}|${item.name ?? ''}`} className="border-t border-border" data-testid="sales-item-row">
                    <th scope="row" className="px-3 py-2 text-left font-normal">
                      {item.name ? <span className="block font-medium">{item.name}</span> : null}
                      {item.sku ? <span className="font-mono text-xs text-muted-foreground">{item.sku}</span> : null}
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">{item.quantity.toLocaleString('en-PH')}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{formatPeso(item.netCentavos)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {items.data.omitted ? (
            <p className="text-xs text-muted-foreground">{items.data.omitted.toLocaleString('en-PH')} smaller sellers are not listed.</p>
          ) : null}
        </>
      )}
    </section>
  );
}
