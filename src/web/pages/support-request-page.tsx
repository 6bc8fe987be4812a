import { useParams } from 'react-router';
import { TicketView } from '../features/support/components/ticket-view';

/** /franchisee/support-requests/:ticketId (franchisee): one of their tickets, its conversation, reply, close and reopen. */
export function SupportRequestPage() {
  const { ticketId = '' } = useParams();
  return (
    <section>
      <TicketView key={ticketId} side="franchisee" ticketId={ticketId} />
    </section>
  );
}
