import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAddress, type Address, type AddressInput } from '../../../shared/addresses.contracts';
import { apiFetch } from '../../lib/api-client';
import { addressKeys } from '../../lib/query-keys/addresses';

/** POST /api/addresses (AddressInput) → Address. The first address of a kind becomes its default. */

export async function createAddress(body: AddressInput): Promise<Address> {
  return ZAddress.parse(await apiFetch<unknown>('/api/addresses', { method: 'POST', body }));
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['addresses', 'create'],
    mutationFn: createAddress,
    // A re-sent create after a lost answer would add the address twice.
    retry: false,
    // The form shows the error next to its fields.
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
