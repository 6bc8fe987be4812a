import { toast } from 'sonner';
import { ZIntegrityDismiss, INTEGRITY_FLAG_LABELS, type IntegrityFlag } from '../../../../shared/sales-integrity.contracts';
import { FormDialog, ReasonField, useAppForm, whileOpen } from '../../../components/form';
import { useDismissFlag } from '../dismiss-flag';

/** Dismiss a flag: the reason is required and goes in the audit log. Mounted only while open. */
export const DismissFlagDialog = whileOpen(DismissFlagForm);

function DismissFlagForm({ flag, locationName, onClose }: { flag: IntegrityFlag; locationName: string; onClose: () => void }) {
  const dismiss = useDismissFlag();
  const form = useAppForm(ZIntegrityDismiss, { reason: '' }, { labels: { reason: 'reason' } });
  const submit = form.submit(async (body) => {
    await dismiss.mutateAsync({ flagId: flag.id, body });
    toast.success('Flag dismissed', { description: `${INTEGRITY_FLAG_LABELS[flag.kind]} — ${locationName}` });
    onClose();
  }, 'The flag could not be dismissed.');
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={`Dismiss “${INTEGRITY_FLAG_LABELS[flag.kind]}”?`}
      description={`${locationName}, ${flag.periodStart} to ${flag.periodEnd}. Nothing is billed or changed either way; your reason is kept with the flag and in the audit log.`}
      onSubmit={submit}
      submitLabel="Dismiss flag"
      pendingLabel="Dismissing…"
    >
      <ReasonField control={form.control} name="reason" label="Reason" required />
    </FormDialog>
  );
}
