import { Link } from 'react-router';
import type { Movement } from '../../../../shared/inventory.contracts';
import { cn } from '../../../lib/cn';
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
    return (
      <p className="rounded-xl border border-dashed border-input bg-card px-6 py-10 text-center text-muted-foreground">{props.emptyText}</p>
    );
  }
  return wide ? <Table {...props} /> : <Cards {...props} />;
}

function Table({ movements, busy, productNames, showPlace = true, orderHref, caption = 'Stock movements' }: Props) {
  return (
    <div className={cn('relative overflow-x-auto rounded-xl border border-border bg-card', busy && 'opacity-60')}>
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Date
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Kind
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              SKU
            </th>
            {showPlace ? (
              <th scope="col" className="px-3 py-2 font-medium">
                Location
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              On-hand change
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Reserved change
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Order
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Reason
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              By
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {movements.map((m) => {
            const href = m.orderNumber && orderHref ? orderHref(m.orderNumber) : null;
            const name = productNames?.get(m.productId);
            return (
              <tr key={m.id} data-testid="movement-row">
                <td className="whitespace-nowrap px-3 py-2 text-muted-foreground">{formatDateTime(m.createdAt)}</td>
                <td className="whitespace-nowrap px-3 py-2 font-medium">{movementKindLabel(m.kind)}</td>
                <td className="px-3 py-2">
                  <span className="whitespace-nowrap font-mono text-xs">{m.sku}</span>
                  {name ? <span className="block max-w-48 text-xs text-muted-foreground">{name}</span> : null}
                </td>
                {showPlace ? <td className="px-3 py-2">{movementPlace(m)}</td> : null}
                <Change value={m.onHandDelta} label="on hand" />
                <Change value={m.reservedDelta} label="reserved" />
                <td className="whitespace-nowrap px-3 py-2">
                  <OrderNumber movement={m} href={href} />
                </td>
                <td className="px-3 py-2">{m.reason ? <span className="block max-w-64">{m.reason}</span> : <Blank />}</td>
                <td className="px-3 py-2">{m.actorName ?? <span className="text-muted-foreground">System</span>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
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
function Change({ value, label }: { value: number; label: string }) {
  return (
    <td
      className={cn(
        'whitespace-nowrap px-3 py-2 text-right font-medium tabular-nums',
        value > 0 && 'text-success',
        value < 0 && 'text-destructive',
        value === 0 && 'font-normal text-muted-foreground',
      )}
    >
      {value === 0 ? <Blank /> : formatSignedChange(value)}
      {value === 0 ? <span className="sr-only">no change to {label}</span> : null}
    </td>
  );
}

function Blank() {
  return (
    <span aria-hidden className="text-muted-foreground">
      —
    </span>
  );
}
