import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPosKey, ZPosKeyCreated, type PosKey, type PosKeyCreated } from '../../../shared/pos.contracts';
import { apiFetch } from '../../lib/api-client';
import { posKeys } from '../../lib/query-keys/pos';

/** POST /api/pos/locations/:id/keys → the key and, this once, its secret. */
export async function createPosKey(locationId: string, name: string): Promise<PosKeyCreated> {
  return ZPosKeyCreated.parse(await apiFetch<unknown>(`/api/pos/locations/${locationId}/keys`, { method: 'POST', body: { name } }));
}
/** POST /api/pos/keys/:id/revoke */
export async function revokePosKey(id: string): Promise<PosKey> {
  return ZPosKey.parse(await apiFetch<unknown>(`/api/pos/keys/${id}/revoke`, { method: 'POST' }));
}

export function useCreatePosKey(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['pos', 'create-key'],
    mutationFn: (name: string) => createPosKey(locationId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: posKeys.all }),
  });
}
export function useRevokePosKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['pos', 'revoke-key'],
    mutationFn: revokePosKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: posKeys.all }),
  });
}
