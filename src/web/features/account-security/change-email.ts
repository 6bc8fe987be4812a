import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZChangeEmail } from '../../../shared/account.contracts';
import { apiFetch } from '../../lib/api-client';

/**
 * POST /api/profile/email {newEmail} → {ok: true}. Nothing changes yet: a confirmation link goes to
 * the new address, and opening it applies the change and lands on /profile?emailChanged=1.
 */

export function changeEmail(body: z.input<typeof ZChangeEmail>): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/profile/email', { method: 'POST', body });
}

export function useChangeEmail() {
  return useMutation({
    mutationKey: ['user', 'email', 'change'],
    mutationFn: changeEmail,
    // Each retry would send another confirmation e-mail.
    retry: false,
    meta: { errorToast: false },
  });
}
