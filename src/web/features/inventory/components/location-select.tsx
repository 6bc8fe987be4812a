import { useId } from 'react';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useLocationOptions } from '../get-location-options';

/** "Location": every location head office may filter by, or all of them. */
export function LocationSelect({
  value,
  onChange,
  allLabel = 'All locations',
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  allLabel?: string;
}) {
  const id = useId();
  const options = useLocationOptions();
  // A location from the URL stays selectable while the list loads (or if it was closed since).
  const known = options.data ?? [];
  const missing = value !== null && !known.some((o) => o.id === value);
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>Location</Label>
      <Select
        id={id}
        value={value ?? ''}
        disabled={options.isPending && value === null}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{allLabel}</option>
        {missing ? <option value={value}>{options.isPending ? 'Loading…' : 'Selected location'}</option> : null}
        {known.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </Select>
      {options.isError ? <p className="text-xs text-destructive">The list of locations could not be loaded.</p> : null}
    </div>
  );
}
