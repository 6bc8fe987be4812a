import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage, isApiError } from '../../../lib/api-client';

/** Loading and failure of one purchase order; an unknown or malformed id reads as "not found", like an order. */
export function PurchaseOrderLoadState({ error, onRetry }: { error: unknown | null; onRetry: () => void }) {
  if (!error) return <LoadingScreen message="Loading purchase order…" fullPage={false} />;
  const notFound = isApiError(error) && (error.status === 404 || error.status === 422);
  return (
    <Alert variant="destructive" className="max-w-xl">
      <div className="grid gap-2">
        <AlertTitle>{notFound ? 'Purchase order not found' : 'Could not load this purchase order'}</AlertTitle>
        <AlertDescription>
          {notFound ? 'It may have been mistyped, or the link is out of date.' : errorMessage(error, 'Failed to load the purchase order.')}
        </AlertDescription>
        <div className="flex flex-wrap gap-2">
          {notFound ? null : (
            <Button size="sm" variant="outline" onClick={onRetry}>
              Try again
            </Button>
          )}
          <Button size="sm" variant="outline" asChild>
            <Link to={paths.purchaseOrders}>Back to purchase orders</Link>
          </Button>
        </div>
      </div>
    </Alert>
  );
}
