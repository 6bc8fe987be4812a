import { toast } from 'sonner';
import { CancelReasonForm } from '../../../components/cancel-reason-form';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { errorMessage } from '../../../lib/api-client';
import { useCancelOrder } from '../cancel-order';
import { orderConflictOf } from '../../../lib/order-conflict';

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
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel ${orderNumber}?`}
      description="Head office will not process it, and the reserved stock goes back to the warehouse."
    >
      <CancelForm orderId={orderId} onDone={() => onOpenChange(false)} />
    </DialogShell>
  );
}

function CancelForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const cancel = useCancelOrder();
  return (
    <CancelReasonForm
      pending={cancel.isPending}
      errorText={cancel.isError && !orderConflictOf(cancel.error) ? errorMessage(cancel.error, 'Failed to cancel the order.') : null}
      onKeep={onDone}
      onSubmit={(reason, onFieldErrors) =>
        cancel.mutate(
          { id: orderId, reason },
          {
            onSuccess: (order) => {
              toast.success(`Order ${order.orderNumber} cancelled`, { id: 'order-cancelled' });
              onDone();
            },
            onError: (error) => {
              // Head office got there first: the page re-reads the order (query client) and the dialog
              // closes with the reason in words, since the Cancel button is about to go.
              const moved = orderConflictOf(error);
              if (moved) {
                toast.error(moved.reason, { id: `order-conflict-${moved.orderId}`, duration: 10_000 });
                onDone();
                return;
              }
              onFieldErrors(error);
            },
          },
        )
      }
    />
  );
}
