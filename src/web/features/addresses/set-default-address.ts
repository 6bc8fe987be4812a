import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZAddress, type Address } from '../../../shared/addresses.contracts';
import { apiFetch } from '../../lib/api-client';
import type { AddressKind } from '../../lib/address-defaults';
import { addressKeys } from '../../lib/query-keys/addresses';

/** POST /api/addresses/:id/default {kind} → Address. The previous default of that kind loses it. */

export async function setDefaultAddress({ id, kind }: { id: string; kind: AddressKind }): Promise<Address> {
  return ZAddress.parse(await apiFetch<unknown>(`/api/addresses/${encodeURIComponent(id)}/default`, { method: 'POST', body: { kind } }));
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['addresses', 'set-default'],
    mutationFn: setDefaultAddress,
    onSuccess: async (_address, { kind }) => {
      toast.success(kind === 'shipping' ? 'Default shipping address updated' : 'Default billing address updated', {
        id: 'address-default',
      });
      await queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
  });
}
