import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZTwoFactorEnrollment, type ZPasswordConfirm } from '../../../shared/account.contracts';
import { apiFetch } from '../../lib/api-client';

/**
 * POST /api/profile/two-factor/enable {password} → {totpUri, secret, backupCodes}. Starts enrolment:
 * the factor is only on once a code from the app is confirmed. The backup codes are never shown again.
 */

export type TwoFactorEnrollment = z.infer<typeof ZTwoFactorEnrollment>;

export async function enableTwoFactor(body: z.input<typeof ZPasswordConfirm>): Promise<TwoFactorEnrollment> {
  return ZTwoFactorEnrollment.parse(await apiFetch<unknown>('/api/profile/two-factor/enable', { method: 'POST', body }));
}

export function useEnableTwoFactor() {
  return useMutation({
    mutationKey: ['user', 'two-factor', 'enable'],
    mutationFn: enableTwoFactor,
    // A retry would start over with a new secret the person never saw.
    retry: false,
    meta: { errorToast: false },
  });
}
