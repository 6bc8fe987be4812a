import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/routes';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../features/auth/components/signup-form';

export function SignupPage() {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const loginHref = redirect ? `${paths.login}?redirect=${encodeURIComponent(redirect)}` : paths.login;
  return (
    <AuthCard
      title="Create Account"
      description="Join the network as a franchisee. Head office links your account to your location."
      footer={
        <>
          Already have an account?{' '}
          <Link to={loginHref} className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
