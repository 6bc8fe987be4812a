import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Bug } from 'lucide-react';
import { ErrorBoundary } from '../../../components/errors/error-boundary';
import { Button } from '../../../components/ui/button';
import { errorGroupKeys } from '../error-group-keys';

/** The message of the test error: always the same, so repeated tests count up one group rather than adding rows. */
export const TEST_ERROR_MESSAGE = 'Bug tracker: test error thrown on purpose';

function Exploding(): never {
  throw new Error(TEST_ERROR_MESSAGE);
}

/** Reports are sent in the background (app/instruments): the list looks again once they have had time to arrive. */
const REFRESH_AFTER_MS = [1_500, 4_000];

/**
 * A real render error inside a component-level boundary: the error reporter sends it like any other, so an operator
 * can see the whole path work (report, grouping, count) without breaking the page. The boundary's Try Again brings
 * the button back. (A page reports the same error once a minute: app/instruments/error-reporter.ts.)
 */
export function ThrowTestError() {
  const [exploding, setExploding] = useState(false);
  const [thrown, setThrown] = useState(0);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!thrown) return;
    const timers = REFRESH_AFTER_MS.map((ms) =>
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: errorGroupKeys.lists }), ms),
    );
    return () => timers.forEach(clearTimeout);
  }, [thrown, queryClient]);
  return (
    <div className="grid gap-2" data-testid="throw-test-error">
      <ErrorBoundary variant="component" onReset={() => setExploding(false)}>
        {exploding ? (
          <Exploding />
        ) : (
          <div>
            <Button
              variant="outline"
              onClick={() => {
                setExploding(true);
                setThrown((n) => n + 1);
              }}
            >
              <Bug aria-hidden />
              Throw a test error
            </Button>
          </div>
        )}
      </ErrorBoundary>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {thrown
          ? 'Test error thrown: it appears in the list in a moment.'
          : 'Throws a render error inside this box to check reporting end to end.'}
      </p>
    </div>
  );
}
