import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBoundary } from '../../../components/errors/error-boundary';

function Exploding({ message }: { message: string }): never {
  throw new Error(message);
}

/** A widget that fails to render on request, inside a component-level boundary. */
export function RenderErrorTrigger() {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <ErrorBoundary variant="component" onReset={() => setMessage(null)}>
      {message ? (
        <Exploding message={message} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setMessage('Diagnostics: widget failed to render')}>
            Throw a render error
          </Button>
          <Button variant="outline" onClick={() => setMessage('Diagnostics: auth token rejected while rendering')}>
            Throw an authentication render error
          </Button>
        </div>
      )}
    </ErrorBoundary>
  );
}
