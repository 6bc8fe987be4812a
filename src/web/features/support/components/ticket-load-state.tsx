import { paths } from '../../../../shared/routes';
import type { TicketSide } from '../../../../shared/support.contracts';
import { RecordLoadState } from '../../../components/feedback/record-load-state';

const WORDS = {
  franchisee: {
    noun: 'support request',
    notFoundHint: 'The link may be mistyped, or the request belongs to another location.',
    back: { to: paths.supportRequests, label: 'Back to Support Requests' },
  },
  head_office: {
    noun: 'support ticket',
    notFoundHint: 'The link may be mistyped, or the ticket no longer exists.',
    back: { to: paths.supportTickets, label: 'Back to Support Tickets' },
  },
};

/** Loading and failure of one ticket's page; an unknown ticket and another location's both read "not found". */
export function TicketLoadState({ side, error, onRetry }: { side: TicketSide; error: unknown | null; onRetry: () => void }) {
  return <RecordLoadState error={error} onRetry={onRetry} words={WORDS[side]} />;
}
