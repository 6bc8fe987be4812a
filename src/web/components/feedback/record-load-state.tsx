import { Link } from 'react-router';
import { LoadingScreen } from './loading-screen';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { Button } from '../ui/button';
import { errorMessage, isApiError } from '../../lib/api-client';

export interface RecordWords {
  /** "order", "purchase order", "supplier". */
  noun: string;
  /** What "not found" may mean for this record ("It may have been mistyped, or …"). */
  notFoundHint: string;
  back: { to: string; label: string };
}

/**
 * Loading and failure of one record's page (an order, a purchase order, a supplier). An unknown id (404) and a
 * malformed one (422) both read "not found": the server gives a franchisee's guess at someone else's record a 404 too.
 */
export function RecordLoadState({ error, onRetry, words }: { error: unknown | null; onRetry: () => void; words: RecordWords }) {
  const { noun } = words;
  if (!error) return <LoadingScreen message={`Loading ${noun}…`} fullPage={false} />;
  const notFound = isApiError(error) && (error.status === 404 || error.status === 422);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <Alert variant="destructive" className="max-w-xl">
      <div className="grid gap-2">
        {/* The page's heading while it has no record to title it (screen readers jump to it; the page is not untitled). */}
        <AlertTitle asHeading>{notFound ? `${Noun} not found` : `Could not load this ${noun}`}</AlertTitle>
        <AlertDescription>{notFound ? words.notFoundHint : errorMessage(error, `Failed to load the ${noun}.`)}</AlertDescription>
        <div className="flex flex-wrap gap-2">
          {notFound ? null : (
            <Button size="sm" variant="outline" onClick={onRetry}>
              Try again
            </Button>
          )}
          <Button size="sm" variant="outline" asChild>
            <Link to={words.back.to}>{words.back.label}</Link>
          </Button>
        </div>
      </div>
    </Alert>
  );
}
