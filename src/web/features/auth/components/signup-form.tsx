import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZSignUp, type SignUp } from '../../../../shared/auth.contracts';
import { SIGNUP_MESSAGES } from '../../../../shared/errors';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, defaultFieldMessages, type FieldLabels } from '../../../lib/form-errors';
import { useSignUp } from '../sign-up';
import { FormError } from './form-error';

const LABELS: FieldLabels<SignUp> = { fullName: 'full name', email: 'email', password: 'password' };

export function SignupForm() {
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(ZSignUp, defaultFieldMessages(LABELS)),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      // The message itself shows once, above the form; field-specific details go next to their fields.
      onError: (error) => applyServerFieldErrors(error, form.setError, LABELS),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormError message={signUp.isError ? errorMessage(signUp.error, SIGNUP_MESSAGES.SIGNUP_FAILED) : null} />
      <FormField
        id="signup-full-name"
        label="Full name"
        autoComplete="name"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <FormField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
