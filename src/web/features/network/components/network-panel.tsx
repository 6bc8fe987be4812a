import type { LocationListFilters } from '../../../lib/filters/location-filters';
import { BrandsSection } from './brands-section';
import { LocationsSection } from './locations-section';

/** The structure of the network: brands above, locations below (IAM console's Network tab). */
export function NetworkPanel({
  filters,
  onChange,
  canWrite,
}: {
  filters: LocationListFilters;
  onChange: (f: LocationListFilters, replace: boolean) => void;
  canWrite: boolean;
}) {
  return (
    <div className="grid gap-8">
      <BrandsSection canWrite={canWrite} />
      <LocationsSection filters={filters} onChange={onChange} canWrite={canWrite} />
    </div>
  );
}
