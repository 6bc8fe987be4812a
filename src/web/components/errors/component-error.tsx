import { AlertCircle } from 'lucide-react';
import { Button } from '../ui/button';

/** Compact fallback for one widget, so the rest of the page keeps working. */
export function ComponentError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-destructive-soft p-4">
      <div className="flex items-start gap-3">
        <AlertCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="min-w-0 flex-1">
          <h2 className="font-medium text-destructive">Component Error</h2>
          <p className="mt-1 text-sm text-foreground">This component encountered an error. Please try again.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={onRetry}>
              Try Again
            </Button>
            <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
              Refresh Page
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <a href="/">Go Home</a>
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
