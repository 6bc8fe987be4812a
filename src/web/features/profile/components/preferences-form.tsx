import { useId, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ZDisplayPreferences, ZTimeZone, type Profile } from '../../../../shared/auth.contracts';
import { PROFILE_MESSAGES } from '../../../../shared/errors';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { EnumSelectField, FormBody, useAppForm } from '../../../components/form';
import { DATE_FORMAT_LABELS, THEME_LABELS, dateFormatExample, displayPreferencesOf } from '../display-preferences';
import { DEFAULT_TIME_ZONE, timeZoneGroups, timeZoneLabel } from '../time-zones';
import { useUpdateProfile } from '../update-profile';

const ZPreferencesForm = z.object({
  timeZone: ZTimeZone,
  theme: ZDisplayPreferences.shape.theme.unwrap(),
  dateFormat: ZDisplayPreferences.shape.dateFormat.unwrap(),
  compactTables: z.boolean(),
});
type PreferencesForm = z.infer<typeof ZPreferencesForm>;

/** Time zone (default Asia/Manila) and display preferences, saved together with PATCH /api/profile. */
export function PreferencesForm({ profile }: { profile: Profile }) {
  const id = useId();
  const update = useUpdateProfile({ successMessage: 'Preferences saved' });
  const current = useMemo<PreferencesForm>(
    () => ({ timeZone: profile.timeZone || DEFAULT_TIME_ZONE, ...displayPreferencesOf(profile.preferences) }),
    [profile.timeZone, profile.preferences],
  );
  const form = useAppForm(ZPreferencesForm, current, { values: current });
  const timeZone = useWatch({ control: form.control, name: 'timeZone' });
  const groups = useMemo(() => timeZoneGroups(current.timeZone), [current.timeZone]);
  const field = (name: string) => `${id}-${name}`;

  const submit = form.submit(
    // The server merges `preferences` into what it has, so other keys stored there survive.
    ({ timeZone: tz, ...preferences }) => update.mutateAsync({ timeZone: tz, preferences }),
    PROFILE_MESSAGES.UPDATE_FAILED,
  );

  return (
    <FormBody onSubmit={submit} formError={form.formError}>
      <EnumSelectField control={form.control} name="timeZone" label="Time zone" hint="Dates and times are shown in this zone.">
        <optgroup label="Common">
          {groups.common.map((tz) => (
            <option key={tz} value={tz}>
              {timeZoneLabel(tz)}
            </option>
          ))}
        </optgroup>
        {groups.byRegion.map(([region, zones]) => (
          <optgroup key={region} label={region}>
            {zones.map((tz) => (
              <option key={tz} value={tz}>
                {timeZoneLabel(tz)}
              </option>
            ))}
          </optgroup>
        ))}
      </EnumSelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <EnumSelectField
          control={form.control}
          name="theme"
          label="Theme"
          options={Object.entries(THEME_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <EnumSelectField
          control={form.control}
          name="dateFormat"
          label="Date format"
          options={Object.entries(DATE_FORMAT_LABELS).map(([value, label]) => ({
            value,
            label: dateFormatExample(value as PreferencesForm['dateFormat'], timeZone || DEFAULT_TIME_ZONE) || label,
          }))}
        />
      </div>
      <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-3">
        <div className="grid gap-0.5">
          <Label htmlFor={field('compact')}>Compact tables</Label>
          <p id={field('compact-hint')} className="text-xs text-muted-foreground">
            Tighter rows, so more fit on screen.
          </p>
        </div>
        <Controller
          control={form.control}
          name="compactTables"
          render={({ field: f }) => (
            <Switch
              id={field('compact')}
              aria-describedby={field('compact-hint')}
              checked={f.value}
              onCheckedChange={f.onChange}
              onBlur={f.onBlur}
            />
          )}
        />
      </div>
      <div>
        <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
          {update.isPending ? 'Saving…' : 'Save preferences'}
        </Button>
      </div>
    </FormBody>
  );
}
