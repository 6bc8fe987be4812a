import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { WEEKDAY_LABELS, type LocationFormValues, type LocationPayload } from '../location-form-values';
import { FieldError } from '../../../components/form';

/** "Set operating hours" and, when on, one row per weekday: open or closed, opening and closing time. */
export function OperatingHoursFields({
  control,
  error,
}: {
  control: Control<LocationFormValues, unknown, LocationPayload>;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-3 sm:p-4" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-1 text-sm font-medium">Operating hours</legend>
      <Controller
        control={control}
        name="hoursSet"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id={`${id}-set`} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
            <label htmlFor={`${id}-set`} className="text-sm">
              {field.value ? 'Hours recorded' : 'No hours recorded'}
            </label>
          </div>
        )}
      />
      <Controller
        control={control}
        name="hoursSet"
        render={({ field: set }) =>
          set.value ? (
            <Controller
              control={control}
              name="hours"
              render={({ field }) => (
                <ul className="grid gap-2">
                  {field.value.map((d, i) => {
                    const patch = (next: Partial<typeof d>) => field.onChange(field.value.map((x, j) => (j === i ? { ...x, ...next } : x)));
                    const label = WEEKDAY_LABELS[d.day];
                    return (
                      <li key={d.day} className="grid grid-cols-[6rem_auto] items-center gap-x-3 gap-y-2 sm:grid-cols-[7rem_auto_1fr]">
                        <span className="text-sm font-medium">{label}</span>
                        <label className="inline-flex items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            className="size-4 accent-primary"
                            checked={d.open}
                            onChange={(e) => patch({ open: e.target.checked })}
                          />
                          Open
                        </label>
                        {d.open ? (
                          <div className="col-span-2 flex items-center gap-2 sm:col-span-1">
                            <Input
                              type="time"
                              aria-label={`${label} opens`}
                              className="h-9 w-32"
                              value={d.opens}
                              onChange={(e) => patch({ opens: e.target.value })}
                            />
                            <span aria-hidden className="text-muted-foreground">
                              –
                            </span>
                            <Input
                              type="time"
                              aria-label={`${label} closes`}
                              className="h-9 w-32"
                              value={d.closes}
                              onChange={(e) => patch({ closes: e.target.value })}
                            />
                          </div>
                        ) : (
                          <span className="col-span-2 text-sm text-muted-foreground sm:col-span-1">Closed</span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            />
          ) : (
            <></>
          )
        }
      />
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
