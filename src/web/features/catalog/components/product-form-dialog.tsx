import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { ZProductInput, type CatalogFacets, type Product } from '../../../../shared/catalog.contracts';
import { DialogShell } from '../../../components/ui/dialog-shell';
import {
  CountField,
  EnumSelectField,
  FileField,
  FormBody,
  SaveFormFooter,
  IMAGE_RULES,
  MoneyField,
  SwitchField,
  TextField,
  TextareaField,
  useAppForm,
  useFileUpload,
} from '../../../components/form';
import { imageContentProblem } from '../../../lib/upload-image';
import { categoryOptions } from '../../../lib/category-tree';
import { useCreateProduct } from '../create-product';
import {
  EMPTY_PRODUCT,
  PRODUCT_LABELS,
  productToFormValues,
  toProductInput,
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
  const create = useCreateProduct();
  const update = useUpdateProduct({ errorToast: false });
  const upload = useUploadProductImage();
  const image = useFileUpload();
  // Once a new product is created it is edited from then on (e.g. when only its image failed).
  const [saved, setSaved] = useState<Product | null>(product);
  const [file, setFile] = useState<File | null>(null);
  const categories = useMemo(() => categoryOptions(facets?.categories ?? []), [facets]);
  const brands = facets?.brands ?? [];

  const form = useAppForm<ProductFormValues, ProductPayload>(ZProductInput, product ? productToFormValues(product) : EMPTY_PRODUCT, {
    labels: PRODUCT_LABELS,
    toInput: toProductInput,
  });
  const { control } = form;
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || create.isPending || update.isPending || upload.isPending;

  const submit = form.submit(async (payload) => {
    const result = saved ? await update.mutateAsync({ id: saved.id, patch: payload }) : await create.mutateAsync(payload);
    const verb = saved ? 'updated' : 'created';
    setSaved(result);
    if (file) {
      try {
        await image.run((onProgress) => upload.mutateAsync({ id: result.id, file, onProgress }), 'The image could not be uploaded.');
      } catch {
        // The product itself is saved; keep the dialog open so the image can be tried again.
        toast.error(`Product ${verb}, but the image was not uploaded`, { description: result.name });
        return;
      }
    }
    toast.success(`Product ${verb}`, { description: result.name });
    onDone();
  }, 'The product could not be saved.');

  return (
    <FormBody
      onSubmit={submit}
      formError={form.formError}
      label={product ? `Edit ${product.name}` : 'New product'}
      footer={<SaveFormFooter exists={saved !== null} createLabel="Create product" pending={busy} onCancel={onDone} />}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField control={control} name="sku" label="SKU" autoComplete="off" maxLength={40} />
        <TextField control={control} name="name" label="Name" autoComplete="off" maxLength={120} />
      </div>
      <TextareaField control={control} name="description" label="Description" rows={3} maxLength={2000} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <EnumSelectField control={control} name="categoryId" label="Category" placeholder="No category">
          <CategorySelectOptions options={categories} />
        </EnumSelectField>
        <TextField control={control} name="unit" label="Unit of measure" placeholder="pack, kg, box of 50" maxLength={30} />
      </div>
      {/* The price note stays visible next to an error: it matters more. */}
      <MoneyField
        control={control}
        name="pricePesos"
        label="Price (₱)"
        hint="Changing a price never changes orders already placed."
        keepHint
      />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <CountField control={control} name="minOrderQty" label="Minimum order quantity" min={1} />
        <CountField control={control} name="maxOrderQty" label="Maximum order quantity" min={1} hint="Optional. Blank: no maximum." />
        <CountField
          control={control}
          name="reorderLevel"
          label="Reorder level"
          hint={product ? 'Optional. Blank keeps the current level.' : 'Optional. Low stock at or below this.'}
        />
      </div>
      <fieldset className="grid gap-2" aria-describedby={errors.brandIds ? 'product-brands-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">Available for brands</legend>
        {/* Controlled by hand: with a single brand, register() would yield a string, not a list. */}
        <Controller
          control={control}
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
          <p id="product-brands-error" className="text-sm text-destructive">
            {errors.brandIds.message}
          </p>
        ) : null}
      </fieldset>
      <SwitchField
        control={control}
        name="active"
        label="Active"
        note={(on) => (on ? 'Franchisees can order it.' : 'Hidden from franchisees.')}
      />
      <FileField
        label="Product image"
        hint="JPG or PNG, at most 5 MB. Uploaded after the product is saved."
        rules={IMAGE_RULES}
        check={imageContentProblem}
        onFileChange={(chosen) => {
          image.setError(null);
          setFile(chosen);
        }}
        progress={image.progress}
        error={image.error}
        preview={saved?.imageUrl ? <ProductImage src={saved.imageUrl} className="size-16 rounded-md border border-border" /> : null}
      />
    </FormBody>
  );
}
