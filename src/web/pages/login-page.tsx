import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/routes';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../features/auth/components/login-form';
import { SignedInHint } from '../features/auth/components/signed-in-hint';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  // Keep the destination when the visitor switches to sign-up instead.
  const redirect = searchParams.get('redirect');
  const signupHref = redirect ? `${paths.signup}?redirect=${encodeURIComponent(redirect)}` : paths.signup;
  return (
    <AuthCard
      title="Sign In"
      description="Sign in to your FranchiseHub account."
      above={<SignedInHint />}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={signupHref} className="font-medium text-primary underline-offset-4 hover:underline">
            Create one
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
