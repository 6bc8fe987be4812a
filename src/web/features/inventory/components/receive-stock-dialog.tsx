import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { WarehouseRow } from '../../../../shared/inventory.contracts';
import { Field, FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { formatCount } from '../movement-format';
import { useRecordReceipt } from '../record-receipt';
import { RECEIPT_LABELS, receiptResolver, type ReceiptFormValues, type ReceiptPayload } from '../stock-forms';
import { StockDialog, StockDialogError, StockDialogFooter } from './stock-dialog';

/** "Receive stock": units arriving at the warehouse (a receipt movement); reason optional. */
export function ReceiveStockDialog({
  row,
  onClose,
  returnFocusTo,
}: {
  row: WarehouseRow | null;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null;
}) {
  return (
    <StockDialog
      row={row}
      open={row !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Receive stock"
      returnFocusTo={returnFocusTo}
    >
      {(r) => <ReceiptForm row={r} onDone={onClose} />}
    </StockDialog>
  );
}

function ReceiptForm({ row, onDone }: { row: WarehouseRow; onDone: () => void }) {
  const id = useId();
  const receipt = useRecordReceipt();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<ReceiptFormValues, unknown, ReceiptPayload>({
    resolver: receiptResolver,
    defaultValues: { quantity: '', reason: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const updated = await receipt.mutateAsync({ productId: row.productId, ...values });
      toast.success('Stock received', {
        description: `${formatCount(values.quantity)} ${row.unit} of ${row.name} · on hand now ${formatCount(updated.onHand)}`,
      });
      onDone();
    } catch (error) {
      // A message that landed next to its field isn't repeated above the form.
      if (!applyServerFieldErrors(error, form.setError, RECEIPT_LABELS)) setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <StockDialogError error={failure} fallback="The receipt could not be recorded." />
      <FormField
        id={`${id}-quantity`}
        label="Quantity"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        autoComplete="off"
        autoFocus
        hint={`Units (${row.unit}) that arrived at the warehouse.`}
        error={errors.quantity?.message}
        {...form.register('quantity')}
      />
      <Field id={`${id}-reason`} label="Reason" hint="Optional, e.g. the supplier's delivery note number." error={errors.reason?.message}>
        {(aria) => <Textarea rows={2} maxLength={300} {...aria} {...form.register('reason')} />}
      </Field>
      <StockDialogFooter busy={form.formState.isSubmitting} confirmLabel="Record receipt" pendingLabel="Recording…" onCancel={onDone} />
    </form>
  );
}
