import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../shared/routes';
import { AuthErrorScreen } from '../components/errors/auth-error-screen';
import { AcceptInvitation, InvitationUnavailable } from '../features/iam/components/accept-invitation';
import { OidcCallback } from '../features/auth/components/oidc-callback';

/**
 * Landing point of e-mailed auth links: a recovery link continues to the reset form, an invitation
 * link shows the accept form, a provider error is explained, anything else continues to the user's dashboard.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  if (error) {
    const description = params.get('error_description');
    return <AuthErrorScreen kind="auth" fullPage={false} message={describeCallbackError(error, description)} />;
  }
  if (params.get('type') === 'oidc') return <OidcCallback />;
  const token = params.get('token');
  if (params.get('type') === 'invite') {
    return token ? <AcceptInvitation token={token} /> : <InvitationUnavailable />;
  }
  if (params.get('type') === 'recovery' && token) {
    return <Navigate to={`${paths.resetPassword}?token=${encodeURIComponent(token)}`} replace />;
  }
  return <Navigate to={paths.dashboard} replace />;
}

function describeCallbackError(code: string, description: string | null): string {
  if (/invalid_token|expired/i.test(code) || /expired/i.test(description ?? '')) {
    return 'This link is invalid or has expired. Please request a new one.';
  }
  return description ? `Sign-in could not be completed: ${description}` : 'Sign-in could not be completed. Please try again.';
}
