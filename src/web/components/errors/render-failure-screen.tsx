import { Button } from '../ui/button';
import { ErrorScreen } from './error-screen';

/** Last-resort full-page screen for a render failure outside the router. */
export function RenderFailureScreen() {
  return (
    <ErrorScreen
      fullPage
      title="Oops! Something went wrong"
      message="We're sorry, but something unexpected happened. Please try refreshing the page or go back to the homepage."
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
          <Button variant="outline" asChild>
            {/* A full page load: the app's in-memory state is what failed. */}
            <a href="/">Go Home</a>
          </Button>
        </>
      }
    />
  );
}
