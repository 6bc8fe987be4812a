import { Link, useSearchParams } from 'react-router';
import { paths } from '../../shared/routes';
import { Button } from '../components/ui/button';
import { AuthCard } from '../components/auth-card';
import { FormError } from '../components/form/form-error';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthCard title="Set a New Password" description="Choose a new password for your account.">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="grid gap-4">
          <FormError message="This reset link is missing its token. Please request a new link." />
          <Button asChild>
            <Link to={paths.forgotPassword}>Request a new link</Link>
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
