import { TICKET_STATUSES, TICKET_STATUS_LABELS, type TicketStatus, type TicketStatusCounts } from '../../../../shared/support.contracts';
import { StatusCountFilter } from '../../../components/ui/status-count-filter';

/** The tickets' status filter with counts: "All 12 · Open 3 · In Progress 2 …". */
export function StatusCounts(props: {
  counts: TicketStatusCounts | undefined;
  value: TicketStatus | null;
  onChange: (status: TicketStatus | null) => void;
}) {
  return <StatusCountFilter statuses={TICKET_STATUSES} labels={TICKET_STATUS_LABELS} testId="status-counts" {...props} />;
}
