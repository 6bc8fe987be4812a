import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import {
  QUEUE_SORTS,
  QUEUE_SORT_LABELS,
  TICKET_CATEGORIES,
  TICKET_PAGE_SIZE,
  TICKET_PRIORITIES,
  type TicketSummary,
} from '../../../../shared/support.contracts';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ListQueryBody } from '../../../components/data-table/list-query-body';
import { SearchField } from '../../../components/search-field';
import { FilterSelect } from '../../../components/ui/filter-select';
import { useAssignees } from '../get-assignees';
import { useQueue } from '../get-queue';
import { formatSpan } from '../support-format';
import { DEFAULT_QUEUE_SORT, hasQueueFilters, queueQuery, type QueueListState } from '../support-filters';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { TicketFiltersCard } from './ticket-filters-card';
import { TicketsTable } from './tickets-table';
import { TicketPriorityPill, TicketStatusPill } from './ticket-badges';

const minutes = (m: number) => formatSpan(m * 60_000);

const COLUMNS: DataTableColumn<TicketSummary>[] = [
  {
    id: 'ticket',
    header: 'Ticket',
    meta: { className: 'md:min-w-56', cardLabel: false, cardClassName: 'max-md:col-span-1' },
    cell: ({ row: { original: t } }) => (
      <div className="grid min-w-0 gap-0.5">
        <span className="font-mono text-xs text-muted-foreground">{t.ticketNumber}</span>
        <Link to={paths.supportTicket(t.id)} className="break-words font-medium text-primary underline-offset-4 hover:underline">
          {t.subject}
        </Link>
      </div>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    meta: { cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:col-start-2 max-md:row-start-1 max-md:text-right' },
    cell: ({ row: { original: t } }) => <TicketStatusPill status={t.status} />,
  },
  {
    id: 'location',
    header: 'Location',
    cell: ({ row: { original: t } }) => (t.location ? t.location.name : <span className="text-muted-foreground">None</span>),
  },
  { id: 'category', header: 'Category', cell: ({ row: { original: t } }) => t.category },
  { id: 'priority', header: 'Priority', cell: ({ row: { original: t } }) => <TicketPriorityPill priority={t.priority} /> },
  {
    id: 'assignee',
    header: 'Assignee',
    cell: ({ row: { original: t } }) => (t.assignee ? t.assignee.name : <span className="text-muted-foreground">Unassigned</span>),
  },
  {
    id: 'age',
    header: 'Age',
    meta: { className: 'whitespace-nowrap tabular-nums' },
    cell: ({ row: { original: t } }) => minutes(t.ageMinutes),
  },
  {
    id: 'first-response',
    header: 'First response',
    meta: { className: 'whitespace-nowrap tabular-nums' },
    cell: ({ row: { original: t } }) =>
      t.firstResponseMinutes === null ? (
        <span className="font-medium text-amber-800">Awaiting reply</span>
      ) : (
        minutes(t.firstResponseMinutes)
      ),
  },
];

/** Head office's queue: counts per status (the status filter), priority, category and assignee filters, oldest first. */
export function QueuePanel({
  state,
  onChange,
  onPage,
}: {
  state: QueueListState;
  onChange: (patch: Partial<QueueListState>) => void;
  onPage: (page: number) => void;
}) {
  const id = useId();
  const list = useQueue(queueQuery(state));
  const staff = useAssignees().data ?? [];
  const assigneeOptions = [
    { value: 'unassigned', label: 'Unassigned' },
    { value: 'mine', label: 'Assigned to me' },
    ...staff.map((s) => ({ value: s.id, label: s.name })),
  ];
  return (
    <div className="grid grid-cols-1 gap-4">
      <TicketFiltersCard
        label="Ticket filters"
        counts={list.data?.counts}
        status={state.status}
        onStatus={(status) => onChange({ status })}
        filtered={hasQueueFilters(state)}
        onClear={() => onChange({ search: '', status: null, priority: null, category: null, assignee: null })}
      >
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_repeat(4,minmax(0,1fr))]">
          <SearchField
            id={`${id}-search`}
            label="Search tickets"
            placeholder="Number, subject or location"
            className="grid content-start gap-2 sm:col-span-2 lg:col-span-1"
            maxLength={100}
            value={state.search}
            onSearch={(search) => onChange({ search })}
            landmark={false}
          />
          <FilterSelect
            id={`${id}-priority`}
            label="Priority"
            allLabel="All priorities"
            value={state.priority}
            options={TICKET_PRIORITIES.map((p) => ({ value: p, label: p }))}
            onChange={(priority) => onChange({ priority })}
          />
          <FilterSelect
            id={`${id}-category`}
            label="Category"
            allLabel="All categories"
            value={state.category}
            options={TICKET_CATEGORIES.map((c) => ({ value: c, label: c }))}
            onChange={(category) => onChange({ category })}
          />
          <FilterSelect
            id={`${id}-assignee`}
            label="Assignee"
            allLabel="Anyone"
            value={state.assignee}
            options={assigneeOptions}
            onChange={(assignee) => onChange({ assignee })}
          />
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-sort`}>Sort by</Label>
            <Select
              id={`${id}-sort`}
              value={state.sort}
              onChange={(e) => onChange({ sort: (e.target.value || DEFAULT_QUEUE_SORT) as QueueListState['sort'] })}
            >
              {QUEUE_SORTS.map((s) => (
                <option key={s} value={s}>
                  {QUEUE_SORT_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </TicketFiltersCard>
      <ListQueryBody
        query={list}
        loadingLabel="Loading support tickets"
        errorFallback="Support tickets could not be loaded."
        filtered={hasQueueFilters(state)}
        noMatches="No tickets match these filters."
        noneYet="No support tickets yet."
        page={state.page}
        pageSize={TICKET_PAGE_SIZE}
        onPage={onPage}
      >
        {(items) => <TicketsTable rows={items} columns={COLUMNS} caption="Support ticket queue" scroll busy={list.isPlaceholderData} />}
      </ListQueryBody>
    </div>
  );
}
