import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZTotpCode } from '../../../shared/account.contracts';
import { apiFetch } from '../../lib/api-client';
import { securityKeys } from './query-keys';

/** POST /api/profile/two-factor/confirm {code} → {ok: true}: the factor is on from now on. */

export function confirmTwoFactor(body: z.input<typeof ZTotpCode>): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/profile/two-factor/confirm', { method: 'POST', body });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'two-factor', 'confirm'],
    mutationFn: confirmTwoFactor,
    retry: false,
    meta: { errorToast: false },
    // The session's twoFactor state (and a head-office enrolment requirement) changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.user }),
  });
}
