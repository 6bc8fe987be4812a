import { useQuery } from '@tanstack/react-query';
import { ZIntegrityLocation, type IntegrityLocation } from '../../../shared/sales-integrity.contracts';
import { apiFetch } from '../../lib/api-client';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { salesIntegrityKeys } from '../../lib/query-keys/sales-integrity';

/** GET /api/sales-integrity/locations/:id → its judged months and flags with the evidence behind each. */
export async function getIntegrityLocation(locationId: string, signal?: AbortSignal): Promise<IntegrityLocation> {
  return ZIntegrityLocation.parse(await apiFetch<unknown>(`/api/sales-integrity/locations/${locationId}`, { signal }));
}

export function useIntegrityLocation(locationId: string | null) {
  return useQuery({
    ...CACHE_PROFILES.dashboard,
    queryKey: salesIntegrityKeys.location(locationId ?? ''),
    queryFn: ({ signal }) => getIntegrityLocation(locationId!, signal),
    enabled: locationId !== null,
  });
}
