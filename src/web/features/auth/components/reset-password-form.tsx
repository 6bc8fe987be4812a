import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { ZResetPassword } from '../../../../shared/auth.contracts';
import { CODE_MESSAGES } from '../../../../shared/errors';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/form/text-field';
import { useAppForm } from '../../../components/form/use-app-form';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useResetPassword } from '../reset-password';
import { FormError } from '../../../components/form/form-error';

const ZNewPassword = z
  .object({ password: ZResetPassword.shape.password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'Passwords do not match.' });

const LABELS = { password: 'new password', confirm: 'password confirmation' };

export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useAppForm(ZNewPassword, { password: '', confirm: '' }, { labels: LABELS });

  const submit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast.success('Password updated', { description: 'You can now sign in with your new password.' });
          void navigate(paths.login, { replace: true });
        },
        onError: (error) => applyServerFieldErrors(error, form.setError, LABELS),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormError message={reset.isError ? errorMessage(reset.error, CODE_MESSAGES.VALIDATION_ERROR) : null} />
      <TextField
        control={form.control}
        name="password"
        id="reset-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
      />
      <TextField
        control={form.control}
        name="confirm"
        id="reset-confirm"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}
