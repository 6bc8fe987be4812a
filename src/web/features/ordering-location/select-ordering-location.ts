import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOrderingLocations, type OrderingLocations } from '../../../shared/cart.contracts';
import { apiFetch } from '../../lib/api-client';
import { LOCATION_DEPENDENT_KEYS, orderingLocationKeys } from '../../lib/query-keys/ordering-location';

/** PUT /api/ordering/location {locationId} → OrderingLocations. Persists server-side. */

export async function selectOrderingLocation(locationId: string): Promise<OrderingLocations> {
  return ZOrderingLocations.parse(await apiFetch<unknown>('/api/ordering/location', { method: 'PUT', body: { locationId } }));
}

export function useSelectOrderingLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['franchises', 'locations', 'select'],
    mutationFn: selectOrderingLocation,
    onSuccess: async (data) => {
      queryClient.setQueryData(orderingLocationKeys.ordering, data);
      // Another location means another cart and (maybe) another brand's catalogue.
      await Promise.all(LOCATION_DEPENDENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));
    },
  });
}
