import { ZSignUp, type SignUp } from '../../../../shared/auth.contracts';
import { SIGNUP_MESSAGES } from '../../../../shared/errors';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/form/text-field';
import { useAppForm } from '../../../components/form/use-app-form';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, type FieldLabels } from '../../../lib/form-errors';
import { useSignUp } from '../sign-up';
import { FormError } from '../../../components/form/form-error';

const LABELS: FieldLabels<SignUp> = { fullName: 'full name', email: 'email', password: 'password' };
type Field = keyof SignUp;
/** Server refusals that concern one field: shown next to it, and gone as soon as that field changes. */
const FIELD_OF_CODE: Partial<Record<string, Field>> = { USER_ALREADY_REGISTERED: 'email', WEAK_PASSWORD: 'password' };

export function SignupForm() {
  const signUp = useSignUp();
  // A refusal that concerns no field (sign-up disabled, server trouble) shows once, above the form (form.formError).
  const form = useAppForm(ZSignUp, { fullName: '', email: '', password: '' }, { labels: LABELS });
  const { formError, setFormError } = form;

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
  const clearServerError = (field: Field) => () => {
    if (form.getFieldState(field).error?.type === 'server') form.clearErrors(field);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormError message={formError} />
      <TextField
        control={form.control}
        name="fullName"
        id="signup-full-name"
        label="Full name"
        autoComplete="name"
        onInput={clearServerError('fullName')}
      />
      <TextField
        control={form.control}
        name="email"
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        onInput={clearServerError('email')}
      />
      <TextField
        control={form.control}
        name="password"
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        onInput={clearServerError('password')}
      />
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
