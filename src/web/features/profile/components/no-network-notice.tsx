import { Link } from 'react-router';
import { Info } from 'lucide-react';
import { paths } from '../../../../shared/routes';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';

/** For a `user`-role account: signed in, but not part of the franchise network yet. */
export function NoNetworkNotice() {
  return (
    <Alert variant="info" data-testid="no-network-notice">
      <Info aria-hidden className="mt-0.5 shrink-0" />
      <div className="grid gap-1">
        <AlertTitle>Your account is not linked to the network yet</AlertTitle>
        <AlertDescription>
          You can keep your profile and notifications here, but ordering, locations and reports open only once head office gives your
          account a role. Please contact your franchise head office to have it linked (
          <Link to={paths.contact} className="font-medium underline underline-offset-4">
            contact details
          </Link>
          ).
        </AlertDescription>
      </div>
    </Alert>
  );
}
