import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZAuthResult } from '../../../shared/auth.contracts';
import type { ZTwoFactorSignIn } from '../../../shared/account.contracts';
import { apiFetch } from '../../lib/api-client';
import { useAfterAuthSuccess, type AuthSuccess } from '../../lib/auth-success';

/**
 * POST /api/auth/two-factor/verify {code, method: 'totp' | 'backup', trustDevice} → {user, redirectTo}:
 * the second sign-in step, after a password answered {twoFactorRequired: true}. A wrong code is a 401
 * with a message; too many wrong codes a 429.
 */

export async function verifyTwoFactor(body: z.input<typeof ZTwoFactorSignIn>): Promise<AuthSuccess> {
  return ZAuthResult.parse(await apiFetch<unknown>('/api/auth/two-factor/verify', { method: 'POST', body }));
}

export function useVerifyTwoFactor() {
  const afterSuccess = useAfterAuthSuccess();
  return useMutation({
    mutationKey: ['auth', 'two-factor'],
    mutationFn: verifyTwoFactor,
    // A backup code is single-use and wrong codes count towards the limit: never repeat by itself.
    retry: false,
    meta: { errorToast: false },
    onSuccess: afterSuccess,
  });
}
