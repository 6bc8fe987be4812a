import { GENERIC_FALLBACK_MESSAGE } from '../../../shared/errors';
import { errorMessage } from '../../lib/api-client';

/**
 * The "Login Failed" toast. sonner is imported on demand, not with the sign-in page (issue 12's budget): the
 * toaster (app/toaster.tsx) mounts on the visitor's first click or key press, which a failed sign-in follows.
 */
export async function showLoginFailed(error: unknown): Promise<void> {
  const { toast } = await import('sonner');
  toast.error('Login Failed', { description: errorMessage(error, GENERIC_FALLBACK_MESSAGE) });
}
