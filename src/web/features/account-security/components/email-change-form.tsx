import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { ZChangeEmail } from '../../../../shared/account.contracts';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormBody, TextField, useAppForm } from '../../../components/form';
import { errorMessage, fieldErrorsOf } from '../../../lib/api-client';
import { useChangeEmail } from '../change-email';

const LABELS = { newEmail: 'email' };

/** New e-mail address: nothing changes until the link sent to the new address is opened. */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAppForm(ZChangeEmail, { newEmail: '' }, { labels: LABELS });

  const submit = form.handleSubmit(({ newEmail }) => {
    if (newEmail.toLowerCase() === currentEmail.toLowerCase()) {
      form.setError('newEmail', { type: 'same', message: 'This is already your e-mail address.' });
      return;
    }
    change.mutate(
      { newEmail },
      {
        onSuccess: () => {
          setSentTo(newEmail);
          form.reset({ newEmail: '' });
        },
        onError: (error) => {
          // Any refusal is about the address, so it shows beside it.
          if (fieldErrorsOf(error).newEmail) return form.fail(error, '');
          form.setError('newEmail', {
            type: 'server',
            message: errorMessage(error, 'Your e-mail could not be changed. Please try again.'),
          });
        },
      },
    );
  });

  return (
    <FormBody onSubmit={submit} className="grid max-w-md gap-4" label="Change e-mail">
      <p className="text-sm text-muted-foreground">
        Your e-mail is <span className="font-medium text-foreground">{currentEmail}</span>. We send a confirmation link to the new address;
        your e-mail changes when you open it.
      </p>
      {sentTo ? (
        <Alert variant="success">
          <MailCheck aria-hidden className="mt-0.5 shrink-0" />
          <AlertDescription>
            Check <span className="font-medium">{sentTo}</span> for the confirmation link. Until you open it, keep signing in with{' '}
            {currentEmail}.
          </AlertDescription>
        </Alert>
      ) : null}
      <TextField control={form.control} name="newEmail" label="New e-mail" type="email" autoComplete="email" inputMode="email" />
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Sending…' : 'Send confirmation link'}
        </Button>
      </div>
    </FormBody>
  );
}
