import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { TicketDetail } from '../../../../shared/support.contracts';
import { formatDateTime } from '../../../../shared/time';
import { TicketPriorityPill, TicketStatusPill } from './ticket-badges';

/** Back link, the ticket's subject as the page's h1, its number and pills, then its facts. */
export function TicketHeader({
  ticket,
  back,
  showRaisedBy = false,
  actions,
}: {
  ticket: TicketDetail;
  back: { to: string; label: string };
  showRaisedBy?: boolean;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 grid gap-4">
      <Link to={back.to} className="inline-flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        {back.label}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="grid min-w-0 gap-2">
          <h1 className="break-words text-2xl font-semibold tracking-tight sm:text-3xl">{ticket.subject}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-mono text-muted-foreground" data-testid="ticket-number">
              {ticket.ticketNumber}
            </span>
            <TicketStatusPill status={ticket.status} />
            <TicketPriorityPill priority={ticket.priority} />
          </div>
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <Fact label="Category">{ticket.category}</Fact>
        <Fact label="Location">{ticket.location ? `${ticket.location.name} (${ticket.location.code})` : 'No location'}</Fact>
        {showRaisedBy ? <Fact label="Raised by">{ticket.createdBy.name}</Fact> : null}
        <Fact label="Raised">
          <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
        </Fact>
        <Fact label="Last activity">
          <time dateTime={ticket.lastActivityAt}>{formatDateTime(ticket.lastActivityAt)}</time>
        </Fact>
        {ticket.sourceUrl ? (
          <Fact label="Raised from page">
            {showRaisedBy ? (
              // Head office reads the franchisee's page address; it is not a page of theirs to open.
              <code className="break-all text-xs" data-testid="ticket-source-url">
                {ticket.sourceUrl}
              </code>
            ) : (
              <Link
                to={ticket.sourceUrl}
                className="break-all text-primary underline-offset-4 hover:underline"
                data-testid="ticket-source-url"
              >
                {ticket.sourceUrl}
              </Link>
            )}
          </Fact>
        ) : null}
      </dl>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
