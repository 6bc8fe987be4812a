import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { errorMessage, isApiError } from '../../../lib/api-client';

/** Loading and failure screens for a single order (404 covers "not yours" too: the server says so). */
export function OrderLoadState({ error, onRetry }: { error: unknown | null; onRetry: () => void }) {
  if (!error) return <LoadingScreen message="Loading order…" fullPage={false} />;
  // A malformed id (422) is as unknown as someone else's order (404).
  const notFound = isApiError(error) && (error.status === 404 || error.status === 422);
  return (
    <Alert variant="destructive" className="max-w-xl">
      <div className="grid gap-2">
        <AlertTitle>{notFound ? 'Order not found' : 'Could not load this order'}</AlertTitle>
        <AlertDescription>
          {notFound ? 'It may have been mistyped, or it belongs to another account.' : errorMessage(error, 'Failed to load the order.')}
        </AlertDescription>
        <div className="flex flex-wrap gap-2">
          {notFound ? null : (
            <Button size="sm" variant="outline" onClick={onRetry}>
              Try again
            </Button>
          )}
          <Button size="sm" variant="outline" asChild>
            <Link to={paths.orders}>Back to My Orders</Link>
          </Button>
        </div>
      </div>
    </Alert>
  );
}
