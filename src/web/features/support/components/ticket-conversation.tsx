import type { TicketAttachment, TicketDetail, TicketSide } from '../../../../shared/support.contracts';
import { TICKET_SIDE_LABELS } from '../../../../shared/support.contracts';
import { formatDateTime } from '../../../../shared/time';
import { cn } from '../../../lib/cn';
import { AttachmentLinks } from './attachment-links';

interface Bubble {
  id: string;
  body: string;
  authorName: string;
  side: TicketSide;
  at: string;
  attachments: TicketAttachment[];
  first?: boolean;
}

/** The request itself, then every reply, oldest first. */
function bubblesOf(ticket: TicketDetail): Bubble[] {
  return [
    {
      id: 'description',
      body: ticket.description,
      authorName: ticket.createdBy.name,
      side: 'franchisee',
      at: ticket.createdAt,
      attachments: ticket.attachments,
      first: true,
    },
    ...ticket.messages.map((m) => ({
      id: m.id,
      body: m.body,
      authorName: m.author?.name ?? 'Former user',
      side: m.side,
      at: m.createdAt,
      attachments: m.attachments,
    })),
  ];
}

/**
 * The threaded conversation: the viewer's side on the right, the other side on the left, each with its author,
 * Manila time and files. A screen reader hears "From Head office, Ana Cruz, Nov 27, 2026, 2:05 PM" before each message.
 */
export function TicketConversation({ ticket, viewer }: { ticket: TicketDetail; viewer: TicketSide }) {
  const bubbles = bubblesOf(ticket);
  return (
    <ol className="grid gap-4" aria-label="Conversation">
      {bubbles.map((b) => {
        const own = b.side === viewer;
        return (
          <li
            key={b.id}
            className={cn('flex', own ? 'justify-end' : 'justify-start')}
            data-testid="ticket-message"
            data-side={b.side}
            data-own={own ? 'true' : 'false'}
          >
            <article
              className={cn(
                'grid w-full max-w-[min(36rem,92%)] gap-2 rounded-2xl px-4 py-3 shadow-sm ring-1 ring-inset',
                own ? 'rounded-br-sm bg-brand-50 ring-brand-100' : 'rounded-bl-sm bg-card ring-border',
              )}
            >
              <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
                <span className="min-w-0 break-words font-medium">
                  <span className="sr-only">From </span>
                  {b.authorName}
                  <span className="ml-1.5 text-xs font-normal text-muted-foreground">
                    {own ? '(you)' : TICKET_SIDE_LABELS[b.side]}
                    {b.first ? ' · request' : ''}
                  </span>
                </span>
                <time dateTime={b.at} className="text-xs text-muted-foreground">
                  {formatDateTime(b.at)}
                </time>
              </header>
              <p className="whitespace-pre-wrap break-words text-sm">{b.body}</p>
              <AttachmentLinks attachments={b.attachments} />
            </article>
          </li>
        );
      })}
    </ol>
  );
}
