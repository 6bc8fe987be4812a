import { useParams } from 'react-router';
import { TicketView } from '../features/support/components/ticket-view';

/** /support-tickets/:ticketId (franchisor, admin): a ticket's conversation with reply, status, assignee and priority. */
export function SupportTicketPage() {
  const { ticketId = '' } = useParams();
  return (
    <section>
      <TicketView key={ticketId} side="head_office" ticketId={ticketId} />
    </section>
  );
}
