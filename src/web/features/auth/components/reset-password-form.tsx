import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { ZResetPassword } from '../../../../shared/auth.contracts';
import { CODE_MESSAGES } from '../../../../shared/errors';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, defaultFieldMessages } from '../../../lib/form-errors';
import { useResetPassword } from '../reset-password';
import { FormError } from '../../../components/form-error';

const ZNewPassword = z
  .object({ password: ZResetPassword.shape.password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'Passwords do not match.' });

const LABELS = { password: 'new password', confirm: 'password confirmation' };

export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(ZNewPassword, defaultFieldMessages(LABELS)),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = form.formState;

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
      <FormField
        id="reset-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormField
        id="reset-confirm"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...form.register('confirm')}
      />
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}
