import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { WarehouseRow } from '../../../../shared/inventory.contracts';
import { Field, FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { formatCount, formatSignedChange } from '../movement-format';
import { useRecordAdjustment } from '../record-adjustment';
import {
  ADJUSTMENT_KIND_LABELS,
  ADJUSTMENT_LABELS,
  adjustmentResolver,
  type AdjustmentFormValues,
  type AdjustmentPayload,
} from '../stock-forms';
import { StockDialog, StockDialogError, StockDialogFooter } from './stock-dialog';

/**
 * "Adjust": a signed correction of units on hand (stock count, damage, waste) with a required
 * reason. The server refuses a change that would leave less on hand than zero or than reserved.
 */
export function AdjustStockDialog({
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
      title="Adjust stock"
      returnFocusTo={returnFocusTo}
    >
      {(r) => <AdjustmentForm row={r} onDone={onClose} />}
    </StockDialog>
  );
}

function AdjustmentForm({ row, onDone }: { row: WarehouseRow; onDone: () => void }) {
  const id = useId();
  const adjust = useRecordAdjustment();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<AdjustmentFormValues, unknown, AdjustmentPayload>({
    resolver: adjustmentResolver,
    defaultValues: { delta: '', kind: 'adjustment', reason: '' },
  });
  const { errors } = form.formState;
  const typed = Number(useWatch({ control: form.control, name: 'delta' }));
  const preview = Number.isInteger(typed) && typed !== 0 ? row.onHand + typed : null;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const updated = await adjust.mutateAsync({ productId: row.productId, ...values });
      toast.success(values.kind === 'waste' ? 'Waste recorded' : 'Adjustment recorded', {
        description: `${formatSignedChange(values.delta)} ${row.unit} of ${row.name} · on hand now ${formatCount(updated.onHand)}`,
      });
      onDone();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ADJUSTMENT_LABELS)) setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <StockDialogError error={failure} fallback="The adjustment could not be recorded." />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-delta`}
          label="Change"
          type="number"
          step={1}
          autoComplete="off"
          autoFocus
          hint="Units to add; use a negative number to remove units."
          error={errors.delta?.message}
          {...form.register('delta')}
        />
        <Field id={`${id}-kind`} label="Type" error={errors.kind?.message}>
          {(aria) => (
            <Select {...aria} {...form.register('kind')}>
              {Object.entries(ADJUSTMENT_KIND_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
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
      <Field
        id={`${id}-reason`}
        label="Reason"
        hint="Required: say what happened, e.g. stock count or damaged in storage."
        error={errors.reason?.message}
      >
        {(aria) => <Textarea rows={2} maxLength={300} required aria-required {...aria} {...form.register('reason')} />}
      </Field>
      <StockDialogFooter busy={form.formState.isSubmitting} confirmLabel="Record adjustment" pendingLabel="Recording…" onCancel={onDone} />
    </form>
  );
}
