import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot Password"
      description="Enter your email and we will send you a link to set a new password."
      footer={
        <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
