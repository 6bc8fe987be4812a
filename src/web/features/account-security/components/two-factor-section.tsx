import { useState } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { toast } from 'sonner';
import { ZTotpCode } from '../../../../shared/account.contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormBody, OneTimeCodeField, useAppForm } from '../../../components/form';
import { errorMessage } from '../../../lib/api-client';
import { useConfirmTwoFactor } from '../confirm-two-factor';
import { useDisableTwoFactor } from '../disable-two-factor';
import { useEnableTwoFactor, type TwoFactorEnrollment } from '../enable-two-factor';
import { useRegenerateBackupCodes } from '../regenerate-backup-codes';
import { groupSecret, secretFromTotpUri } from '../two-factor-format';
import { BackupCodesPanel } from './backup-codes-panel';
import { PasswordConfirmDialog } from './password-confirm-dialog';
import { TotpQrCode } from './totp-qr-code';

const FALLBACK = 'Two-factor authentication could not be changed. Please try again.';

type Flow = { step: 'idle' } | { step: 'scan'; enrollment: TwoFactorEnrollment } | { step: 'codes'; codes: string[] };
type Prompt = 'enable' | 'regenerate' | 'disable' | null;

/**
 * Two-factor sign-in with an authenticator app: set up (password → QR code and key → confirm with a
 * code → backup codes, shown once), new backup codes, or remove it (password required).
 */
export function TwoFactorSection({ enabled, required, account }: { enabled: boolean; required: boolean; account: string }) {
  const [flow, setFlow] = useState<Flow>({ step: 'idle' });
  const [prompt, setPrompt] = useState<Prompt>(null);
  const enable = useEnableTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  const disable = useDisableTwoFactor();

  const openPrompt = (which: Prompt) => {
    enable.reset();
    regenerate.reset();
    disable.reset();
    setPrompt(which);
  };
  const running = prompt === 'enable' ? enable : prompt === 'regenerate' ? regenerate : disable;

  const onPassword = (password: string) => {
    if (prompt === 'enable') {
      enable.mutate(
        { password },
        {
          onSuccess: (enrollment) => {
            setPrompt(null);
            setFlow({ step: 'scan', enrollment });
          },
        },
      );
    } else if (prompt === 'regenerate') {
      regenerate.mutate(
        { password },
        {
          onSuccess: (codes) => {
            setPrompt(null);
            setFlow({ step: 'codes', codes });
          },
        },
      );
    } else if (prompt === 'disable') {
      disable.mutate({ password }, { onSuccess: () => setPrompt(null) });
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        {enabled ? (
          <ShieldCheck aria-hidden className="size-5 text-success" />
        ) : (
          <ShieldOff aria-hidden className="size-5 text-muted-foreground" />
        )}
        <span className="font-medium">Authenticator app</span>
        <Badge variant="neutral" className={enabled ? 'bg-success-soft text-success' : undefined} data-testid="two-factor-state">
          {enabled ? 'On' : 'Off'}
        </Badge>
      </div>

      {flow.step === 'scan' ? (
        <EnrollmentStep
          enrollment={flow.enrollment}
          onCancel={() => setFlow({ step: 'idle' })}
          onConfirmed={() => setFlow({ step: 'codes', codes: flow.enrollment.backupCodes })}
        />
      ) : flow.step === 'codes' ? (
        <BackupCodesPanel codes={flow.codes} account={account} onDone={() => setFlow({ step: 'idle' })} />
      ) : enabled ? (
        <>
          <p className="text-sm text-muted-foreground">
            Signing in asks for a code from your authenticator app after your password. Lost your phone? Use one of your backup codes.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => openPrompt('regenerate')}>
              New backup codes
            </Button>
            <Button variant="ghost" size="sm" onClick={() => openPrompt('disable')}>
              Remove two-factor
            </Button>
          </div>
          {required ? <p className="text-xs text-muted-foreground">Head office requires two-factor sign-in for your role.</p> : null}
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Protect your account with a second step at sign-in: a 6-digit code from an authenticator app such as Google Authenticator,
            Microsoft Authenticator or 1Password.
          </p>
          <div>
            <Button onClick={() => openPrompt('enable')}>Set up authenticator app</Button>
          </div>
        </>
      )}

      <PasswordConfirmDialog
        open={prompt !== null}
        onOpenChange={(open) => {
          if (!open) setPrompt(null);
        }}
        title={
          prompt === 'enable'
            ? 'Set up two-factor sign-in'
            : prompt === 'regenerate'
              ? 'Create new backup codes'
              : 'Remove two-factor sign-in'
        }
        description={
          prompt === 'enable'
            ? 'Confirm your password to start. Next you scan a QR code with your authenticator app.'
            : prompt === 'regenerate'
              ? 'Your current backup codes stop working and new ones are shown once.'
              : 'Signing in will need only your password again. Your backup codes stop working.'
        }
        confirmLabel={prompt === 'enable' ? 'Continue' : prompt === 'regenerate' ? 'Create codes' : 'Remove'}
        pendingLabel={prompt === 'disable' ? 'Removing…' : 'Checking…'}
        destructive={prompt === 'disable'}
        pending={running.isPending}
        error={running.isError ? errorMessage(running.error, FALLBACK) : null}
        onConfirm={onPassword}
      />
    </div>
  );
}

function EnrollmentStep({
  enrollment,
  onCancel,
  onConfirmed,
}: {
  enrollment: TwoFactorEnrollment;
  onCancel: () => void;
  onConfirmed: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  const form = useAppForm(ZTotpCode, { code: '' });
  // Apps read the key from the URI; show that one so typing it by hand gives the same codes.
  const secret = secretFromTotpUri(enrollment.totpUri) ?? enrollment.secret;

  const submit = form.handleSubmit(({ code }) =>
    confirm.mutate(
      { code },
      {
        onSuccess: () => {
          toast.success('Two-factor authentication is on');
          onConfirmed();
        },
        onError: (error) => form.setError('code', { type: 'server', message: errorMessage(error, FALLBACK) }),
      },
    ),
  );

  return (
    <FormBody onSubmit={submit} label="Set up authenticator app">
      <ol className="grid list-decimal gap-1 pl-5 text-sm">
        <li>Open your authenticator app and add an account.</li>
        <li>Scan the QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <TotpQrCode uri={enrollment.totpUri} />
        <div className="grid min-w-0 gap-1">
          <p className="text-sm text-muted-foreground">Can&apos;t scan? Enter this key:</p>
          <code data-testid="totp-secret" data-secret={secret} className="break-words rounded-md bg-muted px-2 py-1 font-mono text-sm">
            {groupSecret(secret)}
          </code>
        </div>
      </div>
      <div className="max-w-xs">
        <OneTimeCodeField control={form.control} name="code" label="6-digit code from the app" />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Checking…' : 'Turn on'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={confirm.isPending}>
          Cancel
        </Button>
      </div>
    </FormBody>
  );
}
