import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { ZSupplierProductInput, type SupplierProduct } from '../../../../shared/suppliers.contracts';
import { formatPeso } from '../../../../shared/money';
import { CheckboxField, CountField, FormDialog, MoneyField, TextField, useAppForm, saveLabels, whileOpen } from '../../../components/form';
import { useCreateSupplierProduct, useUpdateSupplierProduct } from '../supplier-product-writes';
import {
  emptySupplierProduct,
  SUPPLIER_PRODUCT_LABELS,
  supplierProductToFormValues,
  toSupplierProductInput,
} from '../supplier-product-form-values';
import { ProductPicker } from './product-picker';
import { SupplierIdField } from './supplier-form-fields';

/**
 * "Link product" (link null) or edit a link. A new link picks its supplier (fixed on a supplier's page) and a
 * catalogue product; an edit changes the terms only, and a changed unit cost is kept in the cost history with the note.
 */
export const SupplierProductDialog = whileOpen(LinkForm);

function LinkForm({
  link,
  supplierId,
  onClose,
}: {
  link: SupplierProduct | null;
  /** On a supplier's page: new links are this supplier's. */
  supplierId?: string;
  onClose: () => void;
}) {
  const create = useCreateSupplierProduct();
  const update = useUpdateSupplierProduct();
  // Both use the full input contract, so a blank cost or quantity is refused on edit too; the edit then sends the terms.
  const form = useAppForm(ZSupplierProductInput, link ? supplierProductToFormValues(link) : emptySupplierProduct(supplierId), {
    labels: SUPPLIER_PRODUCT_LABELS,
    toInput: toSupplierProductInput,
  });
  const { control } = form;
  const cost = useWatch({ control, name: 'unitCostPesos' });
  const costChanged = link !== null && cost !== link.unitCostCentavos;

  const submit = form.submit(async (input) => {
    if (link) {
      const { supplierId: _s, productId: _p, ...terms } = input;
      const saved = await update.mutateAsync({ id: link.id, patch: { ...terms, costNote: form.getValues('costNote') } });
      toast.success('Link updated', { description: `${saved.productName} from ${saved.supplierName}` });
    } else {
      const saved = await create.mutateAsync(input);
      toast.success('Product linked', { description: `${saved.productName} from ${saved.supplierName}` });
    }
    onClose();
  }, 'The link could not be saved.');

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={link ? `Edit ${link.productName} from ${link.supplierName}` : 'Link product'}
      description={link ? undefined : 'Which catalogue product this supplier supplies, and on what terms.'}
      className="sm:max-w-3xl"
      onSubmit={submit}
      {...saveLabels(link !== null, 'Link product')}
      pending={form.formState.isSubmitting || create.isPending || update.isPending}
    >
      {link ? null : (
        <>
          {supplierId ? null : <SupplierIdField control={control} />}
          <Controller
            control={control}
            name="productId"
            render={({ field, fieldState }) => (
              <ProductPicker
                value={field.value || null}
                onChange={(id) => field.onChange(id ?? '')}
                error={fieldState.error?.message}
                selectRef={field.ref}
              />
            )}
          />
        </>
      )}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField control={control} name="supplierSku" label="Supplier SKU" autoComplete="off" maxLength={60} />
        <MoneyField
          control={control}
          name="unitCostPesos"
          label="Unit cost (₱)"
          hint={link ? `Now ${formatPeso(link.unitCostCentavos)}. A change is kept in the cost history.` : undefined}
        />
      </div>
      {costChanged ? (
        <TextField
          control={control}
          name="costNote"
          label="Reason for the cost change (optional)"
          maxLength={200}
          placeholder="e.g. 2025 price list"
        />
      ) : null}
      <div className="grid items-start gap-4 sm:grid-cols-4">
        <CountField control={control} name="minOrderQty" label="Minimum order qty" min={1} />
        <CountField control={control} name="casePack" label="Case pack" min={1} />
        <CountField control={control} name="leadTimeDays" label="Lead time (days)" min={1} max={365} hint="Blank: the supplier's." />
        <CountField control={control} name="priority" label="Priority" min={1} max={99} hint="1 is tried first." />
      </div>
      <CheckboxField
        control={control}
        name="isPreferred"
        label="Preferred supplier for this product"
        note="Low-stock purchase orders go to the preferred supplier first."
      />
    </FormDialog>
  );
}
