import { toast } from 'sonner';
import { ZCancelPurchaseOrder, type PurchaseOrder } from '../../../../shared/purchasing.contracts';
import { FormDialog, ReasonField, useAppForm, whileOpen } from '../../../components/form';
import { useCancelPurchaseOrder } from '../cancel-purchase-order';

/** "Cancel PO": asks for the reason, which the status history keeps. Not possible once goods were received. */
export const CancelPurchaseOrderDialog = whileOpen(CancelForm);

function CancelForm({ po, onOpenChange }: { po: PurchaseOrder; onOpenChange: (open: boolean) => void }) {
  const cancel = useCancelPurchaseOrder();
  const form = useAppForm(ZCancelPurchaseOrder, { reason: '' }, { labels: { reason: 'reason' } });
  const onSubmit = form.submit(async ({ reason }) => {
    await cancel.mutateAsync({ id: po.id, reason });
    toast.success(`${po.poNumber} cancelled`);
    onOpenChange(false);
  }, 'The purchase order could not be cancelled.');
  return (
    <FormDialog
      form={form}
      onClose={() => onOpenChange(false)}
      title={`Cancel ${po.poNumber}?`}
      description={`The order to ${po.supplierName} stops here; this cannot be undone.`}
      onSubmit={onSubmit}
      submitLabel="Cancel PO"
      pendingLabel="Cancelling…"
      pending={cancel.isPending}
      cancelLabel="Keep PO"
      variant="destructive"
    >
      <ReasonField control={form.control} name="reason" label="Reason for cancelling" required />
    </FormDialog>
  );
}
