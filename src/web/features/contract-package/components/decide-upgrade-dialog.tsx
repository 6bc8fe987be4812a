import { toast } from 'sonner';
import { ZUpgradeDecision, type UpgradeRequest } from '../../../../shared/contract-package.contracts';
import { packageLabel } from '../../../../shared/packages';
import { FormDialog, EnumSelectField, TextareaField, useAppForm } from '../../../components/form';
import { packagePrice } from '../contract-format';
import { useDecideUpgrade } from '../decide-upgrade';

/** Head office approves (the agreement's package changes) or declines (with a note) an upgrade request. */
export function DecideUpgradeDialog({ request, onClose }: { request: UpgradeRequest | null; onClose: () => void }) {
  return request ? <DecideForm request={request} onClose={onClose} /> : null;
}

function DecideForm({ request, onClose }: { request: UpgradeRequest; onClose: () => void }) {
  const decide = useDecideUpgrade();
  const form = useAppForm<{ decision: 'approved' | 'declined'; note: string }, ReturnType<typeof ZUpgradeDecision.parse>>(
    ZUpgradeDecision,
    { decision: 'approved', note: '' },
    { labels: { decision: 'decision', note: 'note' } },
  );
  const submit = form.submit(async (input) => {
    await decide.mutateAsync({ id: request.id, input });
    toast.success(input.decision === 'approved' ? 'Upgrade approved' : 'Upgrade declined', {
      description: `${packageLabel(request.fromPackage)} → ${packageLabel(request.toPackage)}`,
    });
    onClose();
  }, 'The decision could not be saved.');
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title="Decide upgrade request"
      description={`${packageLabel(request.fromPackage)} → ${packageLabel(request.toPackage)} (${packagePrice(request.toPackage)}). Reason: ${request.reason}`}
      onSubmit={submit}
      submitLabel="Save decision"
      pendingLabel="Saving…"
      pending={decide.isPending}
    >
      <EnumSelectField
        control={form.control}
        name="decision"
        label="Decision"
        options={[
          { value: 'approved', label: 'Approve: change the agreement’s package' },
          { value: 'declined', label: 'Decline' },
        ]}
      />
      <TextareaField control={form.control} name="note" label="Note" hint="Required when declining." rows={3} maxLength={500} />
    </FormDialog>
  );
}
