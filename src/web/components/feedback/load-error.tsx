import { Alert, AlertDescription } from '../ui/alert';
import { Button } from '../ui/button';
import { errorMessage } from '../../lib/api-client';

/** A failed load, with the server's message (or the fallback) and a way to try again. */
export function LoadError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
        <span>{errorMessage(error, fallback)}</span>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** A failed load inside a card or section: a short sentence and a way to try again. */
export function InlineLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="grid justify-items-start gap-2">
      <p role="alert" className="text-sm text-destructive">
        {message}
      </p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
