import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZProfile, type Profile } from '../../../shared/auth.contracts';
import { apiFetch } from '../../lib/api-client';
import { refreshAfterProfileChange } from './refresh-after-profile-change';

/** DELETE /api/profile/phone → Profile without a phone (it can no longer be used to sign in). */

export async function removePhone(): Promise<Profile> {
  return ZProfile.parse(await apiFetch<unknown>('/api/profile/phone', { method: 'DELETE' }));
}

export function useRemovePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'phone', 'remove'],
    mutationFn: removePhone,
    meta: { errorToast: false },
    onSuccess: async (profile) => {
      toast.success('Mobile number removed');
      await refreshAfterProfileChange(queryClient, profile);
    },
  });
}
