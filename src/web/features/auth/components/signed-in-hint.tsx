import { Link } from 'react-router';
import { Info } from 'lucide-react';
import { paths } from '../../../../shared/routes';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { useSession } from '../get-session';

/** /login stays reachable when signed in; say so instead of silently showing an empty form. */
export function SignedInHint() {
  const user = useSession().data?.user;
  if (!user) return null;
  return (
    <Alert variant="info" className="mb-4">
      <Info aria-hidden className="mt-0.5" />
      <AlertDescription>
        You are signed in as <strong>{user.fullName || user.email}</strong> —{' '}
        <Link to={paths.dashboard} className="font-medium underline underline-offset-4">
          go to dashboard
        </Link>
        .
      </AlertDescription>
    </Alert>
  );
}
