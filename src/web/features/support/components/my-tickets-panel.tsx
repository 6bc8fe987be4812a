import { useId } from 'react';
import { Link } from 'react-router';
import { MessageSquareReply } from 'lucide-react';
import { paths } from '../../../../shared/routes';
import { TICKET_PAGE_SIZE, type TicketSummary } from '../../../../shared/support.contracts';
import { formatDateTime } from '../../../../shared/time';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ListQueryBody } from '../../../components/data-table/list-query-body';
import { SearchField } from '../../../components/search-field';
import { useMyTickets } from '../get-my-tickets';
import { hasMyTicketFilters, myTicketQuery, type MyTicketListState } from '../support-filters';
import { TicketFiltersCard } from './ticket-filters-card';
import { TicketsTable } from './tickets-table';
import { TicketPriorityPill, TicketStatusPill } from './ticket-badges';

const COLUMNS: DataTableColumn<TicketSummary>[] = [
  {
    id: 'ticket',
    header: 'Request',
    meta: { className: 'md:min-w-56', cardLabel: false, cardClassName: 'max-md:col-span-1' },
    cell: ({ row: { original: t } }) => (
      <div className="grid min-w-0 gap-0.5">
        <span className="font-mono text-xs text-muted-foreground">{t.ticketNumber}</span>
        <Link to={paths.supportRequest(t.id)} className="break-words font-medium text-primary underline-offset-4 hover:underline">
          {t.subject}
        </Link>
        {t.lastMessageSide === 'head_office' && t.status !== 'closed' ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-sky-800" data-testid="ticket-answered">
            <MessageSquareReply aria-hidden className="size-3.5" />
            Head office replied
          </span>
        ) : null}
      </div>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    meta: { cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:col-start-2 max-md:row-start-1 max-md:text-right' },
    cell: ({ row: { original: t } }) => <TicketStatusPill status={t.status} />,
  },
  { id: 'category', header: 'Category', cell: ({ row: { original: t } }) => t.category },
  { id: 'priority', header: 'Priority', cell: ({ row: { original: t } }) => <TicketPriorityPill priority={t.priority} /> },
  {
    id: 'activity',
    header: 'Last activity',
    meta: { headerClassName: 'whitespace-nowrap' },
    cell: ({ row: { original: t } }) => (
      <time dateTime={t.lastActivityAt} className="whitespace-nowrap">
        {formatDateTime(t.lastActivityAt)}
      </time>
    ),
  },
];

/** The franchisee's own tickets: status counts as the status filter, a search, and one card per ticket on a phone. */
export function MyTicketsPanel({
  state,
  onChange,
  onPage,
}: {
  state: MyTicketListState;
  onChange: (patch: Partial<MyTicketListState>) => void;
  onPage: (page: number) => void;
}) {
  const id = useId();
  const list = useMyTickets(myTicketQuery(state));
  return (
    <div className="grid grid-cols-1 gap-4">
      <TicketFiltersCard
        label="Support request filters"
        counts={list.data?.counts}
        status={state.status}
        onStatus={(status) => onChange({ status })}
        filtered={hasMyTicketFilters(state)}
        onClear={() => onChange({ search: '', status: null })}
      >
        <SearchField
          id={`${id}-search`}
          label="Search requests"
          placeholder="Ticket number or subject"
          maxLength={100}
          value={state.search}
          onSearch={(search) => onChange({ search })}
          landmark={false}
        />
      </TicketFiltersCard>
      <ListQueryBody
        query={list}
        loadingLabel="Loading support requests"
        errorFallback="Support requests could not be loaded."
        filtered={hasMyTicketFilters(state)}
        noMatches="No requests match these filters."
        noneYet="No support requests yet. Use “New request” to ask head office for help."
        page={state.page}
        pageSize={TICKET_PAGE_SIZE}
        onPage={onPage}
      >
        {(items) => <TicketsTable rows={items} columns={COLUMNS} caption="My support requests" busy={list.isPlaceholderData} />}
      </ListQueryBody>
    </div>
  );
}
