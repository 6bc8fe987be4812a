import { useListUrlState } from '../components/data-table/url-state';
import { PageHeader } from '../components/page-header';
import { contactListParsers } from '../features/contact-messages/contact-filters';
import { ContactMessagesPanel } from '../features/contact-messages/components/contact-messages-panel';

/** /contact-messages (franchisor, admin): what visitors sent through the public contact form. */
export function ContactMessagesPage() {
  const { state, update, setPage } = useListUrlState(contactListParsers);
  return (
    <section>
      <PageHeader
        title="Contact Messages"
        description="Messages from the contact form. Open one to read it and reply by e-mail; mark it handled once answered."
      />
      <ContactMessagesPanel state={state} onChange={update} onPage={setPage} />
    </section>
  );
}
