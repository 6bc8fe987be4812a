import { useId } from 'react';
import { toast } from 'sonner';
import { Mail } from 'lucide-react';
import { CONTACT_STATUS_LABELS, type ContactMessage } from '../../../../shared/contact.contracts';
import { formatDateTime } from '../../../../shared/time';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useRowExpansion } from '../../../components/data-table/row-expansion';
import { ClearFiltersButton } from '../../../components/data-table/filter-bar';
import { ListQueryBody } from '../../../components/data-table/list-query-body';
import { SearchField } from '../../../components/search-field';
import { Button } from '../../../components/ui/button';
import { PILL_TONES, StatusPill } from '../../../components/ui/status-pill';
import { errorMessage } from '../../../lib/api-client';
import { CONTACT_PAGE_SIZE, contactQuery, hasContactFilters, type ContactListState } from '../contact-filters';
import { useContactMessages } from '../get-contact-messages';
import { useSetContactMessageStatus } from '../update-contact-message';
import { ContactStatusTabs } from './contact-status-tabs';

const fullName = (m: ContactMessage) => `${m.firstName} ${m.lastName}`;

/** Messages from the public contact form: New/Handled with counts, search, paging; a row opens to the whole message. */
export function ContactMessagesPanel({
  state,
  onChange,
  onPage,
}: {
  state: ContactListState;
  onChange: (patch: Partial<ContactListState>) => void;
  onPage: (page: number) => void;
}) {
  const id = useId();
  const list = useContactMessages(contactQuery(state));
  const setStatus = useSetContactMessageStatus();
  const rows = useRowExpansion();

  const mark = (m: ContactMessage) => {
    const status = m.status === 'new' ? 'handled' : 'new';
    setStatus.mutate(
      { id: m.id, status },
      {
        onSuccess: () => toast.success(status === 'handled' ? 'Marked handled' : 'Marked as new', { description: m.subject }),
        onError: (e) => toast.error('The message could not be updated', { description: errorMessage(e, 'Please try again.') }),
      },
    );
  };

  const columns: DataTableColumn<ContactMessage>[] = [
    {
      id: 'from',
      header: 'From',
      meta: { cardLabel: false },
      cell: ({ row: { original: m } }) => (
        <div className="grid min-w-0 gap-0.5">
          <span className="break-words font-medium">{fullName(m)}</span>
          <span className="break-all text-xs text-muted-foreground">{m.email}</span>
        </div>
      ),
    },
    {
      id: 'subject',
      header: 'Subject',
      meta: { className: 'md:min-w-48' },
      cell: ({ row: { original: m } }) => <span className="break-words">{m.subject}</span>,
    },
    {
      id: 'received',
      header: 'Received',
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row: { original: m } }) => <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>,
    },
    {
      id: 'status',
      header: 'Status',
      meta: { cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:col-start-2 max-md:row-start-1 max-md:text-right' },
      cell: ({ row: { original: m } }) => (
        <StatusPill
          status={m.status}
          tone={m.status === 'new' ? PILL_TONES.info : PILL_TONES.good}
          label={CONTACT_STATUS_LABELS[m.status]}
        />
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { cardLabel: false, className: 'text-right' },
      cell: ({ row: { original: m } }) => (
        <Button
          size="sm"
          variant="outline"
          disabled={setStatus.isPending}
          onClick={() => mark(m)}
          aria-label={`${m.status === 'new' ? 'Mark handled' : 'Mark as new'}: ${m.subject}`}
        >
          {m.status === 'new' ? 'Mark handled' : 'Mark as new'}
        </Button>
      ),
    },
  ];

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm" role="search" aria-label="Message filters">
        <SearchField
          id={`${id}-search`}
          label="Search messages"
          placeholder="Name, e-mail, subject or text"
          maxLength={100}
          value={state.q}
          onSearch={(q) => onChange({ q })}
          landmark={false}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ContactStatusTabs counts={list.data?.counts} value={state.status} onChange={(status) => onChange({ status })} />
          <ClearFiltersButton size="sm" hidden={!hasContactFilters(state)} onClear={() => onChange({ q: '', status: null })} />
        </div>
      </div>
      <ListQueryBody
        query={list}
        loadingLabel="Loading messages"
        errorFallback="Messages could not be loaded."
        filtered={hasContactFilters(state)}
        noMatches="No messages match these filters."
        noneYet="No messages yet."
        page={state.page}
        pageSize={CONTACT_PAGE_SIZE}
        onPage={onPage}
      >
        {(items) => (
          <DataTable
            stacked
            caption="Contact messages"
            columns={columns}
            data={items}
            getRowId={(m) => m.id}
            rowProps={(m) => ({ 'data-testid': 'contact-message-row', 'data-status': m.status })}
            busy={list.isPlaceholderData}
            expansion={{
              ...rows,
              label: (m, open) => `${open ? 'Hide' : 'Show'} message from ${fullName(m)}`,
              detail: (m) => <MessageDetail message={m} />,
              cardClassName: 'max-md:col-span-1 max-md:row-start-1',
            }}
          />
        )}
      </ListQueryBody>
    </div>
  );
}

function MessageDetail({ message: m }: { message: ContactMessage }) {
  return (
    <div className="grid gap-3 text-sm" data-testid="contact-message-detail">
      <p className="whitespace-pre-wrap break-words">{m.message}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted-foreground">
        <a
          href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          <Mail aria-hidden className="size-4" />
          Reply to {m.email}
        </a>
        <span>Phone: {m.phone}</span>
        {m.handledAt ? (
          <span>
            Handled <time dateTime={m.handledAt}>{formatDateTime(m.handledAt)}</time>
            {m.handledByName ? ` by ${m.handledByName}` : ''}
          </span>
        ) : null}
      </div>
    </div>
  );
}
