import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { ApplicationOptions } from '../../../../shared/applications.contracts';
import { formatCalendarDate } from '../../../../shared/time';
import { Button } from '../../../components/ui/button';
import { DOCUMENT_LABEL, FUNDING_SOURCE_OPTIONS, INVESTMENT_RANGE_OPTIONS } from '../apply-constants';
import type { ApplyValues, DraftUpload } from '../apply-draft';
import { STEPS } from '../apply-steps';
import { packageOptionLabel } from './choice-step';
import { ConsentField } from './consent-field';
import { formatSize } from './document-row';

const labelOf = (list: readonly { value: string; label: string }[], value: string) => list.find((o) => o.value === value)?.label ?? value;

/** Step 5: everything entered, each step with an Edit link back to it, then the consent and Submit. */
export function ReviewStep({
  values,
  uploads,
  brands,
  control,
  onEdit,
}: {
  values: ApplyValues;
  uploads: readonly DraftUpload[];
  brands: ApplicationOptions['brands'];
  control: Control<ApplyValues>;
  onEdit: (step: number) => void;
}) {
  const brand = brands.find((b) => b.id === values.brandId);
  const pkg = brand?.packages.find((p) => p.code === values.packageCode);
  const section = (n: number, rows: [string, ReactNode][]) => (
    <section key={n} aria-labelledby={`review-${n}`} className="grid gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 id={`review-${n}`} className="font-semibold">
          {STEPS[n - 1].title}
        </h3>
        <Button variant="link" size="sm" onClick={() => onEdit(n)} aria-label={`Edit ${STEPS[n - 1].title.toLowerCase()}`}>
          Edit
        </Button>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid min-w-0 content-start gap-0.5">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
            <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">
              {value || <span className="text-muted-foreground">Not given</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
  return (
    <div className="grid gap-4" data-testid="apply-review">
      {section(1, [
        ['Name', `${values.firstName} ${values.lastName}`.trim()],
        ['Email', values.email],
        ['Phone', values.phone],
        ['Date of birth', values.birthDate ? formatCalendarDate(values.birthDate) : ''],
        ['Address', [values.addressLine, values.city, values.province].filter(Boolean).join(', ')],
      ])}
      {section(2, [
        ['Occupation', values.occupation],
        ['Years in business', values.yearsInBusiness],
        ['Franchise experience', values.hasFranchiseExperience ? 'Yes' : 'No'],
        ['Investment range', labelOf(INVESTMENT_RANGE_OPTIONS, values.investmentRange)],
        ['Source of funds', labelOf(FUNDING_SOURCE_OPTIONS, values.fundingSource)],
        ['Business experience', values.experienceSummary],
      ])}
      {section(3, [
        ['Brand', brand?.name ?? ''],
        ['Package', pkg ? packageOptionLabel(pkg) : ''],
        ['Preferred location', [values.preferredCity, values.preferredProvince].filter(Boolean).join(', ')],
        ['Why this brand', values.motivation],
      ])}
      {section(4, [
        [
          'Files',
          uploads.length ? (
            <ul className="grid gap-1">
              {uploads.map((u) => (
                <li key={u.id}>
                  {DOCUMENT_LABEL[u.kind]}: {u.filename} ({formatSize(u.sizeBytes)})
                </li>
              ))}
            </ul>
          ) : (
            ''
          ),
        ],
      ])}
      <ConsentField control={control} />
    </div>
  );
}
