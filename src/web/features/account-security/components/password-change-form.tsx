import { z } from 'zod';
import { ZChangePassword } from '../../../../shared/account.contracts';
import { Button } from '../../../components/ui/button';
import { CheckboxField, FormBody, TextField, useAppForm } from '../../../components/form';
import { errorMessage, fieldErrorsOf } from '../../../lib/api-client';
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
  const change = useChangePassword();
  const form = useAppForm(ZPasswordForm, EMPTY, { labels: LABELS });

  const submit = form.handleSubmit(({ currentPassword, newPassword, signOutOtherSessions }) =>
    change.mutate(
      { currentPassword, newPassword, signOutOtherSessions },
      {
        onSuccess: () => form.reset(EMPTY),
        onError: (error) => {
          if (Object.keys(fieldErrorsOf(error)).length > 0) return form.fail(error, '');
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
    <FormBody onSubmit={submit} className="grid max-w-md gap-4" label="Change password">
      {/* For password managers: which account the new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
      <TextField control={form.control} name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
      <TextField
        control={form.control}
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
      />
      <TextField control={form.control} name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
      <CheckboxField control={form.control} name="signOutOtherSessions" label="Sign out my other sessions (recommended)" />
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </Button>
      </div>
    </FormBody>
  );
}
