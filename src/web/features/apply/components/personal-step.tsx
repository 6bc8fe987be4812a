import type { Control } from 'react-hook-form';
import { PH_PROVINCES } from '../../../../shared/ph-provinces';
import { DateField } from '../../../components/form/date-field';
import { EnumSelectField } from '../../../components/form/enum-select-field';
import { TextField } from '../../../components/form/text-field';
import type { ApplyValues } from '../apply-draft';

const PROVINCES = PH_PROVINCES.map((p) => ({ value: p, label: p }));

/** Step 1: who is applying and where they live. */
export function PersonalStep({ control, today }: { control: Control<ApplyValues>; today: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField control={control} name="firstName" label="First name" autoComplete="given-name" maxLength={80} />
      <TextField control={control} name="lastName" label="Last name" autoComplete="family-name" maxLength={80} />
      <TextField control={control} name="email" label="Email" type="email" inputMode="email" autoComplete="email" />
      <TextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" hint="e.g. +63 917 123 4567" />
      <DateField control={control} name="birthDate" label="Date of birth" max={today} hint="You must be 18 or older to apply." />
      <EnumSelectField control={control} name="province" label="Province" placeholder="Choose a province…" options={PROVINCES} />
      <TextField
        control={control}
        name="addressLine"
        label="Address"
        autoComplete="street-address"
        maxLength={200}
        className="grid content-start gap-2 sm:col-span-2"
      />
      <TextField control={control} name="city" label="City or municipality" autoComplete="address-level2" maxLength={80} />
    </div>
  );
}
