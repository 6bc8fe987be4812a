import { Controller, type Control, type Path } from 'react-hook-form';
import { SUPPLIER_STATUSES, SUPPLIER_STATUS_LABELS, SUPPLIER_TYPES, SUPPLIER_TYPE_LABELS } from '../../../../shared/suppliers.contracts';
import { CountField, EnumSelectField, labelledOptions, MoneyField, TextareaField, TextField } from '../../../components/form';
import { CHOOSE_SUPPLIER, SupplierPicker } from '../../../components/supplier-picker';
import type { SupplierFormValues } from '../supplier-form-values';

const TYPE_OPTIONS = labelledOptions(SUPPLIER_TYPES, SUPPLIER_TYPE_LABELS);
const STATUS_OPTIONS = labelledOptions(SUPPLIER_STATUSES, SUPPLIER_STATUS_LABELS);

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
          <CountField
            control={control}
            name="leadTimeDays"
            label="Lead time (days)"
            min={1}
            max={365}
            hint="Days from order to delivery, at least 1."
          />
          <MoneyField control={control} name="minimumOrderPesos" label="Minimum order amount (₱)" hint="0 for no minimum." />
        </div>
      </fieldset>
    </>
  );
}

/**
 * The supplier of a new contract or product link: the picker bound to the form's `supplierId` ('' while none is
 * chosen), which says "Choose a supplier." rather than the contract's message while it is blank.
 */
export function SupplierIdField<T extends { supplierId: string }>({
  control,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form with a supplierId, whatever it resolves to
  control: Control<T, unknown, any>;
}) {
  return (
    <Controller
      control={control}
      name={'supplierId' as Path<T>}
      render={({ field, fieldState }) => (
        <SupplierPicker
          emptyLabel="Choose a supplier…"
          value={field.value || null}
          onChange={(id) => field.onChange(id ?? '')}
          error={fieldState.error && !field.value ? CHOOSE_SUPPLIER : fieldState.error?.message}
          selectRef={field.ref}
        />
      )}
    />
  );
}
