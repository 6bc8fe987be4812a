import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { SignIn, SignInResult } from '../../../../shared/auth.contracts';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/form/text-field';
import { useAppForm } from '../../../components/form/use-app-form';
import { lazySchema } from '../../../components/form/lazy-schema';
import { applyServerFieldErrors, type FieldLabels } from '../../../lib/form-errors';
import type { SignInForm } from '../auth-schemas';
import { useSession } from '../get-session';
import { oidcErrorMessage } from '../oidc-error';
import { needsTwoFactor, useSignIn } from '../sign-in';
import { DemoAccounts } from './demo-accounts';
import { FormError } from '../../../components/form/form-error';
import { OidcSignInButton } from './oidc-sign-in-button';
import { WithQueryClient } from '../../../app/with-query-client';

// Only accounts with an authenticator reach this step: its chunk (and classic zod, for its contract) loads then.
const TwoFactorStep = lazy(() => import('./two-factor-step').then((m) => ({ default: m.TwoFactorStep })));

const LABELS: FieldLabels<SignIn> = { email: 'email', password: 'password' };
const SIGN_IN_SCHEMA = lazySchema(() => import('../auth-schemas').then((m) => m.ZSignInForm as unknown as z.ZodType<SignInForm>));

export function LoginForm() {
  const signIn = useSignIn();
  const demoAccounts = useSession().data?.demoAccounts ?? false;
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<'password' | 'code'>('password');
  // Why the code step sent the user back (e.g. it took too long), shown above the form.
  const [notice, setNotice] = useState<string | null>(null);
  // The kit's types name classic zod; the zod/mini copy parses the same way (zodResolver reads either). Loaded at the
  // first check, so zod is not part of the sign-in page's first load.
  const form = useAppForm(SIGN_IN_SCHEMA, { email: '', password: '' }, { labels: LABELS });

  const onResult = (result: SignInResult) => {
    if (needsTwoFactor(result)) {
      setNotice(null);
      setStep('code');
    }
  };
  const submit = form.handleSubmit((values) =>
    signIn.mutate(values, { onSuccess: onResult, onError: (error) => applyServerFieldErrors(error, form.setError, LABELS) }),
  );

  if (step === 'code') {
    return (
      <Suspense fallback={null}>
        {/* Its request is a TanStack mutation: the query client loads with this step, not with the sign-in page. */}
        <WithQueryClient>
          <TwoFactorStep
            onBack={(message) => {
              setNotice(message ?? null);
              signIn.reset();
              form.resetField('password');
              setStep('password');
            }}
          />
        </WithQueryClient>
      </Suspense>
    );
  }

  const oidcError = oidcErrorMessage(searchParams);
  return (
    <div className="grid gap-6">
      <form onSubmit={submit} noValidate className="grid gap-4">
        {/* A refused sign-in is told once, by the "Login Failed" toast (spec 8); this line is for other notices. */}
        <FormError message={signIn.isError ? null : (notice ?? oidcError)} />
        {/* The field keeps the name "email" (the API's), but a verified mobile number works too. */}
        <TextField
          control={form.control}
          name="email"
          id="login-email"
          label="Email or phone"
          type="text"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
        />
        <TextField
          control={form.control}
          name="password"
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign In'}
        </Button>
        <p className="text-center text-sm">
          <Link to={paths.forgotPassword} className="font-medium text-primary underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </p>
      </form>
      <OidcSignInButton disabled={signIn.isPending} />
      {demoAccounts ? (
        <DemoAccounts
          disabled={signIn.isPending}
          onPick={(email, password) => signIn.mutate({ email, password }, { onSuccess: onResult })}
        />
      ) : null}
    </div>
  );
}
