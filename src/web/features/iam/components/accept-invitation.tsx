import { Link } from 'react-router';
import { MailWarning } from 'lucide-react';
import { z } from 'zod';
import { ZInvitationAccept } from '../../../../shared/iam.contracts';
import { ROLE_LABELS } from '../../../../shared/roles';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { AuthCard } from '../../../components/auth-card';
// The kit's own files, not its index: this public page must not load the dialog stack.
import { FormError } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/text-field';
import { useAppForm } from '../../../components/form/use-app-form';
import { formatDateTime } from '../../../../shared/time';
import { useAcceptInvitation, useInvitationPreview, type InvitationPreview } from '../accept-invitation';

/**
 * /auth/callback?type=invite&token=…: who was invited and as what, then full name and a password.
 * Accepting signs them in (session cookie), re-reads the session and goes to their role's home.
 */
export function AcceptInvitation({ token }: { token: string }) {
  const preview = useInvitationPreview(token);

  if (preview.isPending) {
    return (
      <AuthCard title="Accept your invitation">
        <div role="status" aria-busy="true" aria-label="Checking your invitation" className="grid gap-3">
          <div className="h-14 animate-pulse rounded-lg bg-muted" />
          <div className="h-10 animate-pulse rounded-md bg-muted" />
          <div className="h-10 animate-pulse rounded-md bg-muted" />
        </div>
      </AuthCard>
    );
  }
  if (preview.isError) return <InvitationUnavailable error={preview.error} />;
  return (
    <AuthCard title="Accept your invitation" description="Set a password to finish creating your account.">
      <AcceptForm token={token} preview={preview.data} />
    </AuthCard>
  );
}

/** Unknown, revoked, used or expired: say so plainly and offer the way forward. */
export function InvitationUnavailable({ error }: { error?: unknown }) {
  const gone = !error || (isApiError(error) && [400, 404, 409, 410].includes(error.status));
  return (
    <AuthCard title="Invitation not available">
      <div className="grid gap-4" data-testid="invitation-unavailable">
        <div className="flex items-start gap-3 rounded-lg border border-amber-200 bg-warning-soft p-3 text-sm text-warning">
          <MailWarning aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p role="alert">
            {gone
              ? (isApiError(error) && error.message) || 'This invitation link is invalid, has expired or was revoked.'
              : errorMessage(error, 'The invitation could not be checked. Please try again.')}
          </p>
        </div>
        <p className="text-sm text-muted-foreground">If you already accepted it and set a password, sign in.</p>
        <Button asChild>
          <Link to={paths.login}>Go to sign in</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

const ZAcceptForm = z
  .object({ fullName: ZInvitationAccept.shape.fullName, password: ZInvitationAccept.shape.password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'Passwords do not match.' });

const LABELS = { fullName: 'full name', password: 'password', confirm: 'password confirmation' };

function AcceptForm({ token, preview }: { token: string; preview: InvitationPreview }) {
  const accept = useAcceptInvitation();
  const form = useAppForm(ZAcceptForm, { fullName: preview.fullName ?? '', password: '', confirm: '' }, { labels: LABELS });
  const { control } = form;

  const submit = form.submit(async ({ fullName, password }) => {
    await accept.mutateAsync({ token, fullName, password });
  }, 'The invitation could not be accepted.');

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <dl className="grid gap-2 rounded-lg border border-border bg-muted/50 p-3 text-sm" data-testid="invitation-preview">
        <div className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-muted-foreground">E-mail</dt>
          <dd className="break-all font-medium">{preview.email}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-muted-foreground">Role</dt>
          <dd className="font-medium">{ROLE_LABELS[preview.role]}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-muted-foreground">Link valid until</dt>
          <dd>{formatDateTime(preview.expiresAt)}</dd>
        </div>
      </dl>
      <FormError message={form.formError} />
      <TextField control={control} name="fullName" id="invite-full-name" label="Full name" autoComplete="name" maxLength={120} />
      <TextField
        control={control}
        name="password"
        id="invite-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
      />
      <TextField
        control={control}
        name="confirm"
        id="invite-confirm"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? 'Creating your account…' : 'Accept and sign in'}
      </Button>
    </form>
  );
}
