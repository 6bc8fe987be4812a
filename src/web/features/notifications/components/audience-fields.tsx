import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import type { AudienceOptions } from '../../../../shared/notifications.contracts';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import type { AnnouncementFormValues, AnnouncementPayload } from '../announcement-form-values';
import { useAnnouncementAudience } from '../get-announcement-audience';
import { EnumSelectField } from '../../../components/form';

const AUDIENCES = [
  { value: 'all', label: 'Everyone' },
  { value: 'brand', label: 'A brand' },
  { value: 'locations', label: 'Chosen locations' },
] as const;

interface AudienceFieldsProps {
  control: Control<AnnouncementFormValues, unknown, AnnouncementPayload>;
  register: UseFormRegister<AnnouncementFormValues>;
  setValue: UseFormSetValue<AnnouncementFormValues>;
  errors: FieldErrors<AnnouncementFormValues>;
  /** After a first submit, re-check the audience as it changes (react-hook-form's own revalidation). */
  revalidate: boolean;
}

/** Who receives the announcement: everyone, one brand's locations, or locations picked one by one. */
export function AudienceFields({ control, register, setValue, errors, revalidate }: AudienceFieldsProps) {
  const audience = useWatch({ control, name: 'audience' });
  const options = useAnnouncementAudience();

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Audience</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {AUDIENCES.map((a) => (
          <label key={a.value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={a.value} className="size-4 accent-primary" {...register('audience')} />
            {a.label}
          </label>
        ))}
      </div>

      {audience !== 'all' && options.isPending ? <p className="text-sm text-muted-foreground">Loading brands and locations…</p> : null}
      {audience !== 'all' && options.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-destructive">
          <span>{errorMessage(options.error, 'Failed to load brands and locations.')}</span>
          <Button size="sm" variant="outline" onClick={() => void options.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}

      {audience === 'brand' && options.data ? (
        <EnumSelectField
          control={control}
          name="brandId"
          id="announcement-brand"
          label="Brand"
          placeholder="Choose a brand"
          options={options.data.brands.map((b) => ({ value: b.id, label: b.name }))}
        />
      ) : null}

      {audience === 'locations' && options.data ? (
        <LocationChecklist
          options={options.data}
          control={control}
          error={errors.locationIds?.message}
          onChange={(ids) => setValue('locationIds', ids, { shouldDirty: true, shouldValidate: revalidate })}
        />
      ) : null}
    </fieldset>
  );
}

function LocationChecklist({
  options,
  control,
  error,
  onChange,
}: {
  options: AudienceOptions;
  control: AudienceFieldsProps['control'];
  error?: string;
  onChange: (ids: string[]) => void;
}) {
  const selected = useWatch({ control, name: 'locationIds' });
  const brandName = new Map(options.brands.map((b) => [b.id, b.name]));
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((s) => s !== id));

  if (options.locations.length === 0) {
    return <p className="text-sm text-muted-foreground">There are no franchise locations yet.</p>;
  }
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'announcement-locations-error' : undefined}>
      <legend className="sr-only">Locations</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* The legend must come first in a fieldset, so the visible heading (with the count) is separate. */}
        <p aria-hidden className="text-sm font-medium">
          Locations <span className="font-normal text-muted-foreground">({selected.length} chosen)</span>
        </p>
        <div className="flex gap-1">
          <Button size="sm" variant="ghost" onClick={() => onChange(options.locations.map((l) => l.id))}>
            Select all
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onChange([])} disabled={selected.length === 0}>
            Clear
          </Button>
        </div>
      </div>
      <ul className="max-h-64 divide-y divide-border overflow-y-auto rounded-md border border-input">
        {options.locations.map((l) => (
          <li key={l.id} className="flex items-start gap-3 px-3 py-2">
            <input
              type="checkbox"
              id={`announcement-location-${l.id}`}
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={selected.includes(l.id)}
              onChange={(event) => toggle(l.id, event.target.checked)}
              aria-describedby={`announcement-location-${l.id}-details`}
            />
            <div className="min-w-0 text-sm">
              <label htmlFor={`announcement-location-${l.id}`} className="font-medium">
                {l.name}
              </label>
              <p id={`announcement-location-${l.id}-details`} className="text-xs text-muted-foreground">
                {l.ownerName ?? 'No owner yet'} · {brandName.get(l.brandId) ?? 'Unknown brand'} · {l.code}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {error ? (
        <p id="announcement-locations-error" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
