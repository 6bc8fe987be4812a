import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZSignIn, type SignIn } from '../../../../shared/auth.contracts';
import { GENERIC_FALLBACK_MESSAGE } from '../../../../shared/errors';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, defaultFieldMessages, type FieldLabels } from '../../../lib/form-errors';
import { useSession } from '../get-session';
import { useSignIn } from '../sign-in';
import { DemoAccounts } from './demo-accounts';
import { FormError } from './form-error';

const LABELS: FieldLabels<SignIn> = { email: 'email', password: 'password' };

export function LoginForm() {
  const signIn = useSignIn();
  const demoAccounts = useSession().data?.demoAccounts ?? false;
  const form = useForm({
    resolver: zodResolver(ZSignIn, defaultFieldMessages(LABELS)),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    signIn.mutate(values, { onError: (error) => applyServerFieldErrors(error, form.setError, LABELS) }),
  );

  return (
    <div className="grid gap-6">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormError message={signIn.isError ? errorMessage(signIn.error, GENERIC_FALLBACK_MESSAGE) : null} />
        <FormField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
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
      {demoAccounts ? (
        <DemoAccounts disabled={signIn.isPending} onPick={(email, password) => signIn.mutate({ email, password })} />
      ) : null}
    </div>
  );
}
