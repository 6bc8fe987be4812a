import type { LocationListFilters } from '../filters/location-filters';

/** The network-structure cache family (brands and locations); every write invalidates `networkKeys.all`. */
export const networkKeys = {
  all: ['network'] as const,
  brands: ['network', 'brands'] as const,
  locations: ['network', 'locations'] as const,
  locationList: (filters: LocationListFilters) => ['network', 'locations', 'list', filters] as const,
  allLocations: ['network', 'locations', 'all'] as const,
  location: (id: string) => ['network', 'locations', 'detail', id] as const,
};
