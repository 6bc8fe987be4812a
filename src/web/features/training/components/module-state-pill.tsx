import { TRAINING_MODULE_STATE_LABELS, type TrainingModuleState } from '../../../../shared/training.contracts';
import { StatusPill } from '../../../components/ui/status-pill';
import { MODULE_STATE_TONES } from '../training-format';

export function ModuleStatePill({ state }: { state: TrainingModuleState }) {
  return <StatusPill status={state} label={TRAINING_MODULE_STATE_LABELS[state]} tone={MODULE_STATE_TONES[state]} />;
}
