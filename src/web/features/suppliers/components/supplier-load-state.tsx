import { paths } from '../../../../shared/routes';
import { RecordLoadState } from '../../../components/feedback/record-load-state';

const WORDS = {
  noun: 'supplier',
  notFoundHint: 'The link may be mistyped, or the supplier no longer exists.',
  back: { to: paths.suppliers, label: 'Back to Suppliers' },
};

/** Loading and failure of one supplier's page. */
export function SupplierLoadState({ error, onRetry }: { error: unknown | null; onRetry: () => void }) {
  return <RecordLoadState error={error} onRetry={onRetry} words={WORDS} />;
}
