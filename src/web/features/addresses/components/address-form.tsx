import { PH_PROVINCES, ZAddressInput, type Address, type AddressInput } from '../../../../shared/addresses.contracts';
import {
  CheckboxField,
  EnumSelectField,
  FormBody,
  FormFooter,
  labelledOptions,
  TextareaField,
  TextField,
  useAppForm,
} from '../../../components/form';
import { ADDRESS_LABELS, ADDRESS_TYPES_IN_ORDER, ADDRESS_TYPE_LABELS, addressToForm, emptyAddressForm } from '../address-form-values';
import { useOrderingLocations } from '../../../lib/queries/get-ordering-locations';
import { useCreateAddress } from '../create-address';
import { useUpdateAddress } from '../update-address';

const TYPE_OPTIONS = labelledOptions(ADDRESS_TYPES_IN_ORDER, ADDRESS_TYPE_LABELS);
const PROVINCE_OPTIONS = PH_PROVINCES.map((p) => ({ value: p, label: p }));

/**
 * Add or edit an address. Used on /addresses and inline at checkout. Validation is the server's own
 * schema; the raw input (not the transformed output) is sent so the server parses exactly what was
 * typed, and on any error every typed value stays in place.
 */
export function AddressForm({
  address,
  defaultType = 'shipping',
  defaultLocationId = '',
  onSaved,
  onCancel,
}: {
  /** Present when editing. */
  address?: Address;
  defaultType?: Address['type'];
  /** The location a new address is linked to at first (checkout: the ordering location). */
  defaultLocationId?: string;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}) {
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const mutation = address ? update : create;
  const ordering = useOrderingLocations();
  const locationOptions = (ordering.data?.locations ?? []).map((l) => ({ value: l.id, label: l.name }));
  // A linked location the user can no longer order for (closed, transferred) stays a choice while editing.
  if (address?.location && !locationOptions.some((l) => l.value === address.location!.id)) {
    locationOptions.push({ value: address.location.id, label: address.location.name ?? 'A location that is no longer yours' });
  }
  const form = useAppForm<AddressInput>(
    ZAddressInput,
    address ? addressToForm(address) : emptyAddressForm(defaultType, defaultLocationId),
    {
      labels: ADDRESS_LABELS,
      raw: true,
    },
  );
  const { control } = form;

  const submit = form.submit(async (input) => {
    onSaved(address ? await update.mutateAsync({ id: address.id, input }) : await create.mutateAsync(input));
  }, 'Failed to save the address.');

  return (
    <FormBody
      onSubmit={submit}
      formError={form.formError}
      label={address ? 'Edit address' : 'Add address'}
      footer={<FormFooter onCancel={onCancel} submitLabel="Save address" pendingLabel="Saving…" pending={mutation.isPending} />}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <EnumSelectField control={control} name="type" label="Address type" options={TYPE_OPTIONS} />
        <TextField control={control} name="nickname" label="Nickname" hint="Optional, e.g. Main store" maxLength={60} />
        {locationOptions.length > 0 ? (
          <EnumSelectField
            control={control}
            name="locationId"
            label="Location"
            hint="Checkout for this location picks this address first"
            placeholder="Not linked to a location"
            options={locationOptions}
          />
        ) : null}
        <TextField control={control} name="recipientName" label="Recipient name" autoComplete="name" maxLength={120} />
        <TextField control={control} name="company" label="Company" hint="Optional" autoComplete="organization" maxLength={120} />
        <TextField control={control} name="line1" label="Address line 1" autoComplete="address-line1" maxLength={200} />
        <TextField control={control} name="line2" label="Address line 2" hint="Optional" autoComplete="address-line2" maxLength={200} />
        <TextField control={control} name="city" label="City" autoComplete="address-level2" maxLength={80} />
        <EnumSelectField
          control={control}
          name="province"
          label="Province"
          autoComplete="address-level1"
          placeholder="Choose a province"
          options={PROVINCE_OPTIONS}
        />
        <TextField
          control={control}
          name="postalCode"
          label="Postal code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={4}
          hint="4 digits"
        />
        <TextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" hint="+63 or 0 followed by 10 digits" />
      </div>
      <TextareaField control={control} name="deliveryInstructions" label="Delivery instructions" hint="Optional" rows={3} maxLength={500} />
      <div className="grid gap-1">
        <CheckboxField control={control} name="makeDefault" label="Make default" className="flex items-center gap-2 text-sm font-medium" />
        <p className="text-xs text-muted-foreground">Becomes the default for its type (shipping, billing or both).</p>
      </div>
    </FormBody>
  );
}
