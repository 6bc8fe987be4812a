import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZIdentityList } from '../../../shared/account.contracts';
import { apiFetch } from '../../lib/api-client';
import type { IdentityList } from './get-identities';
import { securityKeys } from './query-keys';

/**
 * DELETE /api/profile/identities/:providerId → IdentityList. Unlinking the last way to sign in is
 * refused with a message the dialog shows.
 */

export async function unlinkIdentity(providerId: string): Promise<IdentityList> {
  return ZIdentityList.parse(await apiFetch<unknown>(`/api/profile/identities/${encodeURIComponent(providerId)}`, { method: 'DELETE' }));
}

export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'identities', 'unlink'],
    mutationFn: unlinkIdentity,
    retry: false,
    meta: { errorToast: false },
    onSuccess: (list) => {
      toast.success('Sign-in method removed');
      queryClient.setQueryData(securityKeys.identities, list);
    },
  });
}
