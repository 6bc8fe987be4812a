import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_API, ZTicketLocationOptions, type TicketLocationOption } from '../../../shared/support.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { supportKeys } from './support-keys';

/** GET /api/support/requests/locations → the franchisee's own locations (the first is the default). */
export async function getTicketLocations(signal?: AbortSignal): Promise<TicketLocationOption[]> {
  return (await getParsed(ZTicketLocationOptions, `${SUPPORT_API.franchisee}/locations`, signal)).items;
}

export function ticketLocationsQueryOptions() {
  return queryOptions({
    ...CACHE_PROFILES.user,
    queryKey: supportKeys.locations,
    queryFn: ({ signal }) => getTicketLocations(signal),
    meta: { errorToast: false },
  });
}

export function useTicketLocations() {
  return useQuery(ticketLocationsQueryOptions());
}
