import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ZPhoneStart } from '../../../shared/account.contracts';
import { apiFetch } from '../../lib/api-client';

/**
 * POST /api/profile/phone {phone} → {ok, expiresInSeconds}: texts a 6-digit code to the number
 * (without an SMS gateway the server writes the message under DATA_DIR/sms/). Rate limited (429).
 */

const ZPhoneStarted = z.object({ ok: z.literal(true), expiresInSeconds: z.number() });
export type PhoneStarted = z.infer<typeof ZPhoneStarted>;

export async function startPhoneVerification(body: z.input<typeof ZPhoneStart>): Promise<PhoneStarted> {
  return ZPhoneStarted.parse(await apiFetch<unknown>('/api/profile/phone', { method: 'POST', body }));
}

export function useStartPhoneVerification() {
  return useMutation({
    mutationKey: ['user', 'phone', 'start'],
    mutationFn: startPhoneVerification,
    // Each retry would text another code.
    retry: false,
    meta: { errorToast: false },
  });
}
