import { useId } from 'react';
import type { DashboardLocation } from '../../../../shared/dashboards.contracts';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';

/** Picks which of the franchisee's locations the dashboard shows (shown only with more than one). */
export function LocationSwitcher({
  locations,
  value,
  onChange,
}: {
  locations: DashboardLocation[];
  value: string;
  onChange: (locationId: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid w-full gap-1.5 sm:w-64">
      <Label htmlFor={id}>Location</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {locations.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
            {l.status === 'open' ? '' : ` (${l.status})`}
          </option>
        ))}
      </Select>
    </div>
  );
}
