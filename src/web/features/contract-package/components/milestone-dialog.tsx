import { toast } from 'sonner';
import {
  MILESTONE_STATE_LABELS,
  MILESTONE_STATES,
  ZMilestoneUpdate,
  type MilestoneItem,
  type MilestoneState,
} from '../../../../shared/contract-package.contracts';
import { DateField, EnumSelectField, FormDialog, labelledOptions, TextField, useAppForm } from '../../../components/form';
import { useUpdateMilestone } from '../update-milestone';

interface Values {
  state: MilestoneState;
  dueOn: string;
  completedOn: string;
  note: string;
}

/** Head office sets a milestone's state and dates. */
export function MilestoneDialog({
  locationId,
  milestone,
  onClose,
}: {
  locationId: string;
  milestone: MilestoneItem | null;
  onClose: () => void;
}) {
  return milestone ? <MilestoneForm locationId={locationId} milestone={milestone} onClose={onClose} /> : null;
}

function MilestoneForm({ locationId, milestone, onClose }: { locationId: string; milestone: MilestoneItem; onClose: () => void }) {
  const update = useUpdateMilestone();
  const form = useAppForm<Values, ReturnType<typeof ZMilestoneUpdate.parse>>(
    ZMilestoneUpdate,
    { state: milestone.state, dueOn: milestone.dueOn ?? '', completedOn: milestone.completedOn ?? '', note: milestone.note ?? '' },
    {
      labels: { state: 'state', dueOn: 'due date', completedOn: 'completion date', note: 'note' },
      toInput: (v) => ({ ...v, dueOn: v.dueOn || null, completedOn: v.completedOn || null }),
    },
  );
  const submit = form.submit(async (input) => {
    await update.mutateAsync({ locationId, milestone: milestone.milestone, input });
    toast.success('Milestone updated', { description: milestone.label });
    onClose();
  }, 'The milestone could not be saved.');
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={`Edit ${milestone.label}`}
      onSubmit={submit}
      submitLabel="Save milestone"
      pendingLabel="Saving…"
      pending={update.isPending}
    >
      <EnumSelectField
        control={form.control}
        name="state"
        label="State"
        options={labelledOptions(MILESTONE_STATES, MILESTONE_STATE_LABELS)}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <DateField control={form.control} name="dueOn" label="Due on" />
        <DateField control={form.control} name="completedOn" label="Completed on" hint="Needed once completed." />
      </div>
      <TextField control={form.control} name="note" label="Note" maxLength={300} />
    </FormDialog>
  );
}
