import { useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { CatalogFacets, Product } from '../../../../shared/catalog.contracts';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { Field, FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { checkImageFile, IMAGE_ACCEPT } from '../../../lib/upload-image';
import { categoryOptions } from '../../../lib/category-tree';
import { useCreateProduct } from '../create-product';
import {
  EMPTY_PRODUCT,
  PRODUCT_LABELS,
  productResolver,
  productToFormValues,
  type ProductFormValues,
  type ProductPayload,
} from '../product-form-values';
import { useUpdateProduct } from '../update-product';
import { useUploadProductImage } from '../upload-product-image';
import { CategorySelectOptions } from '../../../components/category-select-options';
import { ProductImage } from './product-image';

/** `product`: null for "New product", the product for "Edit"; `open` false hides the dialog. */
export function ProductFormDialog({
  open,
  product,
  facets,
  onClose,
}: {
  open: boolean;
  product: Product | null;
  facets: CatalogFacets | undefined;
  onClose: () => void;
}) {
  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={product ? `Edit ${product.name}` : 'New product'}
      className="sm:max-w-3xl"
    >
      {open ? <ProductForm key={product?.id ?? 'new'} product={product} facets={facets} onDone={onClose} /> : null}
    </DialogShell>
  );
}

function ProductForm({ product, facets, onDone }: { product: Product | null; facets: CatalogFacets | undefined; onDone: () => void }) {
  const id = useId();
  const create = useCreateProduct();
  const update = useUpdateProduct({ errorToast: false });
  const upload = useUploadProductImage();
  // Once a new product is created it is edited from then on (e.g. when only its image failed).
  const [saved, setSaved] = useState<Product | null>(product);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // The latest file choice: the content check of an earlier one must not overwrite it.
  const fileChoice = useRef(0);
  const [saveError, setSaveError] = useState<unknown>(null);
  const categories = useMemo(() => categoryOptions(facets?.categories ?? []), [facets]);
  const brands = facets?.brands ?? [];

  const form = useForm<ProductFormValues, unknown, ProductPayload>({
    resolver: productResolver,
    defaultValues: product ? productToFormValues(product) : EMPTY_PRODUCT,
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || create.isPending || update.isPending || upload.isPending;

  const submit = form.handleSubmit(async (payload) => {
    setSaveError(null);
    let result: Product;
    try {
      result = saved ? await update.mutateAsync({ id: saved.id, patch: payload }) : await create.mutateAsync(payload);
    } catch (error) {
      // A message that landed next to its field isn't repeated above the form.
      if (!applyServerFieldErrors(error, form.setError, PRODUCT_LABELS)) setSaveError(error);
      return;
    }
    const verb = saved ? 'updated' : 'created';
    setSaved(result);
    if (file) {
      try {
        await upload.mutateAsync({ id: result.id, file });
      } catch (error) {
        // The product itself is saved; keep the dialog open so the image can be tried again.
        setFileError(errorMessage(error, 'The image could not be uploaded.'));
        toast.error(`Product ${verb}, but the image was not uploaded`, { description: result.name });
        return;
      }
    }
    toast.success(`Product ${verb}`, { description: result.name });
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={product ? `Edit ${product.name}` : 'New product'}>
      {saveError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(saveError, 'The product could not be saved.')}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id={`${id}-sku`} label="SKU" autoComplete="off" maxLength={40} error={errors.sku?.message} {...form.register('sku')} />
        <FormField
          id={`${id}-name`}
          label="Name"
          autoComplete="off"
          maxLength={120}
          error={errors.name?.message}
          {...form.register('name')}
        />
      </div>
      <Field id={`${id}-description`} label="Description" error={errors.description?.message}>
        {(aria) => <Textarea rows={3} maxLength={2000} {...aria} {...form.register('description')} />}
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field id={`${id}-category`} label="Category" error={errors.categoryId?.message}>
          {(aria) => (
            <Select {...aria} {...form.register('categoryId')}>
              <option value="">No category</option>
              <CategorySelectOptions options={categories} />
            </Select>
          )}
        </Field>
        <FormField
          id={`${id}-unit`}
          label="Unit of measure"
          placeholder="pack, kg, box of 50"
          maxLength={30}
          error={errors.unit?.message}
          {...form.register('unit')}
        />
      </div>
      <FormField
        id={`${id}-price`}
        label="Price (₱)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        hint="Changing a price never changes orders already placed."
        error={errors.pricePesos?.message}
        {...form.register('pricePesos')}
      />
      {/* FormField hides its hint while an error shows; the price note must stay visible. */}
      {errors.pricePesos ? (
        <p className="-mt-2 text-xs text-muted-foreground">Changing a price never changes orders already placed.</p>
      ) : null}
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField
          id={`${id}-min`}
          label="Minimum order quantity"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.minOrderQty?.message}
          {...form.register('minOrderQty')}
        />
        <FormField
          id={`${id}-max`}
          label="Maximum order quantity"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint="Optional. Blank: no maximum."
          error={errors.maxOrderQty?.message}
          {...form.register('maxOrderQty')}
        />
        <FormField
          id={`${id}-reorder`}
          label="Reorder level"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint={product ? 'Optional. Blank keeps the current level.' : 'Optional. Low stock at or below this.'}
          error={errors.reorderLevel?.message}
          {...form.register('reorderLevel')}
        />
      </div>
      <fieldset className="grid gap-2" aria-describedby={errors.brandIds ? `${id}-brands-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">Available for brands</legend>
        {/* Controlled by hand: with a single brand, register() would yield a string, not a list. */}
        <Controller
          control={form.control}
          name="brandIds"
          render={({ field }) => (
            <div className="grid gap-2 sm:grid-cols-2">
              {brands.map((brand) => (
                <label key={brand.id} className="inline-flex cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={field.value.includes(brand.id)}
                    onBlur={field.onBlur}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked ? [...field.value, brand.id] : field.value.filter((brandId) => brandId !== brand.id),
                      )
                    }
                  />
                  {brand.name}
                </label>
              ))}
            </div>
          )}
        />
        {errors.brandIds ? (
          <p id={`${id}-brands-error`} className="text-sm text-destructive">
            {errors.brandIds.message}
          </p>
        ) : null}
      </fieldset>
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id={`${id}-active`} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
            <label htmlFor={`${id}-active`} className="text-sm font-medium">
              Active
            </label>
            <span className="text-xs text-muted-foreground">{field.value ? 'Franchisees can order it.' : 'Hidden from franchisees.'}</span>
          </div>
        )}
      />
      <Field
        id={`${id}-image`}
        label="Product image"
        error={fileError ?? undefined}
        hint="JPG or PNG, at most 5 MB. Uploaded after the product is saved."
      >
        {(aria) => (
          <div className="flex flex-wrap items-center gap-3">
            {saved?.imageUrl ? <ProductImage src={saved.imageUrl} className="size-16 rounded-md border border-border" /> : null}
            <input
              type="file"
              accept={IMAGE_ACCEPT}
              className="block w-full min-w-0 flex-1 text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-1.5 file:text-sm file:font-medium"
              {...aria}
              onChange={async (event) => {
                const input = event.currentTarget;
                const chosen = input.files?.[0] ?? null;
                const ticket = ++fileChoice.current;
                setFile(null);
                const problem = chosen ? await checkImageFile(chosen) : null;
                // Another file was chosen while this one was being read: that choice decides.
                if (ticket !== fileChoice.current) return;
                setFileError(problem);
                setFile(problem ? null : chosen);
                // A refused file must not look chosen.
                if (problem) input.value = '';
              }}
            />
          </div>
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
        <Button variant="ghost" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : saved ? 'Save changes' : 'Create product'}
        </Button>
      </div>
    </form>
  );
}
