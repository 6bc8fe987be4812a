import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import type { ApplicationOptions } from '../../../../shared/applications.contracts';
import { budgetNote } from '../../../../shared/applications-info';
import { formatPeso } from '../../../../shared/money';
import { FRANCHISE_PACKAGES, packageLabel } from '../../../../shared/packages';
import { PH_PROVINCES } from '../../../../shared/ph-provinces';
import { EnumSelectField } from '../../../components/form/enum-select-field';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import type { ApplyValues } from '../apply-draft';

const PROVINCES = PH_PROVINCES.map((p) => ({ value: p, label: p }));

type Brand = ApplicationOptions['brands'][number];

/** "A Entry · ₱50,000.00" (D: "from ₱500,000.00"), with the brand's own price. */
export function packageOptionLabel(p: Brand['packages'][number]): string {
  const from = FRANCHISE_PACKAGES[p.code].priceFrom ? 'from ' : '';
  return `${packageLabel(p.code)} · ${from}${formatPeso(p.priceCentavos)}`;
}

/** Step 3: which brand and package, and where the applicant would like to open. */
export function ChoiceStep({
  control,
  setValue,
  brands,
}: {
  control: Control<ApplyValues>;
  setValue: UseFormSetValue<ApplyValues>;
  brands: readonly Brand[];
}) {
  const [brandId, packageCode, investmentRange] = useWatch({ control, name: ['brandId', 'packageCode', 'investmentRange'] });
  const brand = brands.find((b) => b.id === brandId);
  const chosen = brand?.packages.find((p) => p.code === packageCode);
  const overBudget = budgetNote(investmentRange, chosen?.priceCentavos);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <EnumSelectField
        control={control}
        name="brandId"
        label="Brand"
        placeholder="Choose a brand…"
        options={brands.map((b) => ({ value: b.id, label: b.name }))}
        onChange={(event) => {
          // A package the new brand does not offer is not kept.
          const next = brands.find((b) => b.id === event.target.value);
          if (!next?.packages.some((p) => p.code === packageCode)) setValue('packageCode', '');
        }}
      />
      <EnumSelectField
        control={control}
        name="packageCode"
        label="Package"
        placeholder={brand ? 'Choose a package…' : 'Choose a brand first'}
        options={(brand?.packages ?? []).map((p) => ({ value: p.code, label: packageOptionLabel(p) }))}
        hint={
          chosen
            ? `Includes: ${FRANCHISE_PACKAGES[chosen.code].inclusions.join(', ')}.`
            : 'Prices are the franchise fee for the chosen brand.'
        }
        keepHint
      />
      {overBudget ? (
        <Alert variant="warning" data-testid="budget-note" className="sm:col-span-2">
          <AlertDescription>{overBudget}</AlertDescription>
        </Alert>
      ) : null}
      <EnumSelectField
        control={control}
        name="preferredProvince"
        label="Preferred province"
        placeholder="Choose a province…"
        options={PROVINCES}
      />
      <TextField control={control} name="preferredCity" label="Preferred city or municipality" maxLength={80} />
      <TextareaField
        control={control}
        name="motivation"
        label="Why this brand? (optional)"
        rows={4}
        maxLength={2000}
        className="grid content-start gap-2 sm:col-span-2"
      />
    </div>
  );
}
