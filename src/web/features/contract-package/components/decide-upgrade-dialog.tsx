import { toast } from 'sonner';
import { ZUpgradeDecision, type PackageInfo, type UpgradeRequest } from '../../../../shared/contract-package.contracts';
import { packageLabel } from '../../../../shared/packages';
import { FormDialog, EnumSelectField, TextareaField, useAppForm } from '../../../components/form';
import { packagePrice } from '../contract-format';
import { useDecideUpgrade } from '../decide-upgrade';

interface DecideProps {
  /** The location's brand's packages at its prices: the price the request would move to. */
  offered: readonly PackageInfo[];
  onClose: () => void;
}

/** Head office approves (the agreement's package changes) or declines (with a note) an upgrade request. */
export function DecideUpgradeDialog({ request, ...props }: DecideProps & { request: UpgradeRequest | null }) {
  return request ? <DecideForm request={request} {...props} /> : null;
}

function DecideForm({ request, offered, onClose }: DecideProps & { request: UpgradeRequest }) {
  const target = offered.find((p) => p.code === request.toPackage);
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
      description={`${packageLabel(request.fromPackage)} → ${packageLabel(request.toPackage)}${target ? ` (${packagePrice(target)})` : ''}. Reason: ${request.reason}`}
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
