import { TRAINING_PROGRAM_STATUS_LABELS, type TrainingProgramStatus } from '../../../../shared/training.contracts';
import { PILL_TONES, StatusPill } from '../../../components/ui/status-pill';

const TONES: Record<TrainingProgramStatus, string> = { draft: PILL_TONES.warn, published: PILL_TONES.good, archived: PILL_TONES.neutral };

export function ProgramStatusPill({ status }: { status: TrainingProgramStatus }) {
  return <StatusPill status={status} label={TRAINING_PROGRAM_STATUS_LABELS[status]} tone={TONES[status]} />;
}
