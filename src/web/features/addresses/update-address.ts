import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAddress, type Address, type AddressInput } from '../../../shared/addresses.contracts';
import { apiFetch } from '../../lib/api-client';
import { addressKeys } from '../../lib/query-keys/addresses';

/** PATCH /api/addresses/:id with the full AddressInput → Address. */

export async function updateAddress({ id, input }: { id: string; input: AddressInput }): Promise<Address> {
  return ZAddress.parse(await apiFetch<unknown>(`/api/addresses/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }));
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['addresses', 'update'],
    mutationFn: updateAddress,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
