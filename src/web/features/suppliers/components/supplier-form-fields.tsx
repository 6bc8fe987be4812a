import type { Control } from 'react-hook-form';
import { SUPPLIER_STATUSES, SUPPLIER_STATUS_LABELS, SUPPLIER_TYPES, SUPPLIER_TYPE_LABELS } from '../../../../shared/suppliers.contracts';
import { EnumSelectField, MoneyField, TextField, TextareaField } from '../../../components/form';
import type { SupplierFormValues } from '../supplier-form-values';

const TYPE_OPTIONS = SUPPLIER_TYPES.map((t) => ({ value: t, label: SUPPLIER_TYPE_LABELS[t] }));
const STATUS_OPTIONS = SUPPLIER_STATUSES.map((s) => ({ value: s, label: SUPPLIER_STATUS_LABELS[s] }));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the create form and the edit form resolve to different outputs
export type SupplierFormControl = Control<SupplierFormValues, unknown, any>;

/** Every field of a supplier, in three groups; the create page and the edit dialog share them. */
export function SupplierFormFields({ control }: { control: SupplierFormControl }) {
  return (
    <>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">Supplier</legend>
        <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <TextField control={control} name="name" label="Supplier name" autoComplete="organization" maxLength={120} />
          <TextField
            control={control}
            name="code"
            label="Code"
            autoComplete="off"
            maxLength={30}
            inputClassName="font-mono uppercase"
            hint="Unique. Letters, digits and hyphens."
          />
        </div>
        <TextareaField control={control} name="description" label="Description" rows={3} maxLength={2000} />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <EnumSelectField control={control} name="type" label="Type" options={TYPE_OPTIONS} />
          <EnumSelectField control={control} name="status" label="Status" options={STATUS_OPTIONS} />
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">Contact</legend>
        <div className="grid items-start gap-4 sm:grid-cols-3">
          <TextField control={control} name="contactName" label="Contact name" autoComplete="name" maxLength={120} />
          <TextField control={control} name="contactEmail" label="Contact email" type="email" autoComplete="email" maxLength={254} />
          <TextField control={control} name="contactPhone" label="Contact phone" type="tel" autoComplete="tel" maxLength={30} />
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField control={control} name="website" label="Website" type="url" placeholder="https://" maxLength={200} />
          <TextField control={control} name="address" label="Address" autoComplete="street-address" maxLength={300} />
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">Ordering terms</legend>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            control={control}
            name="leadTimeDays"
            label="Lead time (days)"
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            step={1}
            hint="Days from order to delivery, at least 1."
          />
          <MoneyField control={control} name="minimumOrderPesos" label="Minimum order amount (₱)" hint="0 for no minimum." />
        </div>
      </fieldset>
    </>
  );
}
