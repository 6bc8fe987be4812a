import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, type ApplicationStatus } from '../../../../shared/applications.contracts';
import { StatusCountFilter } from '../../../components/ui/status-count-filter';

/** The applications' status filter with counts: "All 12 · New 3 · Under review 2 …". */
export function ApplicationStatusCounts(props: {
  counts: Partial<Record<ApplicationStatus, number>> | undefined;
  value: ApplicationStatus | null;
  onChange: (status: ApplicationStatus | null) => void;
}) {
  return (
    <StatusCountFilter statuses={APPLICATION_STATUSES} labels={APPLICATION_STATUS_LABELS} testId="application-status-counts" {...props} />
  );
}
