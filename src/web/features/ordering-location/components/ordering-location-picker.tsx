import { useId } from 'react';
import { MapPin } from 'lucide-react';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { selectedLocationOf, useOrderingLocations } from '../../../lib/queries/get-ordering-locations';
import { useSelectOrderingLocation } from '../select-ordering-location';

/**
 * "Ordering for": a select when the franchisee owns several locations (the choice is saved on the
 * server and switches cart and catalogue), plain text when there is only one, nothing when none.
 */
export function OrderingLocationPicker() {
  const id = useId();
  const locations = useOrderingLocations();
  const select = useSelectOrderingLocation();
  if (!locations.data) return null;
  const selected = selectedLocationOf(locations.data);
  if (!selected) return null;

  if (locations.data.locations.length === 1) {
    return (
      <p className="flex items-center gap-2 text-sm" data-testid="ordering-location">
        <MapPin aria-hidden className="size-4 text-muted-foreground" />
        <span className="text-muted-foreground">Ordering for</span>
        <span className="font-medium">{selected.name}</span>
        <span className="text-muted-foreground">· {selected.brand.name}</span>
      </p>
    );
  }

  // While the change is being saved, show the location asked for, not the old one.
  const value = select.isPending && select.variables ? select.variables : selected.id;
  return (
    <div className="grid w-full gap-1.5 sm:w-72" data-testid="ordering-location">
      <Label htmlFor={id}>Ordering for</Label>
      <Select
        id={id}
        value={value}
        disabled={select.isPending}
        aria-describedby={`${id}-brand`}
        onChange={(event) => {
          if (event.target.value !== selected.id) select.mutate(event.target.value);
        }}
      >
        {locations.data.locations.map((location) => (
          <option key={location.id} value={location.id}>
            {location.name}
          </option>
        ))}
      </Select>
      <p id={`${id}-brand`} className="text-xs text-muted-foreground">
        {selected.brand.name} · {selected.city}
      </p>
    </div>
  );
}
