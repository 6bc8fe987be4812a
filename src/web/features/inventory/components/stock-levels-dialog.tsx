import { toast } from 'sonner';
import type { z } from 'zod';
import type { WarehouseRow } from '../../../../shared/inventory.contracts';
import { CountField, FormWithFooter, useAppForm } from '../../../components/form';
import { problemText } from '../error-text';
import { formatCount } from '../movement-format';
import { LEVELS_LABELS, LEVELS_SCHEMA, levelsInput, type LevelsFormValues } from '../stock-forms';
import { useUpdateStockLevels } from '../update-stock-levels';
import { StockDialog, type StockDialogProps } from './stock-dialog';

/** "Levels": the warehouse reorder level (low-stock alerts fire at or below it) and max level. */
export function StockLevelsDialog(props: StockDialogProps) {
  return (
    <StockDialog {...props} title="Stock levels">
      {(r) => <LevelsForm row={r} onDone={props.onClose} />}
    </StockDialog>
  );
}

function LevelsForm({ row, onDone }: { row: WarehouseRow; onDone: () => void }) {
  const levels = useUpdateStockLevels();
  const form = useAppForm<LevelsFormValues, z.output<typeof LEVELS_SCHEMA>>(
    LEVELS_SCHEMA,
    { reorderLevel: String(row.reorderLevel), maxLevel: row.maxLevel === null ? '' : String(row.maxLevel) },
    { labels: LEVELS_LABELS, toInput: levelsInput, describeError: problemText },
  );

  const submit = form.submit(async (values) => {
    const updated = await levels.mutateAsync({ productId: row.productId, ...values });
    toast.success('Levels saved', {
      description: `${row.name}: reorder at ${formatCount(updated.reorderLevel)}, ${updated.maxLevel === null ? 'no maximum' : `max ${formatCount(updated.maxLevel)}`}`,
    });
    onDone();
  }, 'The levels could not be saved.');

  return (
    <FormWithFooter form={form} onSubmit={submit} onCancel={onDone} submitLabel="Save levels" pendingLabel="Saving…">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <CountField
          control={form.control}
          name="reorderLevel"
          label="Reorder level"
          autoComplete="off"
          autoFocus
          hint="Low when available stock is at or below this."
        />
        <CountField control={form.control} name="maxLevel" label="Max level" autoComplete="off" hint="Leave blank for no maximum." />
      </div>
    </FormWithFooter>
  );
}
