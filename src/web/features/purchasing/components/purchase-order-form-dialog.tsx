import { useId, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { toast } from 'sonner';
import { Trash2 } from 'lucide-react';
import type { PurchaseOrder } from '../../../../shared/purchasing.contracts';
import type { SupplierProduct } from '../../../../shared/suppliers.contracts';
import { formatPeso } from '../../../../shared/money';
import { manilaToday } from '../../../../shared/time';
import { DateField, FormDialog, MoneyField, TextField, TextareaField, useAppForm, saveLabels, whileOpen } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useCreatePurchaseOrder } from '../create-purchase-order';
import { useAllProductsOfSupplier } from '../../../lib/queries/get-supplier-products';
import {
  PO_FORM_LABELS,
  emptyPurchaseOrderForm,
  formFromPurchaseOrder,
  formTotalCentavos,
  lineFromSupplierProduct,
  lineTotalCentavos,
  productsNotOnOrder,
  type PurchaseOrderFormValues,
} from '../purchase-order-form';
import { purchaseOrderResolver, type PoOutput } from '../purchase-order-resolver';
import { useUpdatePurchaseOrder } from '../update-purchase-order';
import { SupplierPicker } from '../../../components/supplier-picker';

type FormControl = Control<PurchaseOrderFormValues, unknown, PoOutput>;

export type PurchaseOrderFormMode = { kind: 'create'; supplierId?: string } | { kind: 'edit'; po: PurchaseOrder };

/**
 * "New purchase order" and a draft's "Edit lines": pick an active supplier (new only), add lines from that
 * supplier's products (quantity prefilled with its minimum order quantity, unit cost with its current cost, both
 * editable), expected date and notes, with the total as it is typed. Server field errors land on their line.
 */
export const PurchaseOrderFormDialog = whileOpen(PurchaseOrderForm);

