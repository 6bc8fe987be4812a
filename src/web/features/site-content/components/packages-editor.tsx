import { useWatch, type Control } from 'react-hook-form';
import { FRANCHISE_PACKAGES, PACKAGE_CODES } from '../../../../shared/packages';
import { CheckboxField, MoneyField } from '../../../components/form';
import type { BrandFormValues } from '../brand-form-values';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed-values type, as the form kit's FieldProps
type BrandControl = Control<BrandFormValues, unknown, any>;

/** Which of packages A–D the brand offers, and the brand's own price for each (at least one). */
export function PackagesEditor({ control, error }: { control: BrandControl; error?: string }) {
  const rows = useWatch({ control, name: 'packages' });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-base font-semibold">Packages and prices</legend>
      <ul className="grid gap-3 sm:grid-cols-2">
        {PACKAGE_CODES.map((code, i) => {
          const pkg = FRANCHISE_PACKAGES[code];
          const offered = Boolean(rows?.[i]?.offered);
          return (
            <li key={code} className="grid content-start gap-3 rounded-lg border border-border p-3" data-testid={`package-${code}`}>
              <CheckboxField
                control={control}
                name={`packages.${i}.offered`}
                label={`Package ${code} · ${pkg.name}`}
                className="flex items-start gap-2 text-sm font-medium"
              />
              {offered ? (
                <MoneyField control={control} name={`packages.${i}.priceCentavos`} label={`Price of package ${code} (₱)`} />
              ) : (
                <p className="text-xs text-muted-foreground">Not offered for this brand.</p>
              )}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
