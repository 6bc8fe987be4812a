import { Link } from 'react-router';
import type { Movement } from '../../../../shared/inventory.contracts';
import { cn } from '../../../lib/cn';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { TableEmpty } from '../../../components/data-table/table-states';
import { formatDateTime } from '../../../../shared/time';
import { formatSignedChange, movementKindLabel, movementPlace } from '../movement-format';
import { TABLE_QUERY, useMediaQuery } from '../../../lib/use-media-query';

/**
 * The ledger, newest first. `productNames` (optional) adds the product's name under its SKU where
 * the caller knows it (movements carry the SKU only). `orderHref` links order numbers when the
 * viewer has an order page to go to.
 */
interface Props {
  movements: readonly Movement[];
  emptyText: string;
  busy?: boolean;
  productNames?: ReadonlyMap<string, string>;
  showPlace?: boolean;
  orderHref?: (orderNumber: string) => string | null;
  caption?: string;
}

export function MovementTable(props: Props) {
  const wide = useMediaQuery(TABLE_QUERY);
  if (props.movements.length === 0) {
    return <TableEmpty>{props.emptyText}</TableEmpty>;
  }
  return wide ? <Table {...props} /> : <Cards {...props} />;
}

function columnsFor({ productNames, showPlace = true, orderHref }: Props): DataTableColumn<Movement>[] {
  const cols: (DataTableColumn<Movement> | null)[] = [
    {
      id: 'date',
      header: 'Date',
      meta: { className: 'whitespace-nowrap text-muted-foreground' },
      cell: ({ row: { original: m } }) => formatDateTime(m.createdAt),
    },
    {
      id: 'kind',
      header: 'Kind',
      meta: { className: 'whitespace-nowrap font-medium' },
      cell: ({ row: { original: m } }) => movementKindLabel(m.kind),
    },
    {
      id: 'sku',
      header: 'SKU',
      cell: ({ row: { original: m } }) => {
        const name = productNames?.get(m.productId);
        return (
          <>
            <span className="whitespace-nowrap font-mono text-xs">{m.sku}</span>
            {name ? <span className="block max-w-48 text-xs text-muted-foreground">{name}</span> : null}
          </>
        );
      },
    },
    showPlace ? { id: 'location', header: 'Location', cell: ({ row: { original: m } }) => movementPlace(m) } : null,
    changeColumn('onHand', 'On-hand change', 'on hand', (m) => m.onHandDelta),
    changeColumn('reserved', 'Reserved change', 'reserved', (m) => m.reservedDelta),
    {
      id: 'order',
      header: 'Order',
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row: { original: m } }) => <OrderNumber movement={m} href={m.orderNumber && orderHref ? orderHref(m.orderNumber) : null} />,
    },
    {
      id: 'reason',
      header: 'Reason',
      cell: ({ row: { original: m } }) => (m.reason ? <span className="block max-w-64">{m.reason}</span> : <Blank />),
    },
    {
      id: 'by',
      header: 'By',
      cell: ({ row: { original: m } }) => m.actorName ?? <span className="text-muted-foreground">System</span>,
    },
  ];
  return cols.filter((c): c is DataTableColumn<Movement> => c !== null);
}

function Table(props: Props) {
  return (
    <DataTable
      scroll
      caption={props.caption ?? 'Stock movements'}
      columns={columnsFor(props)}
      data={props.movements}
      getRowId={(m) => m.id}
      rowProps={() => ({ 'data-testid': 'movement-row' })}
      busy={props.busy}
      className="[&_table]:min-w-[56rem] [&_td]:py-2 compact:[&_td]:py-1 [&_th]:text-xs [&_th]:uppercase [&_th]:tracking-wide"
    />
  );
}

/** A phone gets the ledger as a list: what, where and when on top, the changes and reason below. */
function Cards({ movements, busy, productNames, showPlace = true, orderHref, caption = 'Stock movements' }: Props) {
  return (
    <ul className={cn('divide-y divide-border rounded-xl border border-border bg-card', busy && 'opacity-60')} aria-label={caption}>
      {movements.map((m) => {
        const name = productNames?.get(m.productId);
        const href = m.orderNumber && orderHref ? orderHref(m.orderNumber) : null;
        return (
          <li key={m.id} className="grid gap-1 p-3 text-sm" data-testid="movement-row">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium">
                {movementKindLabel(m.kind)} <span className="font-mono text-xs font-normal">{m.sku}</span>
              </span>
              <span className="text-xs text-muted-foreground">{formatDateTime(m.createdAt)}</span>
            </p>
            {name || showPlace ? (
              <p className="text-xs text-muted-foreground">{[name, showPlace ? movementPlace(m) : null].filter(Boolean).join(' · ')}</p>
            ) : null}
            <p className="flex flex-wrap gap-x-4 gap-y-1">
              <CardChange value={m.onHandDelta} label="On hand" />
              <CardChange value={m.reservedDelta} label="Reserved" />
              {m.orderNumber ? <OrderNumber movement={m} href={href} /> : null}
            </p>
            {m.reason || m.actorName ? (
              <p className="text-xs text-muted-foreground">
                {[m.reason, m.actorName ? `by ${m.actorName}` : null].filter(Boolean).join(' · ')}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function CardChange({ value, label }: { value: number; label: string }) {
  if (value === 0) return null;
  return (
    <span>
      <span className="text-muted-foreground">{label} </span>
      <span className={cn('font-medium tabular-nums', value > 0 ? 'text-success' : 'text-destructive')}>{formatSignedChange(value)}</span>
    </span>
  );
}

function OrderNumber({ movement, href }: { movement: Movement; href: string | null }) {
  if (!movement.orderNumber) return <Blank />;
  if (!href) return <span className="font-mono text-xs">{movement.orderNumber}</span>;
  return (
    <Link to={href} className="font-mono text-xs text-primary underline-offset-4 hover:underline">
      {movement.orderNumber}
    </Link>
  );
}

/** Green for units in, red for units out, quiet for no change (a reservation leaves on hand alone). */
function changeColumn(id: string, header: string, label: string, valueOf: (m: Movement) => number): DataTableColumn<Movement> {
  return {
    id,
    header,
    meta: { className: 'whitespace-nowrap text-right tabular-nums', headerClassName: 'text-right' },
    cell: ({ row: { original: m } }) => {
      const value = valueOf(m);
      return (
        <span
          className={cn(
            'font-medium',
            value > 0 && 'text-success',
            value < 0 && 'text-destructive',
            value === 0 && 'font-normal text-muted-foreground',
          )}
        >
          {value === 0 ? <Blank /> : formatSignedChange(value)}
          {value === 0 ? <span className="sr-only">no change to {label}</span> : null}
        </span>
      );
    },
  };
}

function Blank() {
  return (
    <span aria-hidden className="text-muted-foreground">
      —
    </span>
  );
}
