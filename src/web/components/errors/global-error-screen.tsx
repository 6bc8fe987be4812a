import { Button } from '../ui/button';
import { ErrorScreen } from './error-screen';

/** App-wide fallback (the router's error element), with the technical details folded away. */
export function GlobalErrorScreen({
  error,
  componentStack,
  onRetry,
}: {
  error: unknown;
  componentStack?: string | null;
  onRetry: () => void;
}) {
  const message = error instanceof Error ? error.message : String(error ?? 'Unknown error');
  return (
    <ErrorScreen
      fullPage
      title="Something went wrong"
      message="The application encountered an unexpected error. Our team has been notified."
      actions={
        <>
          <Button onClick={onRetry}>Try Again</Button>
          <Button variant="outline" asChild>
            <a href="/">Go Home</a>
          </Button>
        </>
      }
    >
      <details className="mt-4 rounded-md border border-border bg-muted p-3 text-left text-sm">
        <summary className="cursor-pointer font-medium">Error Details</summary>
        <p className="mt-2 break-words font-mono text-xs text-destructive">{message}</p>
        {componentStack ? (
          <pre className="mt-2 max-h-48 overflow-auto whitespace-pre-wrap font-mono text-xs text-muted-foreground">
            {componentStack.trim()}
          </pre>
        ) : null}
      </details>
    </ErrorScreen>
  );
}
