import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { LOCATION_STATUS_LABELS, MANUAL_LOCATION_STATUSES, type Location } from '../../../../shared/network.contracts';
import { PH_PROVINCES } from '../../../../shared/addresses.contracts';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { DateField, EnumSelectField, FormBody, labelledOptions, SaveFormFooter, TextField, useAppForm } from '../../../components/form';
import { fieldErrorsOf } from '../../../lib/api-client';
import { useFranchisees } from '../../../lib/queries/get-iam-users';
import { useBrands } from '../get-brands';
import {
  EMPTY_LOCATION,
  LOCATION_LABELS,
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
    <DialogShell
      open={open}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={location ? `Edit ${location.name}` : 'New location'}
      description={location ? 'Status changes go through "Change status" so they are kept in the history.' : 'Add a site to the network.'}
      className="sm:max-w-3xl"
    >
      {open ? <LocationForm key={location?.id ?? 'new'} location={location} onDone={onClose} /> : null}
    </DialogShell>
  );
}

function LocationForm({ location, onDone }: { location: Location | null; onDone: () => void }) {
  const brands = useBrands();
  const owners = useFranchisees();
  const create = useCreateLocation();
  const update = useUpdateLocation();
  // The form's fields are not the contract's (pesos and percentages, hours as rows): its own resolver maps them.
  const form = useAppForm<LocationFormValues, LocationPayload>(
    locationResolver,
    location ? locationToFormValues(location) : EMPTY_LOCATION,
    {
      labels: LOCATION_LABELS,
    },
  );
  const { control } = form;
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || create.isPending || update.isPending;
  const ownerId = useWatch({ control, name: 'ownerId' });

  const submit = form.submit(async (payload) => {
    try {
      const saved = location
        ? await update.mutateAsync({ id: location.id, patch: withoutStatus(payload) })
        : await create.mutateAsync(payload);
      toast.success(location ? 'Location updated' : 'Location created', { description: `${saved.code} · ${saved.name}` });
      onDone();
    } catch (error) {
      // The server names the contract's fields (monthlySalesTargetCentavos): put them on the form's.
      const byField = serverFieldErrors(fieldErrorsOf(error));
      for (const [field, message] of Object.entries(byField)) form.setError(field as keyof LocationFormValues, { type: 'server', message });
      if (Object.keys(byField).length === 0) throw error;
    }
  }, 'The location could not be saved.');

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
    <FormBody
      onSubmit={submit}
      formError={form.formError}
      className="grid gap-5"
      label={location ? `Edit ${location.name}` : 'New location'}
      footer={<SaveFormFooter exists={location !== null} createLabel="Create location" pending={busy} onCancel={onDone} />}
    >
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <TextField control={control} name="code" label="Code" autoComplete="off" maxLength={30} hint="Unique, e.g. KK-MKT-01." />
        <TextField
          control={control}
          name="name"
          label="Name"
          autoComplete="off"
          maxLength={120}
          className="grid content-start gap-2 sm:col-span-2"
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <EnumSelectField control={control} name="brandId" label="Brand" placeholder="Choose a brand">
          {(brands.data ?? []).map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
              {b.status === 'inactive' ? ' (inactive)' : ''}
            </option>
          ))}
        </EnumSelectField>
        <EnumSelectField
          control={control}
          name="ownerId"
          label="Owner"
          hint={ownerId ? undefined : 'Franchisee accounts only. A location has one owner.'}
          placeholder="No owner yet"
        >
          {ownerChoices.map((o) => (
            <option key={o.id} value={o.id}>
              {o.fullName || o.email}
              {o.fullName ? ` (${o.email})` : ''}
            </option>
          ))}
        </EnumSelectField>
      </div>

      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-semibold">Address</legend>
        <TextField control={control} name="addressLine" label="Street address" autoComplete="off" maxLength={200} />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField control={control} name="city" label="City" autoComplete="off" maxLength={80} />
          <EnumSelectField
            control={control}
            name="province"
            label="Province"
            placeholder="Choose a province"
            options={PH_PROVINCES.map((p) => ({ value: p, label: p }))}
          />
          <TextField control={control} name="latitude" label="Latitude" inputMode="decimal" placeholder="14.5547" autoComplete="off" />
          <TextField control={control} name="longitude" label="Longitude" inputMode="decimal" placeholder="121.0244" autoComplete="off" />
        </div>
      </fieldset>

      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField control={control} name="phone" label="Phone" type="tel" placeholder="+639171234567" autoComplete="off" />
        <TextField control={control} name="email" label="Location email" type="email" autoComplete="off" />
      </div>

      <div className="grid items-start gap-4 sm:grid-cols-3">
        {location ? null : (
          <EnumSelectField
            control={control}
            name="status"
            label="Status"
            options={labelledOptions(MANUAL_LOCATION_STATUSES, LOCATION_STATUS_LABELS)}
          />
        )}
        <DateField control={control} name="openedOn" label="Opening date" />
        <DateField control={control} name="closedOn" label="Closing date" />
      </div>

      <OperatingHoursFields
        control={control}
        error={errors.hours?.message ?? (errors.hours as { root?: { message?: string } } | undefined)?.root?.message}
      />

      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-semibold">Targets and fees</legend>
        <div className="grid items-start gap-4 sm:grid-cols-3">
          <TextField
            control={control}
            name="salesTargetPesos"
            label="Monthly sales target (₱)"
            inputMode="decimal"
            placeholder="500000"
            autoComplete="off"
          />
          <TextField
            control={control}
            name="royaltyPercent"
            label="Royalty rate (%)"
            inputMode="decimal"
            placeholder="Network default"
            autoComplete="off"
            hint="Blank: the network default."
          />
          <TextField
            control={control}
            name="marketingPercent"
            label="Marketing fee rate (%)"
            inputMode="decimal"
            placeholder="Network default"
            autoComplete="off"
            hint="Blank: the network default."
          />
        </div>
      </fieldset>
    </FormBody>
  );
}

function withoutStatus(payload: LocationPayload) {
  const { status: _status, ...rest } = payload;
  return rest;
}
