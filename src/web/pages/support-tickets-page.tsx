import { useListUrlState } from '../components/data-table/url-state';
import { PageHeader } from '../components/page-header';
import { QueuePanel } from '../features/support/components/queue-panel';
import { queueParsers } from '../features/support/support-filters';

/** /support-tickets (franchisor, admin): the support queue, oldest first, with age and first-response time. */
export function SupportTicketsPage() {
  const { state, update, setPage } = useListUrlState(queueParsers);
  return (
    <section>
      <PageHeader title="Support Tickets" description="Franchisees’ requests, oldest first. Assign, answer and resolve them here." />
      <QueuePanel state={state} onChange={update} onPage={setPage} />
    </section>
  );
}
