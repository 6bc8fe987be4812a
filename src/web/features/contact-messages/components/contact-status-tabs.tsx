import { CONTACT_MESSAGE_STATUSES, CONTACT_STATUS_LABELS, type ContactMessageStatus } from '../../../../shared/contact.contracts';
import { StatusCountFilter } from '../../../components/ui/status-count-filter';

/** All / New / Handled with their counts (the search applied). */
export function ContactStatusTabs(props: {
  counts: Partial<Record<ContactMessageStatus, number>> | undefined;
  value: ContactMessageStatus | null;
  onChange: (status: ContactMessageStatus | null) => void;
}) {
  return <StatusCountFilter statuses={CONTACT_MESSAGE_STATUSES} labels={CONTACT_STATUS_LABELS} testId="contact-status-counts" {...props} />;
}
