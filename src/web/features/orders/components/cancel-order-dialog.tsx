import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { ZCancelOrder } from '../../../../shared/ordering.contracts';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, defaultFieldMessages } from '../../../lib/form-errors';
import { FieldShell } from '../../notifications/components/field-shell';
import { useCancelOrder } from '../cancel-order';

const LABELS = { reason: 'reason' };

/** Cancel a pending order with a reason head office will see; the reserved stock is released. */
export function CancelOrderDialog({
  orderId,
  orderNumber,
  open,
  onOpenChange,
}: {
  orderId: string;
  orderNumber: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel {orderNumber}?</DialogTitle>
          <DialogDescription>Head office will not process it, and the reserved stock goes back to the warehouse.</DialogDescription>
        </DialogHeader>
        <CancelForm orderId={orderId} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CancelForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const id = useId();
  const cancel = useCancelOrder();
  const form = useForm({
    resolver: zodResolver(ZCancelOrder, defaultFieldMessages(LABELS), { raw: true }),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(({ reason }) =>
    cancel.mutate(
      { id: orderId, reason },
      {
        onSuccess: (order) => {
          toast.success(`Order ${order.orderNumber} cancelled`, { id: 'order-cancelled' });
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, form.setError, LABELS),
      },
    ),
  );
  const error = form.formState.errors.reason?.message;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {cancel.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(cancel.error, 'Failed to cancel the order.')}</AlertDescription>
        </Alert>
      ) : null}
      <FieldShell id={`${id}-reason`} label="Reason for cancelling" error={error}>
        {(aria) => <Textarea id={`${id}-reason`} rows={3} maxLength={500} required aria-required {...aria} {...form.register('reason')} />}
      </FieldShell>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={cancel.isPending}>
          Keep order
        </Button>
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling…' : 'Cancel order'}
        </Button>
      </DialogFooter>
    </form>
  );
}
