import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { ZPasswordConfirm } from '../../../shared/account.contracts';
import { apiFetch } from '../../lib/api-client';
import { securityKeys } from './query-keys';

/** POST /api/profile/two-factor/disable {password} → {ok: true}. Refused when head office requires two-factor. */

export function disableTwoFactor(body: z.input<typeof ZPasswordConfirm>): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/profile/two-factor/disable', { method: 'POST', body });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'two-factor', 'disable'],
    mutationFn: disableTwoFactor,
    retry: false,
    meta: { errorToast: false },
    onSuccess: async () => {
      toast.success('Two-factor authentication removed');
      await queryClient.invalidateQueries({ queryKey: securityKeys.user });
    },
  });
}
