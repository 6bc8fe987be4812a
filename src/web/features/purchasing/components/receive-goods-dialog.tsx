import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { toast } from 'sonner';
import type { PurchaseOrder } from '../../../../shared/purchasing.contracts';
import { FormDialog, TextField, TextareaField, useAppForm, whileOpen } from '../../../components/form';
import { receiveFormDefaults, unitsToReceive, type ReceiveFormValues } from '../receive-form';
import { receiveResolver, type ReceiveOutput } from '../purchase-order-resolver';
import { useReceivePurchaseOrder } from '../receive-purchase-order';

/**
 * "Receive goods": per line still to come, the quantity that arrived (0 … remaining, prefilled with all of it) and
 * one note. The units go into warehouse stock; the page shows the new figures once the answer comes.
 */
export const ReceiveGoodsDialog = whileOpen(ReceiveForm);

function ReceiveForm({ po, onOpenChange }: { po: PurchaseOrder; onOpenChange: (open: boolean) => void }) {
  const receive = useReceivePurchaseOrder();
  const form = useAppForm<ReceiveFormValues, ReceiveOutput>(receiveResolver, receiveFormDefaults(po), {
    labels: { lines: 'lines', note: 'note' },
  });
  // One row per PO line, fixed while the dialog is open (no useFieldArray: see purchase-order-form-dialog.tsx).
  const [rows] = useState(() => form.getValues('lines'));
  const onSubmit = form.submit(async (body) => {
    const updated = await receive.mutateAsync({ id: po.id, body });
    toast.success(updated.status === 'received' ? `${po.poNumber} fully received` : `Goods received on ${po.poNumber}`);
    onOpenChange(false);
  }, 'The goods could not be received.');
  const linesError = form.formState.errors.lines?.message ?? form.formState.errors.lines?.root?.message;

  return (
    <FormDialog
      form={form}
      onClose={() => onOpenChange(false)}
      title={`Receive goods on ${po.poNumber}`}
      description="Enter what arrived; 0 for a line that did not come. The units are added to warehouse stock."
      className="sm:max-w-2xl"
      onSubmit={onSubmit}
      submitLabel="Receive goods"
      pendingLabel="Receiving…"
      pending={receive.isPending}
    >
      <ul className="grid gap-3">
        {rows.map((row, index) => (
          <li key={row.lineId} className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,1fr)_9rem] sm:items-start">
            <div className="grid gap-0.5">
              <p className="font-medium">{row.productName}</p>
              <p className="text-sm text-muted-foreground">{row.remaining.toLocaleString('en-PH')} still to come</p>
            </div>
            <TextField
              control={form.control}
              name={`lines.${index}.quantity`}
              label={
                <>
                  Received<span className="sr-only"> of {row.productName}</span>
                </>
              }
              inputMode="numeric"
              autoComplete="off"
            />
          </li>
        ))}
      </ul>
      {linesError ? <p className="text-sm text-destructive">{linesError}</p> : null}
      <UnitsSummary control={form.control} />
      <TextareaField
        control={form.control}
        name="note"
        label="Note (optional)"
        rows={2}
        maxLength={500}
        hint="Delivery receipt number, damage, short shipment…"
      />
    </FormDialog>
  );
}

function UnitsSummary({ control }: { control: Control<ReceiveFormValues, unknown, ReceiveOutput> }) {
  const lines = useWatch({ control, name: 'lines' });
  const units = unitsToReceive(lines ?? []);
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      {units.toLocaleString('en-PH')} {units === 1 ? 'unit' : 'units'} will be added to warehouse stock.
    </p>
  );
}
