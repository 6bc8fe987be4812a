import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ZTwoFactorSignIn } from '../../../../shared/account.contracts';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextField } from '../../../components/form/text-field';
import { useAppForm } from '../../../components/form/use-app-form';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useVerifyTwoFactor } from '../verify-two-factor';

const ZCodeStep = ZTwoFactorSignIn.extend({ method: z.enum(['totp', 'backup']), trustDevice: z.boolean() }).superRefine((v, ctx) => {
  if (v.method === 'totp' && !/^\d{6}$/.test(v.code.trim())) {
    ctx.addIssue({ code: 'custom', path: ['code'], message: 'Enter the 6-digit code from your authenticator app.' });
  }
});
type CodeStep = z.infer<typeof ZCodeStep>;

const WRONG_CODE = 'That code did not work. Please try again.';

/**
 * The second sign-in step: after the right password, a code from the authenticator app (or a backup
 * code). A wrong code is explained beside the field; a trusted browser skips this step for 30 days.
 */
export function TwoFactorStep({ onBack }: { onBack: (message?: string) => void }) {
  const id = useId();
  const verify = useVerifyTwoFactor();
  const form = useAppForm<CodeStep, CodeStep>(ZCodeStep, { code: '', method: 'totp', trustDevice: false });
  const method = useWatch({ control: form.control, name: 'method' });
  const backup = method === 'backup';

  const submit = form.handleSubmit((values) =>
    verify.mutate(
      { ...values, code: values.code.trim() },
      {
        onError: (error) => {
          // The password step's grace period ran out: start again from the password, saying why.
          if (isApiError(error) && error.code === 'SESSION_EXPIRED') return onBack(error.message);
          form.setError('code', { type: 'server', message: errorMessage(error, WRONG_CODE) }, { shouldFocus: true });
        },
      },
    ),
  );

  const switchMethod = () => {
    form.setValue('method', backup ? 'totp' : 'backup');
    form.setValue('code', '');
    form.clearErrors('code');
    form.setFocus('code');
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Two-factor authentication">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold tracking-tight">Two-factor authentication</h2>
        <p className="text-sm text-muted-foreground">
          {backup
            ? 'Enter one of the backup codes you saved when you set up two-factor sign-in. Each code works once.'
            : 'Open your authenticator app and enter the 6-digit code it shows for FranchiseHub.'}
        </p>
      </div>
      {/* One field whose meaning follows the method: the key makes the browser treat them as different inputs. */}
      <TextField
        key={method}
        control={form.control}
        name="code"
        id={`${id}-code`}
        label={backup ? 'Backup code' : 'Authentication code'}
        autoComplete={backup ? 'off' : 'one-time-code'}
        inputMode={backup ? 'text' : 'numeric'}
        maxLength={backup ? 32 : 6}
        autoFocus
        spellCheck={false}
        autoCapitalize="off"
      />
      <CheckboxField control={form.control} name="trustDevice" label="Trust this device for 30 days" />
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? 'Verifying…' : 'Verify'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="link" className="h-auto px-0 py-0" onClick={switchMethod}>
          {backup ? 'Use your authenticator app instead' : 'Use a backup code instead'}
        </Button>
        <Button variant="link" className="h-auto px-0 py-0 text-muted-foreground" onClick={() => onBack()}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
