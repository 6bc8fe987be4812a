import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ZDisplayPreferences, ZTimeZone, type Profile } from '../../../../shared/auth.contracts';
import { PROFILE_MESSAGES } from '../../../../shared/errors';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { DATE_FORMAT_LABELS, THEME_LABELS, dateFormatExample, displayPreferencesOf } from '../display-preferences';
import { DEFAULT_TIME_ZONE, timeZoneGroups, timeZoneLabel } from '../time-zones';
import { useUpdateProfile } from '../update-profile';
import { Field } from '../../../components/ui/form-field';

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
  const form = useForm<PreferencesForm>({ resolver: zodResolver(ZPreferencesForm), values: current });
  const { errors } = form.formState;
  const timeZone = useWatch({ control: form.control, name: 'timeZone' });
  const groups = useMemo(() => timeZoneGroups(current.timeZone), [current.timeZone]);
  const field = (name: string) => `${id}-${name}`;

  const submit = form.handleSubmit(({ timeZone: tz, ...preferences }) =>
    // The server merges `preferences` into what it has, so other keys stored there survive.
    update.mutate({ timeZone: tz, preferences }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {update.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(update.error, PROFILE_MESSAGES.UPDATE_FAILED)}</AlertDescription>
        </Alert>
      ) : null}
      <Field id={field('tz')} label="Time zone" error={errors.timeZone?.message} hint="Dates and times are shown in this zone.">
        {(aria) => (
          <Select {...aria} {...form.register('timeZone')}>
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
          </Select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={field('theme')} label="Theme" error={errors.theme?.message}>
          {(aria) => (
            <Select {...aria} {...form.register('theme')}>
              {Object.entries(THEME_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={field('date')} label="Date format" error={errors.dateFormat?.message}>
          {(aria) => (
            <Select {...aria} {...form.register('dateFormat')}>
              {Object.entries(DATE_FORMAT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {dateFormatExample(value as PreferencesForm['dateFormat'], timeZone || DEFAULT_TIME_ZONE) || label}
                </option>
              ))}
            </Select>
          )}
        </Field>
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
    </form>
  );
}
