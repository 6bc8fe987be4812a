import type { ApplicationStatus } from '../../../shared/applications.contracts';
import { PILL_TONES } from '../../components/ui/status-pill';

export const APPLICATION_STATUS_TONE: Record<ApplicationStatus, string> = {
  new: PILL_TONES.info,
  under_review: PILL_TONES.warn,
  interview: 'bg-violet-100 text-violet-900 ring-violet-300',
  approved: PILL_TONES.good,
  rejected: PILL_TONES.bad,
  withdrawn: PILL_TONES.neutral,
};
