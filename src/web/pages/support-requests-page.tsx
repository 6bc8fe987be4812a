import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useListUrlState } from '../components/data-table/url-state';
import { PageHeader } from '../components/page-header';
import { Button } from '../components/ui/button';
import { MyTicketsPanel } from '../features/support/components/my-tickets-panel';
import { NewTicketDialog } from '../features/support/components/new-ticket-dialog';
import { myTicketParsers } from '../features/support/support-filters';

/** /franchisee/support-requests (franchisee): their tickets (status and search in the URL) and "New request". */
export function SupportRequestsPage() {
  const { state, update, setPage } = useListUrlState(myTicketParsers);
  const [creating, setCreating] = useState(false);
  return (
    <section>
      <PageHeader
        title="Support Requests"
        description="Ask head office for help and follow the conversation. You are notified when they reply."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            New request
          </Button>
        }
      />
      <MyTicketsPanel state={state} onChange={update} onPage={setPage} />
      <NewTicketDialog open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
