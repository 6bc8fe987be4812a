import { ShieldAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';

/** Shown on /profile while head office requires two-factor sign-in and this account has none yet. */
export function TwoFactorRequiredBanner() {
  return (
    <Alert variant="warning" role="alert" data-testid="two-factor-required">
      <ShieldAlert aria-hidden className="mt-0.5 shrink-0" />
      <div className="grid gap-1">
        <AlertTitle>Head office requires two-factor sign-in</AlertTitle>
        <AlertDescription>
          Your role needs a second step at sign-in. Set up an authenticator app under{' '}
          <a href="#two-factor" className="font-medium underline underline-offset-4">
            Two-factor authentication
          </a>{' '}
          below; the rest of the app opens once it is on.
        </AlertDescription>
      </div>
    </Alert>
  );
}
