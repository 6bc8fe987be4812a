import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Profile } from '../../../shared/auth.contracts';
import { PROFILE_MESSAGES } from '../../../shared/errors';
import { ApiError, apiFetch, isApiError } from '../../lib/api-client';

/** PATCH /api/profile {fullName} → Profile. 401 → "You must be signed in to update your profile." */

export interface ProfileUpdate {
  fullName: string;
}

export async function updateProfile(body: ProfileUpdate): Promise<Profile> {
  try {
    return await apiFetch<Profile>('/api/profile', { method: 'PATCH', body });
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      throw new ApiError({ code: error.code, status: error.status, details: error.details, path: error.path, message: PROFILE_MESSAGES.NOT_SIGNED_IN });
    }
    throw error;
  }
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'profile', 'update'],
    mutationFn: updateProfile,
    onSuccess: async () => {
      toast.success('Profile updated');
      // Spec 4: a profile update refreshes user, dashboard and order data (names appear in all three).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['user'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]);
    },
  });
}
