import { toast } from 'sonner';
import { CancelReasonForm } from '../../../components/cancel-reason-form';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { operationErrorText } from '../../../lib/operation-errors';
import { useHeadOfficeCancel } from '../head-office-cancel';

/** Head office stops an approved or processing order; the franchisee is told why and the stock released. */
export function HeadOfficeCancelDialog({ order, onClose }: { order: { id: string; orderNumber: string } | null; onClose: () => void }) {
  return (
    <DialogShell
      open={order !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Cancel ${order?.orderNumber ?? ''}?`}
      description="The reserved stock goes back to the warehouse and the franchisee is notified with your reason."
    >
      {order ? <CancelForm key={order.id} order={order} onDone={onClose} /> : null}
    </DialogShell>
  );
}

function CancelForm({ order, onDone }: { order: { id: string; orderNumber: string }; onDone: () => void }) {
  const cancel = useHeadOfficeCancel();
  return (
    <CancelReasonForm
      pending={cancel.isPending}
      errorText={cancel.isError ? operationErrorText(cancel.error, 'The order could not be cancelled.') : null}
      onKeep={onDone}
      onSubmit={(reason, onFieldErrors) =>
        cancel.mutate(
          { orderId: order.id, reason },
          {
            onSuccess: (o) => {
              toast.success(`${o.orderNumber} cancelled`, { id: `cancelled-${o.id}` });
              onDone();
            },
            onError: onFieldErrors,
          },
        )
      }
    />
  );
}
