import type { PurchaseOrder, PurchaseOrderLine } from '../../../../shared/purchasing.contracts';
import { formatPeso } from '../../../../shared/money';
import { formatDateTime } from '../../../../shared/time';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { SectionCard } from '../../../components/section-card';
import { cn } from '../../../lib/cn';
import { PO_STATUS_APPEARANCE } from '../purchase-order-status';
import { remainingOf } from '../receive-form';

const num = (n: number) => n.toLocaleString('en-PH');
const right = 'text-right tabular-nums max-md:text-left';
/** On a phone the four quantities and the cost pair up, two per row. */
const half = 'max-md:col-span-1';

/** The PO's lines: ordered, received, still to come, cost and totals. */
export function PurchaseOrderLinesSection({ po }: { po: PurchaseOrder }) {
  const columns: DataTableColumn<PurchaseOrderLine>[] = [
    {
      id: 'product',
      header: 'Product',
      meta: { cardLabel: false },
      cell: ({ row: { original: l } }) => (
        <span className="grid">
          <span className="font-medium">{l.productName}</span>
          <span className="text-xs text-muted-foreground">
            {l.productSku} · {l.productUnit}
          </span>
        </span>
      ),
    },
    { id: 'supplierSku', header: 'Supplier SKU', meta: { cardLabel: 'Supplier SKU' }, cell: ({ row: { original: l } }) => l.supplierSku },
    {
      id: 'ordered',
      header: 'Ordered',
      meta: { className: right, cardLabel: 'Ordered', cardClassName: half },
      cell: ({ row: { original: l } }) => num(l.quantityOrdered),
    },
    {
      id: 'received',
      header: 'Received',
      meta: { className: right, cardLabel: 'Received', cardClassName: half },
      cell: ({ row: { original: l } }) => num(l.quantityReceived),
    },
    {
      id: 'remaining',
      header: 'Remaining',
      meta: { className: right, cardLabel: 'Remaining', cardClassName: half },
      cell: ({ row: { original: l } }) => num(remainingOf(l)),
    },
    {
      id: 'cost',
      header: 'Unit cost',
      meta: { className: right, cardLabel: 'Unit cost', cardClassName: half },
      cell: ({ row: { original: l } }) => formatPeso(l.unitCostCentavos),
    },
    {
      id: 'total',
      header: 'Line total',
      meta: { className: cn(right, 'font-medium'), cardLabel: 'Line total' },
      cell: ({ row: { original: l } }) => formatPeso(l.lineTotalCentavos),
    },
  ];
  const receivedValue = po.lines.reduce((sum, l) => sum + l.quantityReceived * l.unitCostCentavos, 0);
  return (
    <SectionCard title="Lines">
      <DataTable
        caption={`Lines of ${po.poNumber}`}
        columns={columns}
        data={po.lines}
        getRowId={(l) => l.id}
        rowHeader="product"
        rowProps={(l) => ({ 'data-testid': 'po-line', 'data-product': l.productName })}
        plain
        stacked
      />
      <dl className="mt-4 grid grid-cols-[auto_auto] justify-end gap-x-6 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Received so far</dt>
        <dd className="text-right tabular-nums">{formatPeso(receivedValue)}</dd>
        <dt className="font-semibold">Order total</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="po-total">
          {formatPeso(po.totalCentavos)}
        </dd>
      </dl>
    </SectionCard>
  );
}

/** Every delivery booked on the PO, newest first as the server sends them. */
export function PurchaseOrderReceiptsSection({ po }: { po: PurchaseOrder }) {
  return (
    <SectionCard title="Receipts">
      {po.receipts.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing received yet.</p>
      ) : (
        <ul className="grid divide-y divide-border" aria-label="Receipts">
          {po.receipts.map((r) => (
            <li key={r.id} className="grid gap-0.5 py-2 first:pt-0 last:pb-0">
              <p>
                <span className="font-medium">{num(r.quantity)}</span> × {r.productName}{' '}
                <span className="text-muted-foreground tabular-nums">({formatPeso(r.amountCentavos)})</span>
              </p>
              <p className="text-sm text-muted-foreground">
                <time dateTime={r.receivedAt}>{formatDateTime(r.receivedAt)}</time>
                {r.receivedByName ? <> · by {r.receivedByName}</> : null}
              </p>
              {r.note ? <p className="break-words text-sm">{r.note}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** The status history as a timeline, oldest first, with who moved it and why. */
export function PurchaseOrderHistorySection({ po }: { po: PurchaseOrder }) {
  const events = [...po.history].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <SectionCard title="Status history" className="self-start">
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">No status changes recorded yet.</p>
      ) : (
        <ol className="grid" aria-label="Status history">
          {events.map((e, i) => (
            <li key={`${e.createdAt}-${i}`} className="relative grid grid-cols-[1.25rem_1fr] gap-3 pb-5 last:pb-0">
              {i < events.length - 1 ? <span aria-hidden className="absolute left-[0.5625rem] top-5 h-full w-0.5 bg-border" /> : null}
              <span
                aria-hidden
                className={cn('mt-1 size-3 justify-self-center rounded-full ring-4 ring-card', PO_STATUS_APPEARANCE[e.toStatus].dotClass)}
              />
              <div className="grid min-w-0 gap-1">
                <p className="font-medium">
                  {e.fromStatus
                    ? PO_STATUS_APPEARANCE[e.toStatus].label
                    : `Created as ${PO_STATUS_APPEARANCE[e.toStatus].label.toLowerCase()}`}
                </p>
                <p className="text-sm text-muted-foreground">
                  <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                  {e.actorName ? <> · by {e.actorName}</> : null}
                </p>
                {e.note ? <p className="break-words text-sm">{e.note}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
