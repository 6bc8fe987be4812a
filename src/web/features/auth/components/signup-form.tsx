import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZSignUp, type SignUp } from '../../../../shared/auth.contracts';
import { SIGNUP_MESSAGES } from '../../../../shared/errors';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, defaultFieldMessages, type FieldLabels } from '../../../lib/form-errors';
import { useSignUp } from '../sign-up';
import { FormError } from '../../../components/form-error';

const LABELS: FieldLabels<SignUp> = { fullName: 'full name', email: 'email', password: 'password' };
type Field = keyof SignUp;
/** Server refusals that concern one field: shown next to it, and gone as soon as that field changes. */
const FIELD_OF_CODE: Partial<Record<string, Field>> = { USER_ALREADY_REGISTERED: 'email', WEAK_PASSWORD: 'password' };

export function SignupForm() {
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(ZSignUp, defaultFieldMessages(LABELS)),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  // A refusal that concerns no field (sign-up disabled, server trouble) shows once, above the form.
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    signUp.mutate(values, {
      onError: (error) => {
        const field = isApiError(error) ? FIELD_OF_CODE[error.code] : undefined;
        const message = errorMessage(error, SIGNUP_MESSAGES.SIGNUP_FAILED);
        if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
        else if (!applyServerFieldErrors(error, form.setError, LABELS)) setFormError(message);
      },
    });
  });
  /** Editing a field takes back what the server said about it. */
  const register = (field: Field) =>
    form.register(field, {
      onChange: () => {
        if (form.getFieldState(field).error?.type === 'server') form.clearErrors(field);
      },
    });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormError message={formError} />
      <FormField id="signup-full-name" label="Full name" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
      <FormField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormField
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
