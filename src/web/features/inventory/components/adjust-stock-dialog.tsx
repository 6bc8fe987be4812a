import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { WarehouseRow } from '../../../../shared/inventory.contracts';
import { CountField, EnumSelectField, FormWithFooter, TextareaField, useAppForm } from '../../../components/form';
import { problemText } from '../error-text';
import { formatCount, formatSignedChange } from '../movement-format';
import { useRecordAdjustment } from '../record-adjustment';
import { ADJUSTMENT_KIND_LABELS, ADJUSTMENT_LABELS, ADJUSTMENT_SCHEMA, adjustmentInput, type AdjustmentFormValues } from '../stock-forms';
import { StockDialog, type StockDialogProps } from './stock-dialog';

/**
 * "Adjust": a signed correction of units on hand (stock count, damage, waste) with a required
 * reason. The server refuses a change that would leave less on hand than zero or than reserved.
 */
export function AdjustStockDialog(props: StockDialogProps) {
  return (
    <StockDialog {...props} title="Adjust stock">
      {(r) => <AdjustmentForm row={r} onDone={props.onClose} />}
    </StockDialog>
  );
}

const KIND_OPTIONS = Object.entries(ADJUSTMENT_KIND_LABELS).map(([value, label]) => ({ value, label }));

function AdjustmentForm({ row, onDone }: { row: WarehouseRow; onDone: () => void }) {
  const adjust = useRecordAdjustment();
  const form = useAppForm<AdjustmentFormValues, z.output<typeof ADJUSTMENT_SCHEMA>>(
    ADJUSTMENT_SCHEMA,
    { delta: '', kind: 'adjustment', reason: '' },
    { labels: ADJUSTMENT_LABELS, toInput: adjustmentInput, describeError: problemText },
  );
  const typed = Number(useWatch({ control: form.control, name: 'delta' }));
  const preview = Number.isInteger(typed) && typed !== 0 ? row.onHand + typed : null;

  const submit = form.submit(async (values) => {
    const updated = await adjust.mutateAsync({ productId: row.productId, ...values });
    toast.success(values.kind === 'waste' ? 'Waste recorded' : 'Adjustment recorded', {
      description: `${formatSignedChange(values.delta)} ${row.unit} of ${row.name} · on hand now ${formatCount(updated.onHand)}`,
    });
    onDone();
  }, 'The adjustment could not be recorded.');

  return (
    <FormWithFooter form={form} onSubmit={submit} onCancel={onDone} submitLabel="Record adjustment" pendingLabel="Recording…">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <CountField
          control={form.control}
          name="delta"
          label="Change"
          signed
          autoComplete="off"
          autoFocus
          hint="Units to add; use a negative number to remove units."
        />
        <EnumSelectField control={form.control} name="kind" label="Type" options={KIND_OPTIONS} />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {preview === null ? (
          `On hand now: ${formatCount(row.onHand)} ${row.unit}.`
        ) : (
          <>
            On hand after this change: <span className="font-medium text-foreground tabular-nums">{formatCount(preview)}</span> {row.unit}
            {preview < row.reserved ? ` — less than the ${formatCount(row.reserved)} reserved for orders, so it will be refused.` : '.'}
          </>
        )}
      </p>
      <TextareaField
        control={form.control}
        name="reason"
        label="Reason"
        hint="Required: say what happened, e.g. stock count or damaged in storage."
        rows={2}
        maxLength={300}
        required
        aria-required
      />
    </FormWithFooter>
  );
}
