import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { LOCATION_STATUS_LABELS, LOCATION_STATUSES, type Location } from '../../../../shared/network.contracts';
import { PH_PROVINCES } from '../../../../shared/addresses.contracts';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field, FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { errorMessage, fieldErrorsOf } from '../../../lib/api-client';
import { useFranchisees } from '../../../lib/queries/get-iam-users';
import { useBrands } from '../get-brands';
import {
  EMPTY_LOCATION,
  locationResolver,
  locationToFormValues,
  serverFieldErrors,
  type LocationFormValues,
  type LocationPayload,
} from '../location-form-values';
import { useCreateLocation, useUpdateLocation } from '../location-writes';
import { OperatingHoursFields } from './operating-hours-fields';

/** Create or edit a location with every field of the contract; the status is set here on create only. */
export function LocationFormDialog({ open, location, onClose }: { open: boolean; location: Location | null; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{location ? `Edit ${location.name}` : 'New location'}</DialogTitle>
          <DialogDescription>
            {location ? 'Status changes go through "Change status" so they are kept in the history.' : 'Add a site to the network.'}
          </DialogDescription>
        </DialogHeader>
        {open ? <LocationForm key={location?.id ?? 'new'} location={location} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function LocationForm({ location, onDone }: { location: Location | null; onDone: () => void }) {
  const id = useId();
  const brands = useBrands();
  const owners = useFranchisees();
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const [saveError, setSaveError] = useState<unknown>(null);
  const form = useForm<LocationFormValues, unknown, LocationPayload>({
    resolver: locationResolver,
    defaultValues: location ? locationToFormValues(location) : EMPTY_LOCATION,
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || create.isPending || update.isPending;
  const ownerId = useWatch({ control: form.control, name: 'ownerId' });

  const submit = form.handleSubmit(async (payload) => {
    setSaveError(null);
    try {
      const saved = location
        ? await update.mutateAsync({ id: location.id, patch: withoutStatus(payload) })
        : await create.mutateAsync(payload);
      toast.success(location ? 'Location updated' : 'Location created', { description: `${saved.code} · ${saved.name}` });
      onDone();
    } catch (error) {
      const byField = serverFieldErrors(fieldErrorsOf(error));
      for (const [field, message] of Object.entries(byField)) form.setError(field as keyof LocationFormValues, { type: 'server', message });
      if (Object.keys(byField).length === 0) setSaveError(error);
    }
  });

  const f = (name: keyof LocationFormValues) => `${id}-${name}`;
  // An owner who is not (or no longer) a franchisee still shows, so editing never drops them silently.
  const ownerChoices = [...(owners.data ?? [])];
  if (location?.ownerId && !ownerChoices.some((o) => o.id === location.ownerId)) {
    ownerChoices.unshift({
      id: location.ownerId,
      fullName: location.ownerName ?? '',
      email: location.ownerEmail ?? '',
    } as (typeof ownerChoices)[number]);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label={location ? `Edit ${location.name}` : 'New location'}>
      {saveError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(saveError, 'The location could not be saved.')}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField
          id={f('code')}
          label="Code"
          autoComplete="off"
          maxLength={30}
          hint="Unique, e.g. KK-MKT-01."
          error={errors.code?.message}
          {...form.register('code')}
        />
        <div className="sm:col-span-2">
          <FormField
            id={f('name')}
            label="Name"
            autoComplete="off"
            maxLength={120}
            error={errors.name?.message}
            {...form.register('name')}
          />
        </div>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field id={f('brandId')} label="Brand" error={errors.brandId?.message}>
          {(aria) => (
            <Select {...aria} {...form.register('brandId')}>
              <option value="">Choose a brand</option>
              {(brands.data ?? []).map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                  {b.status === 'inactive' ? ' (inactive)' : ''}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          id={f('ownerId')}
          label="Owner"
          error={errors.ownerId?.message}
          hint={ownerId ? undefined : 'Franchisee accounts only. A location has one owner.'}
        >
          {(aria) => (
            <Select {...aria} {...form.register('ownerId')}>
              <option value="">No owner yet</option>
              {ownerChoices.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.fullName || o.email}
                  {o.fullName ? ` (${o.email})` : ''}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>

      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-semibold">Address</legend>
        <FormField
          id={f('addressLine')}
          label="Street address"
          autoComplete="off"
          maxLength={200}
          error={errors.addressLine?.message}
          {...form.register('addressLine')}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            id={f('city')}
            label="City"
            autoComplete="off"
            maxLength={80}
            error={errors.city?.message}
            {...form.register('city')}
          />
          <Field id={f('province')} label="Province" error={errors.province?.message}>
            {(aria) => (
              <Select {...aria} {...form.register('province')}>
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
            id={f('latitude')}
            label="Latitude"
            inputMode="decimal"
            placeholder="14.5547"
            autoComplete="off"
            error={errors.latitude?.message}
            {...form.register('latitude')}
          />
          <FormField
            id={f('longitude')}
            label="Longitude"
            inputMode="decimal"
            placeholder="121.0244"
            autoComplete="off"
            error={errors.longitude?.message}
            {...form.register('longitude')}
          />
        </div>
      </fieldset>

      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          id={f('phone')}
          label="Phone"
          type="tel"
          placeholder="+639171234567"
          autoComplete="off"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <FormField
          id={f('email')}
          label="Location email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>

      <div className="grid items-start gap-4 sm:grid-cols-3">
        {location ? null : (
          <Field id={f('status')} label="Status" error={errors.status?.message}>
            {(aria) => (
              <Select {...aria} {...form.register('status')}>
                {LOCATION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {LOCATION_STATUS_LABELS[s]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <FormField id={f('openedOn')} label="Opening date" type="date" error={errors.openedOn?.message} {...form.register('openedOn')} />
        <FormField id={f('closedOn')} label="Closing date" type="date" error={errors.closedOn?.message} {...form.register('closedOn')} />
      </div>

      <OperatingHoursFields
        control={form.control}
        error={errors.hours?.message ?? (errors.hours as { root?: { message?: string } } | undefined)?.root?.message}
      />

      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-semibold">Targets and fees</legend>
        <div className="grid items-start gap-4 sm:grid-cols-3">
          <FormField
            id={f('salesTargetPesos')}
            label="Monthly sales target (₱)"
            inputMode="decimal"
            placeholder="500000"
            autoComplete="off"
            error={errors.salesTargetPesos?.message}
            {...form.register('salesTargetPesos')}
          />
          <FormField
            id={f('royaltyPercent')}
            label="Royalty rate (%)"
            inputMode="decimal"
            placeholder="Network default"
            autoComplete="off"
            hint="Blank: the network default."
            error={errors.royaltyPercent?.message}
            {...form.register('royaltyPercent')}
          />
          <FormField
            id={f('marketingPercent')}
            label="Marketing fee rate (%)"
            inputMode="decimal"
            placeholder="Network default"
            autoComplete="off"
            hint="Blank: the network default."
            error={errors.marketingPercent?.message}
            {...form.register('marketingPercent')}
          />
        </div>
      </fieldset>

      <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
        <Button variant="ghost" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : location ? 'Save changes' : 'Create location'}
        </Button>
      </div>
    </form>
  );
}

function withoutStatus(payload: LocationPayload) {
  const { status: _status, ...rest } = payload;
  return rest;
}
