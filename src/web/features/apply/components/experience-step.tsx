import type { Control } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { EnumSelectField } from '../../../components/form/enum-select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { FUNDING_SOURCE_OPTIONS, INVESTMENT_RANGE_OPTIONS } from '../apply-constants';
import type { ApplyValues } from '../apply-draft';

/** Step 2: the applicant's business background and how much they can invest. */
export function ExperienceStep({ control }: { control: Control<ApplyValues> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField control={control} name="occupation" label="Occupation" autoComplete="organization-title" maxLength={120} />
      <TextField
        control={control}
        name="yearsInBusiness"
        label="Years in business"
        inputMode="numeric"
        hint="0 if you are new to business."
      />
      <CheckboxField
        control={control}
        name="hasFranchiseExperience"
        label="I have run a franchise before"
        className="flex items-start gap-2 text-sm sm:col-span-2"
      />
      <TextareaField
        control={control}
        name="experienceSummary"
        label="Business experience (optional)"
        rows={4}
        maxLength={2000}
        className="grid content-start gap-2 sm:col-span-2"
      />
      <EnumSelectField
        control={control}
        name="investmentRange"
        label="Investment range"
        placeholder="Choose a range…"
        options={INVESTMENT_RANGE_OPTIONS}
      />
      <EnumSelectField
        control={control}
        name="fundingSource"
        label="Source of funds"
        placeholder="Choose a source…"
        options={FUNDING_SOURCE_OPTIONS}
      />
    </div>
  );
}
