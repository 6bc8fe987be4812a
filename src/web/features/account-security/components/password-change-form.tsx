import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ZChangePassword } from '../../../../shared/account.contracts';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../change-password';

const ZPasswordForm = ZChangePassword.extend({
  signOutOtherSessions: z.boolean(),
  confirmPassword: z.string().min(1, 'Please type the new password again.'),
}).refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match.' });
type PasswordForm = z.infer<typeof ZPasswordForm>;

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '', signOutOtherSessions: true };
const LABELS = { currentPassword: 'current password', newPassword: 'new password' };

/** Current password, new password twice; other sessions are signed out unless unticked. */
export function PasswordChangeForm({ account }: { account: string }) {
  const id = useId();
  const change = useChangePassword();
  const form = useForm<PasswordForm>({ resolver: zodResolver(ZPasswordForm), defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ currentPassword, newPassword, signOutOtherSessions }) =>
    change.mutate(
      { currentPassword, newPassword, signOutOtherSessions },
      {
        onSuccess: () => form.reset(EMPTY),
        onError: (error) => {
          if (applyServerFieldErrors(error, form.setError, LABELS)) return;
          // A wrong current password is the usual refusal: show it beside that field.
          form.setError('currentPassword', {
            type: 'server',
            message: errorMessage(error, 'Your password could not be changed. Please try again.'),
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-4" aria-label="Change password">
      {/* For password managers: which account the new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
      <FormField
        id={`${id}-current`}
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <FormField
        id={`${id}-new`}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <FormField
        id={`${id}-confirm`}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...form.register('signOutOtherSessions')} />
        <span>Sign out my other sessions (recommended)</span>
      </label>
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
