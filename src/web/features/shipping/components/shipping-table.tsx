import { Link } from 'react-router';
import { Ban, PackageCheck, PackageOpen, Truck } from 'lucide-react';
import type { ShippingItem } from '../../../../shared/operations.contracts';
import { paths } from '../../../../shared/routes';
import { formatPeso } from '../../../../shared/money';
import { formatDate } from '../../../../shared/time';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { cn } from '../../../lib/cn';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { headOfficeMayCancel, NEXT_STEP_LABELS, nextStepFor, type NextStep } from '../../../lib/shipping-actions';

const STEP_ICONS = { processing: PackageOpen, ship: Truck, deliver: PackageCheck } as const;

interface Handlers {
  busyId: string | null;
  onStep: (item: ShippingItem, step: NextStep) => void;
  onCancel: (item: ShippingItem) => void;
}

function columnsFor({ busyId, onStep, onCancel }: Handlers): DataTableColumn<ShippingItem>[] {
  return [
    {
      id: 'order',
      header: 'Order',
      meta: { cardLabel: false, cardClassName: 'max-md:col-span-1' },
      cell: ({ row: { original: item } }) => (
        <>
          <Link
            to={paths.orderDetail(item.id)}
            className="font-medium text-primary underline-offset-4 hover:underline max-md:break-all md:whitespace-nowrap"
          >
            {item.orderNumber}
          </Link>
          <span className="block text-xs text-muted-foreground">
            {item.itemCount} {item.itemCount === 1 ? 'item' : 'items'}
          </span>
        </>
      ),
    },
    {
      id: 'location',
      header: 'Location',
      meta: {
        className: 'md:min-w-28',
        cardLabel: false,
        cardClassName: 'max-md:col-span-1 max-md:col-start-2 max-md:row-start-2 max-md:text-muted-foreground',
      },
      cell: ({ row: { original: item } }) => item.location.name,
    },
    {
      id: 'status',
      header: 'Status',
      meta: { cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:col-start-3 max-md:row-start-1 max-md:text-right' },
      cell: ({ row: { original: item } }) => <OrderStatusBadge status={item.status} />,
    },
    {
      id: 'shipment',
      header: 'Shipment',
      meta: { cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:col-start-2 max-md:pt-1' },
      // Carrier and tracking once shipped; the estimate as soon as there is one.
      cell: ({ row: { original: item } }) => (
        <>
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
        </>
      ),
    },
    {
      id: 'total',
      header: 'Total',
      meta: {
        className: 'whitespace-nowrap text-right font-medium tabular-nums',
        cardLabel: false,
        cardClassName: 'max-md:col-span-1 max-md:self-end',
      },
      cell: ({ row: { original: item } }) => (
        <>
          <span className="sr-only">Total </span>
          {formatPeso(item.totalCentavos)}
        </>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      meta: { className: 'text-right', cardLabel: false, cardClassName: 'max-md:col-span-3 max-md:empty:hidden' },
      cell: ({ row: { original: item } }) => {
        const step = nextStepFor(item.status);
        const StepIcon = step ? STEP_ICONS[step] : null;
        const busy = busyId === item.id;
        const cancellable = headOfficeMayCancel(item.status);
        if (!step && !cancellable) return null;
        return (
          <div className="flex flex-wrap justify-end gap-2 max-md:pt-2 md:flex-nowrap">
            {step && StepIcon ? (
              <Button size="sm" variant={step === 'ship' ? 'default' : 'outline'} disabled={busy} onClick={() => onStep(item, step)}>
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
        );
      },
    },
  ];
}

/**
 * One table for every width: from md up it is a table; below, each row becomes a card (the cells
 * stack with their own labels), so each control exists once for keyboards and screen readers.
 */
export function ShippingTable({
  items,
  selection,
  busyId,
  busy,
  onSelection,
  onStep,
  onCancel,
}: {
  items: ShippingItem[];
  selection: ReadonlySet<string>;
  /** The order whose action is running, if any. */
  busyId: string | null;
  busy?: boolean;
  onSelection: (next: Set<string>) => void;
  onStep: (item: ShippingItem, step: NextStep) => void;
  onCancel: (item: ShippingItem) => void;
}) {
  return (
    <DataTable
      scroll
      caption="Orders to fulfil"
      columns={columnsFor({ busyId, onStep, onCancel })}
      data={items}
      getRowId={(item) => item.id}
      selection={{
        selected: selection,
        onChange: onSelection,
        label: (item) => `Select ${item.orderNumber}`,
        cardClassName: 'max-md:row-span-2 max-md:pt-0.5',
      }}
      rowProps={(item) => ({
        'data-testid': 'shipping-row',
        className: cn('align-top max-md:grid-cols-[auto_1fr_auto]', selection.has(item.id) && 'bg-brand-50/60'),
      })}
      busy={busy}
      stacked
      className="[&_th]:text-xs [&_th]:uppercase [&_th]:tracking-wide"
    />
  );
}
