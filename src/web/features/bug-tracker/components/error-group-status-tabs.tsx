import { ERROR_GROUP_STATUSES, type ErrorGroupStatus } from '../../../../shared/diagnostics-info';
import { StatusCountFilter } from '../../../components/ui/status-count-filter';
import { ERROR_GROUP_STATUS_LABELS } from '../error-group-filters';

/** All / Open / Resolved / Ignored with their counts. */
export function ErrorGroupStatusTabs(props: {
  counts: Partial<Record<ErrorGroupStatus, number>> | undefined;
  value: ErrorGroupStatus | null;
  onChange: (status: ErrorGroupStatus | null) => void;
}) {
  return (
    <StatusCountFilter statuses={ERROR_GROUP_STATUSES} labels={ERROR_GROUP_STATUS_LABELS} testId="error-group-status-counts" {...props} />
  );
}
