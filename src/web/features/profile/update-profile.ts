import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ZProfile, type Profile, type ZProfileUpdate } from '../../../shared/auth.contracts';
import { PROFILE_MESSAGES } from '../../../shared/errors';
import { ApiError, apiFetch, isApiError } from '../../lib/api-client';
import { refreshAfterProfileChange } from './refresh-after-profile-change';

/**
 * PATCH /api/profile {fullName?, timeZone?, preferences?, avatarUrl: null (remove)} → Profile.
 * The server answers with the spec's profile texts (23505 → "This information is already in use by
 * another account.", …); a 401 always reads "You must be signed in to update your profile."
 */

export type ProfileUpdate = z.input<typeof ZProfileUpdate>;

export async function updateProfile(body: ProfileUpdate): Promise<Profile> {
  try {
    return ZProfile.parse(await apiFetch<unknown>('/api/profile', { method: 'PATCH', body }));
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      throw new ApiError({
        code: error.code,
        status: error.status,
        details: error.details,
        path: error.path,
        message: PROFILE_MESSAGES.NOT_SIGNED_IN,
      });
    }
    throw error;
  }
}

export function useUpdateProfile({ successMessage = 'Profile updated' }: { successMessage?: string } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'profile', 'update'],
    mutationFn: updateProfile,
    // Each form shows the spec's text next to itself.
    meta: { errorToast: false },
    onSuccess: async (profile) => {
      toast.success(successMessage);
      await refreshAfterProfileChange(queryClient, profile);
    },
  });
}
