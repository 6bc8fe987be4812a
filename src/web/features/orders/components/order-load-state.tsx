import { paths } from '../../../../shared/routes';
import { RecordLoadState } from '../../../components/feedback/record-load-state';

const WORDS = {
  noun: 'order',
  notFoundHint: 'It may have been mistyped, or it belongs to another account.',
  back: { to: paths.orders, label: 'Back to My Orders' },
};

/** Loading and failure of one order's page. */
export function OrderLoadState({ error, onRetry }: { error: unknown | null; onRetry: () => void }) {
  return <RecordLoadState error={error} onRetry={onRetry} words={WORDS} />;
}
