import { toast } from 'sonner';
import { formatPeso } from '../../../../shared/money';
import { ZSalesYieldInput, type SalesYield } from '../../../../shared/sales-integrity.contracts';
import { FormDialog, MoneyField, useAppForm, whileOpen } from '../../../components/form';
import { useSetSalesYield } from '../set-sales-yield';

/** Set one product's sales yield for one brand. Mounted only while open. */
export const SalesYieldDialog = whileOpen(SalesYieldForm);

function SalesYieldForm({ row, onClose }: { row: SalesYield; onClose: () => void }) {
  const save = useSetSalesYield();
  const form = useAppForm(ZSalesYieldInput, { yieldCentavos: row.yieldCentavos as number }, { labels: { yieldCentavos: 'sales yield' } });
  const submit = form.submit(async (body) => {
    await save.mutateAsync({ productId: row.productId, brandId: row.brandId, body });
    toast.success('Sales yield saved', {
      description: `${row.name} (${row.brandName}): ${formatPeso(body.yieldCentavos)} per ${row.unit}`,
    });
    onClose();
  }, 'The sales yield could not be saved.');
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={`Sales yield of ${row.name}`}
      description={`${row.brandName}: the net sales a store is expected to make from one ${row.unit} bought (${row.sku}, ${formatPeso(row.priceCentavos)} per ${row.unit} from the warehouse). The nightly checks use it from their next run.`}
      onSubmit={submit}
      submitLabel="Save yield"
      pendingLabel="Saving…"
    >
      <MoneyField control={form.control} name="yieldCentavos" label={`Expected net sales per ${row.unit} (₱)`} required />
    </FormDialog>
  );
}
