import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ZProfile, type Profile } from '../../../shared/auth.contracts';
import type { ZPhoneVerify } from '../../../shared/account.contracts';
import { apiFetch } from '../../lib/api-client';
import { refreshAfterProfileChange } from './refresh-after-profile-change';

/** POST /api/profile/phone/verify {phone, code} → Profile with the number verified (usable to sign in). */

export async function verifyPhone(body: z.input<typeof ZPhoneVerify>): Promise<Profile> {
  return ZProfile.parse(await apiFetch<unknown>('/api/profile/phone/verify', { method: 'POST', body }));
}

export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'phone', 'verify'],
    mutationFn: verifyPhone,
    // A code is single-use: a blind retry would report it as spent.
    retry: false,
    meta: { errorToast: false },
    onSuccess: async (profile) => {
      toast.success('Mobile number verified');
      await refreshAfterProfileChange(queryClient, profile);
    },
  });
}
