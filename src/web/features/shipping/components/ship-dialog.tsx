import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { CARRIERS, SHIPPING_METHODS, ZShip } from '../../../../shared/operations.contracts';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field, FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { applyServerFieldErrors, defaultFieldMessages } from '../../../lib/form-errors';
import { operationErrorText } from '../../../lib/operation-errors';
import { defaultEstimatedDelivery, manilaDate } from '../ship-defaults';
import { useShipOrder } from '../ship-order';

const LABELS = {
  carrier: 'carrier',
  trackingNumber: 'tracking number',
  shippingMethod: 'shipping method',
  estimatedDelivery: 'estimated delivery',
};

/** Mark one processing order as shipped: every shipment gets its own carrier and tracking number. */
export function ShipDialog({ order, onClose }: { order: { id: string; orderNumber: string } | null; onClose: () => void }) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ship {order?.orderNumber}</DialogTitle>
          <DialogDescription>The reserved units leave the warehouse and the franchisee gets the tracking details.</DialogDescription>
        </DialogHeader>
        {order ? <ShipForm key={order.id} order={order} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ShipForm({ order, onDone }: { order: { id: string; orderNumber: string }; onDone: () => void }) {
  const id = useId();
  const ship = useShipOrder();
  const today = manilaDate(new Date());
  const form = useForm({
    resolver: zodResolver(ZShip, defaultFieldMessages(LABELS), { raw: true }),
    defaultValues: {
      carrier: undefined,
      trackingNumber: '',
      shippingMethod: 'Standard',
      estimatedDelivery: defaultEstimatedDelivery(new Date()),
    },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit((shipment) =>
    ship.mutate(
      { orderId: order.id, shipment: { ...shipment, trackingNumber: shipment.trackingNumber.trim() } },
      {
        onSuccess: (o) => {
          toast.success(`${o.orderNumber} marked as shipped`, {
            id: `shipped-${o.id}`,
            description: o.shipment?.trackingNumber ?? undefined,
          });
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, form.setError, LABELS),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {ship.isError ? (
        <Alert variant="destructive">
          <AlertDescription data-testid="ship-error">
            {operationErrorText(ship.error, 'The order could not be marked as shipped.')}
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-carrier`} label="Carrier" error={errors.carrier?.message}>
          {(aria) => (
            <Select required aria-required {...aria} {...form.register('carrier')}>
              <option value="">Choose a carrier</option>
              {CARRIERS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <FormField
          id={`${id}-tracking`}
          label="Tracking number"
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          required
          aria-required
          error={errors.trackingNumber?.message}
          {...form.register('trackingNumber')}
        />
        <Field id={`${id}-method`} label="Shipping method" error={errors.shippingMethod?.message}>
          {(aria) => (
            <Select required aria-required {...aria} {...form.register('shippingMethod')}>
              {SHIPPING_METHODS.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <FormField
          id={`${id}-eta`}
          label="Estimated delivery"
          type="date"
          min={today}
          required
          aria-required
          error={errors.estimatedDelivery?.message}
          {...form.register('estimatedDelivery')}
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={ship.isPending}>
          Back
        </Button>
        <Button type="submit" disabled={ship.isPending}>
          {ship.isPending ? 'Shipping…' : 'Mark as shipped'}
        </Button>
      </DialogFooter>
    </form>
  );
}
