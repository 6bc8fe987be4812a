import { Clock } from 'lucide-react';
import { AUTH_MESSAGES } from '../../../../shared/errors';
import { Button } from '../../../components/ui/button';
import { useSignOut } from '../../../lib/sign-out';
import { useIdleTimeout } from '../use-idle-timeout';

function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return minutes > 0 ? `${minutes}:${String(seconds).padStart(2, '0')} minutes` : `${seconds} seconds`;
}

/** Mount once inside the signed-in layout: runs the idle watch and shows the session-expiring banner. */
export function IdleTimeoutBanner({ enabled }: { enabled: boolean }) {
  const { signOut } = useSignOut();
  const { phase, remainingMs, extend } = useIdleTimeout({
    enabled,
    onTimeout: () => void signOut({ notice: AUTH_MESSAGES.SESSION_EXPIRED }),
  });

  if (phase !== 'warning') return null;
  return (
    <div
      role="alertdialog"
      aria-labelledby="idle-warning-title"
      aria-describedby="idle-warning-text"
      className="fixed inset-x-0 top-0 z-50 border-b border-yellow-300 bg-warning-soft shadow-md"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
          <div>
            <p id="idle-warning-title" className="font-medium text-foreground">
              Your session is about to expire
            </p>
            <p id="idle-warning-text" className="text-sm text-muted-foreground">
              You will be signed out in {formatRemaining(remainingMs)} because of inactivity.
            </p>
          </div>
        </div>
        <div className="flex gap-2">
          <Button size="sm" onClick={extend} autoFocus>
            Extend Session
          </Button>
          <Button size="sm" variant="outline" onClick={() => void signOut()}>
            Logout
          </Button>
        </div>
      </div>
    </div>
  );
}
