import { ShieldAlert } from 'lucide-react';
import { Button } from '../ui/button';
import { ErrorScreen } from './error-screen';

/**
 * Authentication failures. `kind="auth"`: the session is gone, offer signing in again.
 * `kind="generic"`: something else broke on the way (e.g. the permission check), offer a retry.
 */
export function AuthErrorScreen({
  kind = 'auth',
  message,
  onRetry,
  fullPage = true,
}: {
  kind?: 'auth' | 'generic';
  message?: string;
  onRetry?: () => void;
  fullPage?: boolean;
}) {
  if (kind === 'auth') {
    return (
      <ErrorScreen
        fullPage={fullPage}
        icon={<ShieldAlert aria-hidden className="size-6" />}
        title="Authentication Error"
        message={message ?? 'There was a problem with your sign-in. Please sign in again.'}
        actions={
          <>
            <Button asChild>
              <a href="/login">Sign In Again</a>
            </Button>
            <Button variant="outline" asChild>
              <a href="/">Go Home</a>
            </Button>
          </>
        }
      />
    );
  }
  return (
    <ErrorScreen
      fullPage={fullPage}
      title="Something went wrong"
      message={message ?? 'We could not complete this step. Please try again.'}
      actions={
        <>
          <Button onClick={onRetry ?? (() => window.location.reload())}>Try Again</Button>
          <Button variant="outline" asChild>
            <a href="/">Go Home</a>
          </Button>
        </>
      }
    />
  );
}
