import { TICKET_STATUS_LABELS, type TicketPriority, type TicketStatus } from '../../../../shared/support.contracts';
import { StatusPill } from '../../../components/ui/status-pill';
import { TICKET_PRIORITY_TONE, TICKET_STATUS_TONE } from '../support-format';

export function TicketStatusPill({ status, className }: { status: TicketStatus; className?: string }) {
  return <StatusPill status={status} tone={TICKET_STATUS_TONE[status]} label={TICKET_STATUS_LABELS[status]} className={className} />;
}

export function TicketPriorityPill({ priority, className }: { priority: TicketPriority; className?: string }) {
  return <StatusPill kind="Priority" status={priority} tone={TICKET_PRIORITY_TONE[priority]} label={priority} className={className} />;
}
