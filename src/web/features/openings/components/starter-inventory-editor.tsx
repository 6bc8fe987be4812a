import { Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FRANCHISE_PACKAGES, type PackageCode } from '../../../../shared/packages';
import type { OpeningStarter, OpeningStarterProduct } from '../../../../shared/openings.contracts';
import { formatQuantity } from '../../../../shared/units';
import { CountField, FormBody, useAppForm } from '../../../components/form';
import { LoadError } from '../../../components/feedback/load-error';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useOpeningStarter } from '../get-opening-starter';
import { useSaveOpeningStarter } from '../save-opening-starter';
import {
  productsNotInLines,
  starterLineOf,
  starterResolver,
  starterValuesOf,
  type StarterFormValues,
  type StarterOutput,
} from '../starter-draft';

type StarterPackage = OpeningStarter['packages'][number];

/**
 * A brand's starter inventory (decision 021), one card per package: the products and quantities an opening store of
 * that package orders as its one starter order ("Opening stock ordered" completes when it is delivered). The
 * franchisor adds a product of the brand, changes quantities or removes lines and saves the package; admin reads.
 */
export function StarterInventoryEditor({
  brandId,
  canEdit,
  onDirtyChange,
}: {
  brandId: string;
  canEdit: boolean;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const headingId = useId();
  const starter = useOpeningStarter(brandId);
  const [dirty, setDirty] = useState<ReadonlySet<PackageCode>>(new Set());
  const anyDirty = dirty.size > 0;
  useEffect(() => onDirtyChange(anyDirty), [anyDirty, onDirtyChange]);
  useLeaveGuard(anyDirty);
  const markDirty = (code: PackageCode, isDirty: boolean) =>
    setDirty((prev) => {
      if (prev.has(code) === isDirty) return prev;
      const next = new Set(prev);
      if (isDirty) next.add(code);
      else next.delete(code);
      return next;
    });

  return (
    <section aria-labelledby={headingId} className="mt-10 grid gap-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight">
          Starter inventory
        </h2>
        <p className="text-sm text-muted-foreground">
          What a store of each package orders as its one starter order while it is opening; “Opening stock ordered” completes when that
          order is delivered. A save applies to starter orders placed afterwards; orders already placed keep their lines.
        </p>
      </div>
      {starter.isPending ? (
        <LoadingScreen message="Loading the starter inventory…" fullPage={false} />
      ) : starter.isError ? (
        <LoadError error={starter.error} fallback="The starter inventory could not be loaded." onRetry={() => void starter.refetch()} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {starter.data.packages.map((pkg) => (
            <StarterPackageForm
              key={pkg.packageCode}
              brandId={brandId}
              pkg={pkg}
              products={starter.data.products}
              canEdit={canEdit}
              onDirtyChange={(d) => markDirty(pkg.packageCode, d)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function StarterPackageForm({
  brandId,
  pkg,
  products,
  canEdit,
  onDirtyChange,
}: {
  brandId: string;
  pkg: StarterPackage;
  products: OpeningStarterProduct[];
  canEdit: boolean;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const code = pkg.packageCode;
  const title = `Package ${code} · ${FRANCHISE_PACKAGES[code].name}`;
  const save = useSaveOpeningStarter();
  const form = useAppForm<StarterFormValues, StarterOutput>(starterResolver, starterValuesOf(pkg, products));
  const lines = useWatch({ control: form.control, name: 'lines' }) ?? [];
  const isDirty = form.formState.isDirty;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const setLines = (next: StarterFormValues['lines']) => {
    form.clearErrors('lines');
    form.setFormError(null);
    form.setValue('lines', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  const submit = form.submit(async (data) => {
    const saved = await save.mutateAsync({ brandId, packageCode: code, input: data });
    const mine = saved.packages.find((p) => p.packageCode === code);
    if (mine) form.reset(starterValuesOf(mine, saved.products));
    toast.success('Starter inventory saved', {
      description: `${saved.brandName}, package ${code}: starter orders placed from now on use it.`,
    });
  }, 'The starter inventory could not be saved.');
  const errors = form.formState.errors.lines;
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <SectionCard title={title}>
      <FormBody onSubmit={submit} formError={form.formError} label={`Starter inventory of package ${code}`} className="grid gap-3">
        {lines.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="starter-empty">
            No starter inventory: an opening store of this package cannot place its starter order.
          </p>
        ) : (
          <ul className="grid gap-2" aria-label={`Starter inventory of package ${code}`}>
            {lines.map((line, index) => {
              const productError = errors?.[index]?.productId?.message;
              return (
                <li
                  key={line.productId}
                  data-testid="starter-line"
                  data-product={line.name}
                  className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-start sm:gap-3"
                >
                  <div className="col-span-2 grid min-w-0 gap-0.5 sm:col-span-1">
                    <p className="font-medium">{line.name}</p>
                    <p className="text-xs text-muted-foreground">
                      {line.sku} · {limitsText(line)}
                    </p>
                    {!line.available ? (
                      <p className="text-xs text-destructive">No longer an active product of this brand: remove it to save.</p>
                    ) : null}
                    {productError ? <p className="text-sm text-destructive">{productError}</p> : null}
                  </div>
                  {canEdit ? (
                    <>
                      <CountField
                        control={form.control}
                        name={`lines.${index}.quantity`}
                        min={1}
                        autoComplete="off"
                        label={
                          <>
                            Quantity<span className="sr-only"> of {line.name}</span>
                          </>
                        }
                      />
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="text-destructive sm:mt-7"
                        aria-label={`Remove ${line.name}`}
                        onClick={() => setLines(lines.filter((_, i) => i !== index))}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </>
                  ) : (
                    <p className="tabular-nums sm:text-right">{formatQuantity(Number(line.quantity), line.unit)}</p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {listError ? <p className="text-sm text-destructive">{listError}</p> : null}
        {canEdit ? (
          <>
            <AddStarterProduct
              packageCode={code}
              products={productsNotInLines(products, lines)}
              noneSold={products.length === 0}
              onAdd={(p) => setLines([...lines, starterLineOf(p)])}
            />
            <div className="flex flex-wrap items-center justify-end gap-2 border-t border-border pt-3">
              <Button variant="ghost" onClick={() => form.reset()} disabled={!isDirty || save.isPending}>
                Discard<span className="sr-only"> changes to package {code}</span>
              </Button>
              <Button type="submit" disabled={!isDirty || save.isPending}>
                {save.isPending ? 'Saving…' : 'Save'}
                <span className="sr-only"> starter inventory of package {code}</span>
              </Button>
            </div>
          </>
        ) : null}
      </FormBody>
    </SectionCard>
  );
}

const limitsText = (line: { unit: string; minOrderQty: number; maxOrderQty: number | null }) =>
  line.maxOrderQty === null
    ? `ordered in at least ${formatQuantity(line.minOrderQty, line.unit)}`
    : `ordered in ${line.minOrderQty.toLocaleString('en-PH')}–${formatQuantity(line.maxOrderQty, line.unit)}`;

function AddStarterProduct({
  packageCode,
  products,
  noneSold,
  onAdd,
}: {
  packageCode: PackageCode;
  products: OpeningStarterProduct[];
  noneSold: boolean;
  onAdd: (product: OpeningStarterProduct) => void;
}) {
  const id = useId();
  // The select only adds; it goes back to its prompt after each choice.
  const [value, setValue] = useState('');
  if (noneSold)
    return (
      <p className="text-sm text-muted-foreground">
        The brand sells no active product yet. Link products to the brand on the Products page first.
      </p>
    );
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        Add a product<span className="sr-only"> to package {packageCode}</span>
      </Label>
      <Select
        id={id}
        value={value}
        disabled={products.length === 0}
        onChange={(e) => {
          const chosen = products.find((p) => p.id === e.target.value);
          if (chosen) onAdd(chosen);
          setValue('');
        }}
      >
        <option value="">{products.length ? 'Choose a product of the brand' : 'Every product of the brand is listed'}</option>
        {products.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} ({p.sku})
          </option>
        ))}
      </Select>
    </div>
  );
}
