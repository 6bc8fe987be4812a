import { CheckCircle2 } from 'lucide-react';
import { ZForgotPassword } from '../../../../shared/auth.contracts';
import { RESET_MESSAGES } from '../../../../shared/errors';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/form/text-field';
import { useAppForm } from '../../../components/form/use-app-form';
import { errorMessage } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../forgot-password';
import { FormError } from '../../../components/form/form-error';

export const RESET_LINK_SENT_MESSAGE = 'If an account exists for that email, a reset link is on its way.';

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const form = useAppForm(ZForgotPassword, { email: '' }, { labels: { email: 'email' } });

  // The page's footer already offers "Back to sign in"; the success screen does not repeat it.
  if (request.isSuccess) {
    return (
      <Alert variant="success">
        <CheckCircle2 aria-hidden className="mt-0.5" />
        <AlertDescription>{RESET_LINK_SENT_MESSAGE}</AlertDescription>
      </Alert>
    );
  }

  return (
    <form onSubmit={form.handleSubmit((values) => request.mutate(values))} noValidate className="grid gap-4">
      <FormError message={request.isError ? errorMessage(request.error, RESET_MESSAGES.RESET_FAILED) : null} />
      <TextField control={form.control} name="email" id="forgot-email" label="Email" type="email" autoComplete="email" inputMode="email" />
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending…' : 'Send reset link'}
      </Button>
    </form>
  );
}
