import { toast } from 'sonner';
import type { z } from 'zod';
import { CARRIERS, SHIPPING_METHODS, ZShip } from '../../../../shared/operations.contracts';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { DateField, EnumSelectField, FormBody, FormError, FormFooter, TextField, useAppForm } from '../../../components/form';
import { operationErrorText } from '../../../lib/operation-errors';
import { defaultEstimatedDelivery, manilaDate } from '../ship-defaults';
import { useShipOrder } from '../ship-order';

type ShipInput = z.input<typeof ZShip>;
/** The selects hold '' until a choice is made; the contract refuses that with its own message. */
type ShipValues = Omit<ShipInput, 'carrier' | 'shippingMethod'> & { carrier: string; shippingMethod: string };

const LABELS = {
  carrier: 'carrier',
  trackingNumber: 'tracking number',
  shippingMethod: 'shipping method',
  estimatedDelivery: 'estimated delivery',
};

/** Mark one processing order as shipped: every shipment gets its own carrier and tracking number. */
export function ShipDialog({ order, onClose }: { order: { id: string; orderNumber: string } | null; onClose: () => void }) {
  return (
    <DialogShell
      open={order !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Ship ${order?.orderNumber ?? ''}`}
      description="The reserved units leave the warehouse and the franchisee gets the tracking details."
    >
      {order ? <ShipForm key={order.id} order={order} onDone={onClose} /> : null}
    </DialogShell>
  );
}

function ShipForm({ order, onDone }: { order: { id: string; orderNumber: string }; onDone: () => void }) {
  const ship = useShipOrder();
  const today = manilaDate(new Date());
  const form = useAppForm<ShipValues>(
    ZShip,
    { carrier: '', trackingNumber: '', shippingMethod: 'Standard', estimatedDelivery: defaultEstimatedDelivery(new Date()) },
    { labels: LABELS, raw: true },
  );

  const submit = form.handleSubmit((shipment) =>
    ship.mutate(
      // Raw values passed the contract, so the carrier and method are among its choices.
      { orderId: order.id, shipment: { ...(shipment as ShipInput), trackingNumber: shipment.trackingNumber.trim() } },
      {
        onSuccess: (o) => {
          toast.success(`${o.orderNumber} marked as shipped`, {
            id: `shipped-${o.id}`,
            description: o.shipment?.trackingNumber ?? undefined,
          });
          onDone();
        },
        onError: (error) => form.fail(error, ''),
      },
    ),
  );

  return (
    <FormBody
      onSubmit={submit}
      footer={
        <FormFooter cancelLabel="Back" onCancel={onDone} submitLabel="Mark as shipped" pendingLabel="Shipping…" pending={ship.isPending} />
      }
    >
      <FormError
        message={ship.isError ? operationErrorText(ship.error, 'The order could not be marked as shipped.') : null}
        testId="ship-error"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <EnumSelectField
          control={form.control}
          name="carrier"
          label="Carrier"
          required
          aria-required
          placeholder="Choose a carrier"
          options={CARRIERS.map((c) => ({ value: c, label: c }))}
        />
        <TextField
          control={form.control}
          name="trackingNumber"
          label="Tracking number"
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          required
          aria-required
        />
        <EnumSelectField
          control={form.control}
          name="shippingMethod"
          label="Shipping method"
          required
          aria-required
          options={SHIPPING_METHODS.map((m) => ({ value: m, label: m }))}
        />
        <DateField control={form.control} name="estimatedDelivery" label="Estimated delivery" min={today} required aria-required />
      </div>
    </FormBody>
  );
}
