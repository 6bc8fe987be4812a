import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PH_PROVINCES, ZAddressInput, type Address, type AddressInput } from '../../../../shared/addresses.contracts';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, defaultFieldMessages } from '../../../lib/form-errors';
import { ADDRESS_LABELS, ADDRESS_TYPES_IN_ORDER, ADDRESS_TYPE_LABELS, addressToForm, emptyAddressForm } from '../address-form-values';
import { useOrderingLocations } from '../../../lib/queries/get-ordering-locations';
import { useCreateAddress } from '../create-address';
import { useUpdateAddress } from '../update-address';

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
  const id = useId();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const mutation = address ? update : create;
  const ordering = useOrderingLocations();
  const locationOptions = (ordering.data?.locations ?? []).map((l) => ({ id: l.id, name: l.name }));
  // A linked location the user can no longer order for (closed, transferred) stays a choice while editing.
  if (address?.location && !locationOptions.some((l) => l.id === address.location!.id)) {
    locationOptions.push({ id: address.location.id, name: address.location.name ?? 'A location that is no longer yours' });
  }
  const form = useForm<AddressInput>({
    resolver: zodResolver(ZAddressInput, defaultFieldMessages(ADDRESS_LABELS), { raw: true }),
    defaultValues: address ? addressToForm(address) : emptyAddressForm(defaultType, defaultLocationId),
  });
  const { errors } = form.formState;
  const field = (name: keyof AddressInput) => `${id}-${name}`;

  const submit = form.handleSubmit((input) => {
    const onError = (error: unknown) => applyServerFieldErrors(error, form.setError, ADDRESS_LABELS);
    if (address) update.mutate({ id: address.id, input }, { onSuccess: onSaved, onError });
    else create.mutate(input, { onSuccess: onSaved, onError });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={address ? 'Edit address' : 'Add address'}>
      {mutation.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(mutation.error, 'Failed to save the address.')}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={field('type')} label="Address type" error={errors.type?.message}>
          {(aria) => (
            <Select {...aria} {...form.register('type')}>
              {ADDRESS_TYPES_IN_ORDER.map((t) => (
                <option key={t} value={t}>
                  {ADDRESS_TYPE_LABELS[t]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <FormField
          id={field('nickname')}
          label="Nickname"
          hint="Optional, e.g. Main store"
          maxLength={60}
          error={errors.nickname?.message}
          {...form.register('nickname')}
        />
        {locationOptions.length > 0 ? (
          <Field
            id={field('locationId')}
            label="Location"
            hint="Checkout for this location picks this address first"
            error={errors.locationId?.message}
          >
            {(aria) => (
              <Select {...aria} {...form.register('locationId')}>
                <option value="">Not linked to a location</option>
                {locationOptions.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : null}
        <FormField
          id={field('recipientName')}
          label="Recipient name"
          autoComplete="name"
          maxLength={120}
          error={errors.recipientName?.message}
          {...form.register('recipientName')}
        />
        <FormField
          id={field('company')}
          label="Company"
          hint="Optional"
          autoComplete="organization"
          maxLength={120}
          error={errors.company?.message}
          {...form.register('company')}
        />
        <FormField
          id={field('line1')}
          label="Address line 1"
          autoComplete="address-line1"
          maxLength={200}
          error={errors.line1?.message}
          {...form.register('line1')}
        />
        <FormField
          id={field('line2')}
          label="Address line 2"
          hint="Optional"
          autoComplete="address-line2"
          maxLength={200}
          error={errors.line2?.message}
          {...form.register('line2')}
        />
        <FormField
          id={field('city')}
          label="City"
          autoComplete="address-level2"
          maxLength={80}
          error={errors.city?.message}
          {...form.register('city')}
        />
        <Field id={field('province')} label="Province" error={errors.province?.message}>
          {(aria) => (
            <Select autoComplete="address-level1" {...aria} {...form.register('province')}>
              <option value="">Choose a province</option>
              {PH_PROVINCES.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <FormField
          id={field('postalCode')}
          label="Postal code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={4}
          hint="4 digits"
          error={errors.postalCode?.message}
          {...form.register('postalCode')}
        />
        <FormField
          id={field('phone')}
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="+63 or 0 followed by 10 digits"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </div>
      <Field id={field('deliveryInstructions')} label="Delivery instructions" hint="Optional" error={errors.deliveryInstructions?.message}>
        {(aria) => <Textarea rows={3} maxLength={500} {...aria} {...form.register('deliveryInstructions')} />}
      </Field>
      <div className="flex items-center gap-2">
        <input
          id={field('makeDefault')}
          type="checkbox"
          className="size-4 accent-primary"
          aria-describedby={`${field('makeDefault')}-hint`}
          {...form.register('makeDefault')}
        />
        <label htmlFor={field('makeDefault')} className="text-sm font-medium">
          Make default
        </label>
      </div>
      <p id={`${field('makeDefault')}-hint`} className="-mt-2 text-xs text-muted-foreground">
        Becomes the default for its type (shipping, billing or both).
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={mutation.isPending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving…' : 'Save address'}
        </Button>
      </div>
    </form>
  );
}
