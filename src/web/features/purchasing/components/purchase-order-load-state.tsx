import { paths } from '../../../../shared/routes';
import { RecordLoadState } from '../../../components/feedback/record-load-state';

const WORDS = {
  noun: 'purchase order',
  notFoundHint: 'It may have been mistyped, or the link is out of date.',
  back: { to: paths.purchaseOrders, label: 'Back to purchase orders' },
};

/** Loading and failure of one purchase order's page. */
export function PurchaseOrderLoadState({ error, onRetry }: { error: unknown | null; onRetry: () => void }) {
  return <RecordLoadState error={error} onRetry={onRetry} words={WORDS} />;
}
