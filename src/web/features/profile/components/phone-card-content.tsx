import { useState } from 'react';
import { z } from 'zod';
import { BadgeCheck, Smartphone } from 'lucide-react';
import type { Profile } from '../../../../shared/auth.contracts';
import { ZPhoneStart, ZPhoneVerify } from '../../../../shared/account.contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormBody, OneTimeCodeField, TextField, useAppForm } from '../../../components/form';
import { errorMessage } from '../../../lib/api-client';
import { useRemovePhone } from '../remove-phone';
import { useStartPhoneVerification } from '../start-phone-verification';
import { useVerifyPhone } from '../verify-phone';
import { formatPhone } from '../format-phone';

const FALLBACK = 'We could not update your mobile number. Please try again.';
const ZCodeForm = z.object({ code: ZPhoneVerify.shape.code });

/**
 * Mobile number: add or replace a +63 number, confirm it with the 6-digit code texted to it, remove
 * it. A verified number can be typed instead of the e-mail when signing in.
 */
export function PhoneCardContent({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const remove = useRemovePhone();

  if (editing || !profile.phone) {
    return (
      <PhoneVerification
        current={profile.phone}
        onDone={() => setEditing(false)}
        onCancel={profile.phone ? () => setEditing(false) : undefined}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Smartphone aria-hidden className="size-5 text-muted-foreground" />
        <span className="font-medium" data-testid="profile-phone">
          {formatPhone(profile.phone)}
        </span>
        {profile.phoneVerified ? (
          <Badge variant="neutral" className="gap-1 bg-success-soft text-success">
            <BadgeCheck aria-hidden className="size-3.5" />
            Verified
          </Badge>
        ) : (
          <Badge variant="neutral" className="bg-warning-soft text-warning">
            Not verified
          </Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {profile.phoneVerified
          ? 'You can sign in with this number and your password instead of your e-mail.'
          : 'Verify this number to use it for signing in.'}
      </p>
      {remove.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(remove.error, FALLBACK)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          {profile.phoneVerified ? 'Replace number' : 'Verify number'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirmRemove(true)}>
          Remove
        </Button>
      </div>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove your mobile number?"
        description="You will no longer be able to sign in with it. You can add a number again at any time."
        confirmLabel="Remove number"
        pendingLabel="Removing…"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setConfirmRemove(false) })}
      />
    </div>
  );
}

function PhoneVerification({ current, onDone, onCancel }: { current: string | null; onDone: () => void; onCancel?: () => void }) {
  const start = useStartPhoneVerification();
  const verify = useVerifyPhone();
  // The normalised number the code was sent to (the server's form, +63…).
  const [sentTo, setSentTo] = useState<{ phone: string; expiresInSeconds: number } | null>(null);

  const phoneForm = useAppForm(ZPhoneStart, { phone: current && current.startsWith('+63') ? current : '' });
  const codeForm = useAppForm(ZCodeForm, { code: '' });

  const send = phoneForm.handleSubmit(({ phone }) =>
    start.mutate(
      { phone },
      {
        onSuccess: (answer) => {
          setSentTo({ phone, expiresInSeconds: answer.expiresInSeconds });
          codeForm.reset({ code: '' });
        },
        onError: (error) => phoneForm.setError('phone', { type: 'server', message: errorMessage(error, FALLBACK) }),
      },
    ),
  );

  const confirm = codeForm.handleSubmit(({ code }) => {
    if (!sentTo) return;
    verify.mutate(
      { phone: sentTo.phone, code },
      {
        onSuccess: onDone,
        onError: (error) => codeForm.setError('code', { type: 'server', message: errorMessage(error, FALLBACK) }),
      },
    );
  });

  if (sentTo) {
    const minutes = Math.max(1, Math.round(sentTo.expiresInSeconds / 60));
    return (
      <FormBody onSubmit={confirm} className="grid max-w-md gap-4" label="Confirm your phone">
        <p className="text-sm" role="status">
          We texted a 6-digit code to <span className="font-medium">{formatPhone(sentTo.phone)}</span>. It is valid for {minutes} minute
          {minutes === 1 ? '' : 's'}.
        </p>
        <OneTimeCodeField control={codeForm.control} name="code" label="Code from the text message" autoFocus />
        {start.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(start.error, FALLBACK)}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={verify.isPending}>
            {verify.isPending ? 'Verifying…' : 'Verify'}
          </Button>
          <Button variant="outline" disabled={start.isPending} onClick={() => start.mutate({ phone: sentTo.phone })}>
            {start.isPending ? 'Sending…' : 'Resend code'}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              start.reset();
              setSentTo(null);
            }}
          >
            Use a different number
          </Button>
        </div>
      </FormBody>
    );
  }

  return (
    <FormBody onSubmit={send} className="grid max-w-md gap-4" label="Add a phone">
      <TextField
        control={phoneForm.control}
        name="phone"
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+63 917 123 4567"
        hint="A Philippine mobile number: +63 or 0 followed by 10 digits. We text it a code to confirm it is yours."
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? 'Sending…' : 'Send code'}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </FormBody>
  );
}
