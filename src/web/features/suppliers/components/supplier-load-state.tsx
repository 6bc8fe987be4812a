import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage, isApiError } from '../../../lib/api-client';

/** Loading and failure screens for one supplier; an unknown or malformed id is "not found", like an order's. */
export function SupplierLoadState({ error, onRetry }: { error: unknown | null; onRetry: () => void }) {
  if (!error) return <LoadingScreen message="Loading supplier…" fullPage={false} />;
  const notFound = isApiError(error) && (error.status === 404 || error.status === 422);
  return (
    <Alert variant="destructive" className="max-w-xl">
      <div className="grid gap-2">
        <AlertTitle>{notFound ? 'Supplier not found' : 'Could not load this supplier'}</AlertTitle>
        <AlertDescription>
          {notFound ? 'The link may be mistyped, or the supplier no longer exists.' : errorMessage(error, 'Failed to load the supplier.')}
        </AlertDescription>
        <div className="flex flex-wrap gap-2">
          {notFound ? null : (
            <Button size="sm" variant="outline" onClick={onRetry}>
              Try again
            </Button>
          )}
          <Button size="sm" variant="outline" asChild>
            <Link to={paths.suppliers}>Back to Suppliers</Link>
          </Button>
        </div>
      </div>
    </Alert>
  );
}
