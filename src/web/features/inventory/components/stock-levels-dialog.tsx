import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { WarehouseRow } from '../../../../shared/inventory.contracts';
import { FormField } from '../../../components/ui/form-field';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { formatCount } from '../movement-format';
import { LEVELS_LABELS, levelsResolver, type LevelsFormValues, type LevelsPayload } from '../stock-forms';
import { useUpdateStockLevels } from '../update-stock-levels';
import { StockDialog, StockDialogError, StockDialogFooter } from './stock-dialog';

/** "Levels": the warehouse reorder level (low-stock alerts fire at or below it) and max level. */
export function StockLevelsDialog({
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
      title="Stock levels"
      returnFocusTo={returnFocusTo}
    >
      {(r) => <LevelsForm row={r} onDone={onClose} />}
    </StockDialog>
  );
}

function LevelsForm({ row, onDone }: { row: WarehouseRow; onDone: () => void }) {
  const id = useId();
  const levels = useUpdateStockLevels();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<LevelsFormValues, unknown, LevelsPayload>({
    resolver: levelsResolver,
    defaultValues: { reorderLevel: String(row.reorderLevel), maxLevel: row.maxLevel === null ? '' : String(row.maxLevel) },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const updated = await levels.mutateAsync({ productId: row.productId, ...values });
      toast.success('Levels saved', {
        description: `${row.name}: reorder at ${formatCount(updated.reorderLevel)}, ${updated.maxLevel === null ? 'no maximum' : `max ${formatCount(updated.maxLevel)}`}`,
      });
      onDone();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, LEVELS_LABELS)) setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <StockDialogError error={failure} fallback="The levels could not be saved." />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-reorder`}
          label="Reorder level"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          autoComplete="off"
          autoFocus
          hint="Low when available stock is at or below this."
          error={errors.reorderLevel?.message}
          {...form.register('reorderLevel')}
        />
        <FormField
          id={`${id}-max`}
          label="Max level"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          autoComplete="off"
          hint="Leave blank for no maximum."
          error={errors.maxLevel?.message}
          {...form.register('maxLevel')}
        />
      </div>
      <StockDialogFooter busy={form.formState.isSubmitting} confirmLabel="Save levels" pendingLabel="Saving…" onCancel={onDone} />
    </form>
  );
}
