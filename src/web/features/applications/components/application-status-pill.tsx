import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '../../../../shared/applications.contracts';
import { StatusPill } from '../../../components/ui/status-pill';
import { APPLICATION_STATUS_TONE } from '../application-format';

export function ApplicationStatusPill({ status, className }: { status: ApplicationStatus; className?: string }) {
  return (
    <StatusPill status={status} tone={APPLICATION_STATUS_TONE[status]} label={APPLICATION_STATUS_LABELS[status]} className={className} />
  );
}
