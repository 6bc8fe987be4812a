import { toast } from 'sonner';
import type { z } from 'zod';
import type { WarehouseRow } from '../../../../shared/inventory.contracts';
import { CountField, FormWithFooter, TextareaField, useAppForm } from '../../../components/form';
import { problemText } from '../error-text';
import { formatCount } from '../movement-format';
import { useRecordReceipt } from '../record-receipt';
import { RECEIPT_LABELS, RECEIPT_SCHEMA, receiptInput, type ReceiptFormValues } from '../stock-forms';
import { StockDialog, type StockDialogProps } from './stock-dialog';

/** "Receive stock": units arriving at the warehouse (a receipt movement); reason optional. */
export function ReceiveStockDialog(props: StockDialogProps) {
  return (
    <StockDialog {...props} title="Receive stock">
      {(r) => <ReceiptForm row={r} onDone={props.onClose} />}
    </StockDialog>
  );
}

function ReceiptForm({ row, onDone }: { row: WarehouseRow; onDone: () => void }) {
  const receipt = useRecordReceipt();
  const form = useAppForm<ReceiptFormValues, z.output<typeof RECEIPT_SCHEMA>>(
    RECEIPT_SCHEMA,
    { quantity: '', reason: '' },
    { labels: RECEIPT_LABELS, toInput: receiptInput, describeError: problemText },
  );

  const submit = form.submit(async (values) => {
    const updated = await receipt.mutateAsync({ productId: row.productId, ...values });
    toast.success('Stock received', {
      description: `${formatCount(values.quantity)} ${row.unit} of ${row.name} · on hand now ${formatCount(updated.onHand)}`,
    });
    onDone();
  }, 'The receipt could not be recorded.');

  return (
    <FormWithFooter form={form} onSubmit={submit} onCancel={onDone} submitLabel="Record receipt" pendingLabel="Recording…">
      <CountField
        control={form.control}
        name="quantity"
        label="Quantity"
        min={1}
        autoComplete="off"
        autoFocus
        hint={`Units (${row.unit}) that arrived at the warehouse.`}
      />
      <TextareaField
        control={form.control}
        name="reason"
        label="Reason"
        hint="Optional, e.g. the supplier's delivery note number."
        rows={2}
        maxLength={300}
      />
    </FormWithFooter>
  );
}
