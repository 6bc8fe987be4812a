import { Button } from '../ui/button';
import { ErrorScreen } from './error-screen';

/** Page-area fallback: Try Again re-renders the failed part, Reload Page starts over. */
export function SomethingWentWrong({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorScreen
      title="Something went wrong"
      message="This page could not be displayed. Try again, or reload the page if the problem continues."
      actions={
        <>
          <Button onClick={onRetry}>Try Again</Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        </>
      }
    />
  );
}
