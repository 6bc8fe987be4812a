import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZProfile, type Profile } from '../../../shared/auth.contracts';
import { apiFetch } from '../../lib/api-client';
import { refreshAfterProfileChange } from './refresh-after-profile-change';

/** DELETE /api/profile/avatar → Profile without a photo (the header falls back to initials). */

export async function removeAvatar(): Promise<Profile> {
  return ZProfile.parse(await apiFetch<unknown>('/api/profile/avatar', { method: 'DELETE' }));
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'profile', 'avatar', 'remove'],
    mutationFn: removeAvatar,
    meta: { errorToast: false },
    onSuccess: async (profile) => {
      toast.success('Profile photo removed');
      await refreshAfterProfileChange(queryClient, profile);
    },
  });
}
