import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { ZChangeEmail } from '../../../../shared/account.contracts';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useChangeEmail } from '../change-email';

const LABELS = { newEmail: 'email' };

/** New e-mail address: nothing changes until the link sent to the new address is opened. */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const id = useId();
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ZChangeEmail), defaultValues: { newEmail: '' } });

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
          if (!applyServerFieldErrors(error, form.setError, LABELS)) {
            form.setError('newEmail', {
              type: 'server',
              message: errorMessage(error, 'Your e-mail could not be changed. Please try again.'),
            });
          }
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-4" aria-label="Change e-mail">
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
      <FormField
        id={`${id}-email`}
        label="New e-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={form.formState.errors.newEmail?.message}
        {...form.register('newEmail')}
      />
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Sending…' : 'Send confirmation link'}
        </Button>
      </div>
    </form>
  );
}
