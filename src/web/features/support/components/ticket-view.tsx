import { paths } from '../../../../shared/routes';
import { SUPPORT_MESSAGES, type TicketSide } from '../../../../shared/support.contracts';
import { SectionCard } from '../../../components/section-card';
import { useTicket } from '../get-ticket';
import { FranchiseeTicketActions } from './franchisee-ticket-actions';
import { HeadOfficeTicketPanel } from './head-office-ticket-panel';
import { ReplyForm } from './reply-form';
import { TicketConversation } from './ticket-conversation';
import { TicketHeader } from './ticket-header';
import { TicketHistory } from './ticket-history';
import { TicketLoadState } from './ticket-load-state';

const BACK = {
  franchisee: { to: paths.supportRequests, label: 'Back to Support Requests' },
  head_office: { to: paths.supportTickets, label: 'Back to Support Tickets' },
};

/**
 * One ticket's page for either side: header, the conversation with the reply box, and beside it the side's actions
 * and the status history. The ticket re-reads every 30 s and on returning to the tab, so the other side's reply shows.
 */
export function TicketView({ side, ticketId }: { side: TicketSide; ticketId: string }) {
  const query = useTicket(side, ticketId);
  if (!query.data) {
    return <TicketLoadState side={side} error={query.isError ? query.error : null} onRetry={() => void query.refetch()} />;
  }
  const ticket = query.data;
  const headOffice = side === 'head_office';
  return (
    <>
      <TicketHeader
        ticket={ticket}
        back={BACK[side]}
        showRaisedBy={headOffice}
        actions={headOffice ? null : <FranchiseeTicketActions ticket={ticket} />}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 gap-6">
          <SectionCard title="Conversation">
            <TicketConversation ticket={ticket} viewer={side} />
          </SectionCard>
          <SectionCard title={headOffice ? 'Reply to the franchisee' : 'Reply'}>
            {ticket.can.reply ? (
              <ReplyForm key={ticket.id} ticket={ticket} side={side} />
            ) : (
              <p className="text-sm text-muted-foreground">{SUPPORT_MESSAGES.closedNoReply}</p>
            )}
          </SectionCard>
        </div>
        <div className="grid min-w-0 gap-6">
          {headOffice ? (
            <SectionCard title="Manage ticket">
              <HeadOfficeTicketPanel ticket={ticket} />
            </SectionCard>
          ) : null}
          <SectionCard title="Status history">
            <TicketHistory history={ticket.history} />
          </SectionCard>
        </div>
      </div>
    </>
  );
}
