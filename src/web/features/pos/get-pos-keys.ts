import { useQuery } from '@tanstack/react-query';
import { ZPosKeys, type PosKey } from '../../../shared/pos.contracts';
import { apiFetch } from '../../lib/api-client';
import { posKeys } from '../../lib/query-keys/pos';

/** GET /api/pos/locations/:id/keys → the location's API keys (never their secrets). */
export async function getPosKeys(locationId: string, signal?: AbortSignal): Promise<PosKey[]> {
  return ZPosKeys.parse(await apiFetch<unknown>(`/api/pos/locations/${locationId}/keys`, { signal })).items;
}

export function usePosKeys(locationId: string) {
  return useQuery({ queryKey: posKeys.keys(locationId), queryFn: ({ signal }) => getPosKeys(locationId, signal) });
}