function PurchaseOrderForm({
  mode,
  onOpenChange,
  onSaved,
}: {
  mode: PurchaseOrderFormMode;
  onOpenChange: (open: boolean) => void;
  onSaved?: (po: PurchaseOrder) => void;
}) {
  const editing = mode.kind === 'edit' ? mode.po : null;
  const create = useCreatePurchaseOrder();
  const update = useUpdatePurchaseOrder();
  const form = useAppForm<PurchaseOrderFormValues, PoOutput>(
    purchaseOrderResolver,
    editing ? formFromPurchaseOrder(editing) : emptyPurchaseOrderForm(mode.kind === 'create' ? (mode.supplierId ?? '') : ''),
    { labels: PO_FORM_LABELS },
  );
  // The lines as plain form values, keyed by product (a PO holds each product once). Not useFieldArray: that one
  // export would join react-hook-form's chunk, which the sign-in page downloads too (its 110 KB budget).
  const lines = useWatch({ control: form.control, name: 'lines' }) ?? [];
  const setLines = (next: PurchaseOrderFormValues['lines']) => {
    form.clearErrors('lines');
    form.setValue('lines', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  const supplierId = useWatch({ control: form.control, name: 'supplierId' });
  const products = useAllProductsOfSupplier(supplierId || null);

  const onSubmit = form.submit(
    async (data) => {
      const po = editing
        ? await update.mutateAsync({
            id: editing.id,
            changes: { expectedDate: data.expectedDate ?? null, notes: data.notes, lines: data.lines },
          })
        : await create.mutateAsync(data);
      toast.success(editing ? `${po.poNumber} saved` : `Draft ${po.poNumber} created`);
      onOpenChange(false);
      onSaved?.(po);
    },
    editing ? 'The purchase order could not be saved.' : 'The purchase order could not be created.',
  );

  const linesError = form.formState.errors.lines?.message ?? form.formState.errors.lines?.root?.message;
  return (
    <FormDialog
      form={form}
      onClose={() => onOpenChange(false)}
      title={editing ? `Edit lines of ${editing.poNumber}` : 'New purchase order'}
      description={editing ? editing.supplierName : 'A draft to a supplier; submit it when it is ready.'}
      className="sm:max-w-3xl"
      onSubmit={onSubmit}
      {...saveLabels(editing !== null, 'Create draft')}
      pending={create.isPending || update.isPending}
    >
      {editing ? null : (
        <SupplierPicker
          activeOnly
          emptyLabel="Choose a supplier"
          value={supplierId || null}
          error={form.formState.errors.supplierId?.message}
          onChange={(id) => {
            form.setValue('supplierId', id ?? '', { shouldValidate: form.formState.isSubmitted });
            // Lines are the previous supplier's products: they cannot stay.
            setLines([]);
          }}
        />
      )}

      {supplierId ? (
        <section aria-label="Lines" className="grid gap-3">
          <AddProduct
            products={products.data ? productsNotOnOrder(products.data, lines) : []}
            loading={products.isLoading}
            failed={products.isError}
            noneLinked={products.data?.length === 0}
            onAdd={(sp) => setLines([...lines, lineFromSupplierProduct(sp)])}
          />
          {lines.length > 0 ? (
            <ul className="grid gap-3">
              {lines.map((line, index) => (
                <li
                  key={line.productId}
                  className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,1fr)_9rem_9rem_auto] sm:items-start"
                >
                  <div className="grid min-w-0 gap-0.5">
                    <p className="font-medium">{line.productName}</p>
                    <p className="text-xs text-muted-foreground">
                      {line.productSku} · supplier SKU {line.supplierSku}
                    </p>
                    <LineTotal control={form.control} index={index} />
                  </div>
                  <TextField
                    control={form.control}
                    name={`lines.${index}.quantity`}
                    label={
                      <>
                        Quantity<span className="sr-only"> of {line.productName}</span>
                      </>
                    }
                    hint={`Min. ${line.minOrderQty.toLocaleString('en-PH')}${line.casePack > 1 ? `, case of ${line.casePack}` : ''}`}
                    inputMode="numeric"
                    autoComplete="off"
                  />
                  <MoneyField
                    control={form.control}
                    name={`lines.${index}.unitCostPesos`}
                    label={
                      <>
                        Unit cost<span className="sr-only"> of {line.productName}</span>
                      </>
                    }
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="sm:mt-7"
                    aria-label={`Remove ${line.productName}`}
                    onClick={() => setLines(lines.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          {linesError ? <p className="text-sm text-destructive">{linesError}</p> : null}
          <OrderTotal control={form.control} />
        </section>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          control={form.control}
          name="expectedDate"
          label="Expected delivery"
          min={manilaToday()}
          hint="Leave empty to use the supplier's lead time."
        />
        <TextareaField control={form.control} name="notes" label="Notes" rows={2} maxLength={2000} />
      </div>
    </FormDialog>
  );
}

function AddProduct({
  products,
  loading,
  failed,
  noneLinked,
  onAdd,
}: {
  products: SupplierProduct[];
  loading: boolean;
  failed: boolean;
  noneLinked: boolean;
  onAdd: (product: SupplierProduct) => void;
}) {
  const id = useId();
  // The select only adds; it goes back to its prompt after each choice.
  const [value, setValue] = useState('');
  if (failed) return <p className="text-sm text-destructive">The supplier's products could not be loaded.</p>;
  if (noneLinked) {
    return (
      <p className="text-sm text-muted-foreground">
        This supplier supplies no product yet. Link products to it on the Products page first.
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Add product</Label>
      <Select
        id={id}
        value={value}
        disabled={loading || products.length === 0}
        onChange={(e) => {
          const chosen = products.find((p) => p.productId === e.target.value);
          if (chosen) onAdd(chosen);
          setValue('');
        }}
      >
        <option value="">
          {loading ? 'Loading products…' : products.length ? 'Choose a product to add' : 'Every product is on the order'}
        </option>
        {products.map((p) => (
          <option key={p.productId} value={p.productId}>
            {p.productName} ({p.productSku}) · {formatPeso(p.unitCostCentavos)} · min. {p.minOrderQty}
          </option>
        ))}
      </Select>
    </div>
  );
}

function LineTotal({ control, index }: { control: FormControl; index: number }) {
  const line = useWatch({ control, name: `lines.${index}` });
  return <p className="text-sm tabular-nums">Line total {formatPeso(line ? lineTotalCentavos(line) : 0)}</p>;
}

function OrderTotal({ control }: { control: FormControl }) {
  const lines = useWatch({ control, name: 'lines' });
  return (
    <p className="flex items-baseline justify-between border-t border-border pt-3 font-semibold" aria-live="polite">
      <span>Total</span>
      <span className="tabular-nums" data-testid="po-form-total">
        {formatPeso(formTotalCentavos(lines ?? []))}
      </span>
    </p>
  );
}
