import { Link } from 'react-router';
import { Ban, PackageCheck, PackageOpen, Truck } from 'lucide-react';
import type { ShippingItem } from '../../../../shared/operations.contracts';
import { paths } from '../../../../shared/routes';
import { formatPeso } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { formatDate } from '../../../../shared/time';
import { headOfficeMayCancel, NEXT_STEP_LABELS, nextStepFor, type NextStep } from '../../../lib/shipping-actions';

const STEP_ICONS = { processing: PackageOpen, ship: Truck, deliver: PackageCheck } as const;

/**
 * One table for every width: from md up it is a table; below, each row becomes a card (the cells
 * stack with their own labels), so each control exists once for keyboards and screen readers.
 */
export function ShippingTable({
  items,
  selection,
  busyId,
  onSelect,
  onStep,
  onCancel,
}: {
  items: ShippingItem[];
  selection: ReadonlySet<string>;
  /** The order whose action is running, if any. */
  busyId: string | null;
  onSelect: (id: string, on: boolean) => void;
  onStep: (item: ShippingItem, step: NextStep) => void;
  onCancel: (item: ShippingItem) => void;
}) {
  return (
    <table className="w-full text-sm max-md:block">
      <caption className="sr-only">Orders to fulfil</caption>
      <thead className="bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground max-md:hidden">
        <tr>
          <th scope="col" className="w-10 px-2.5 py-2">
            <span className="sr-only">Select</span>
          </th>
          <th scope="col" className="px-2.5 py-2 font-medium">
            Order
          </th>
          <th scope="col" className="px-2.5 py-2 font-medium">
            Location
          </th>
          <th scope="col" className="px-2.5 py-2 font-medium">
            Status
          </th>
          <th scope="col" className="px-2.5 py-2 font-medium">
            Shipment
          </th>
          <th scope="col" className="px-2.5 py-2 text-right font-medium">
            Total
          </th>
          <th scope="col" className="px-2.5 py-2 text-right font-medium">
            Actions
          </th>
        </tr>
      </thead>
      <tbody className="max-md:grid max-md:gap-3 md:divide-y md:divide-border">
        {items.map((item) => {
          const step = nextStepFor(item.status);
          const StepIcon = step ? STEP_ICONS[step] : null;
          const busy = busyId === item.id;
          const cancellable = headOfficeMayCancel(item.status);
          return (
            <tr
              key={item.id}
              data-testid="shipping-row"
              className={cn(
                'align-top max-md:grid max-md:grid-cols-[auto_1fr_auto] max-md:gap-x-3 max-md:gap-y-1 max-md:rounded-xl max-md:border max-md:border-border max-md:bg-card max-md:p-4 max-md:shadow-sm',
                selection.has(item.id) && 'bg-brand-50/60',
              )}
            >
              <td className="px-2.5 py-3 max-md:row-span-2 max-md:p-0 max-md:pt-0.5">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  aria-label={`Select ${item.orderNumber}`}
                  checked={selection.has(item.id)}
                  onChange={(e) => onSelect(item.id, e.target.checked)}
                />
              </td>
              <td className="px-2.5 py-3 max-md:p-0">
                <Link
                  to={paths.orderDetail(item.id)}
                  className="font-medium text-primary underline-offset-4 hover:underline max-md:break-all md:whitespace-nowrap"
                >
                  {item.orderNumber}
                </Link>
                <span className="block text-xs text-muted-foreground">
                  {item.itemCount} {item.itemCount === 1 ? 'item' : 'items'}
                </span>
              </td>
              <td className="px-2.5 py-3 max-md:col-start-2 max-md:row-start-2 max-md:p-0 max-md:text-muted-foreground md:min-w-28">
                {item.location.name}
              </td>
              <td className="px-2.5 py-3 max-md:col-start-3 max-md:row-start-1 max-md:p-0 max-md:text-right">
                <OrderStatusBadge status={item.status} />
              </td>
              <td className="px-2.5 py-3 max-md:col-start-2 max-md:p-0 max-md:pt-1">
                {/* Carrier and tracking once shipped; the estimate as soon as there is one. */}
                {item.carrier ? (
                  <span className="grid">
                    <span className="font-medium">
                      <span className="sr-only">Carrier: </span>
                      {item.carrier}
                      {item.shippingMethod ? <span className="font-normal text-muted-foreground"> · {item.shippingMethod}</span> : null}
                    </span>
                    <span className="break-all font-mono text-xs">
                      <span className="sr-only">Tracking number: </span>
                      {item.trackingNumber}
                    </span>
                  </span>
                ) : null}
                {item.estimatedDelivery ? (
                  <span className="block text-muted-foreground">
                    Est. delivery <span className="whitespace-nowrap text-foreground">{formatDate(item.estimatedDelivery)}</span>
                  </span>
                ) : null}
                {!item.carrier && !item.estimatedDelivery ? <span className="text-muted-foreground max-md:hidden">—</span> : null}
              </td>
              <td className="whitespace-nowrap px-2.5 py-3 text-right font-medium tabular-nums max-md:self-end max-md:p-0">
                <span className="sr-only">Total </span>
                {formatPeso(item.totalCentavos)}
              </td>
              <td className="px-2.5 py-3 max-md:col-span-3 max-md:p-0 max-md:empty:hidden">
                {step || cancellable ? (
                  <div className="flex flex-wrap justify-end gap-2 max-md:pt-2 md:flex-nowrap">
                    {step && StepIcon ? (
                      <Button
                        size="sm"
                        variant={step === 'ship' ? 'default' : 'outline'}
                        disabled={busy}
                        onClick={() => onStep(item, step)}
                      >
                        <StepIcon aria-hidden />
                        {busy ? 'Saving…' : NEXT_STEP_LABELS[step]}
                      </Button>
                    ) : null}
                    {cancellable ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-destructive"
                        disabled={busy}
                        aria-label="Cancel order"
                        title="Cancel order"
                        onClick={() => onCancel(item)}
                      >
                        <Ban aria-hidden />
                        {/* Icon-only in the table until there is room; the name is "Cancel order" either way. */}
                        <span className="md:max-2xl:hidden">Cancel order</span>
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
