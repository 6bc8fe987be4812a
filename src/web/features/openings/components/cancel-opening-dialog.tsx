import { toast } from 'sonner';
import { ZCancelOpening, type Opening } from '../../../../shared/openings.contracts';
import { FormDialog, ReasonField, useAppForm, whileOpen } from '../../../components/form';
import { useCancelOpening } from '../cancel-opening';

/**
 * Head office calls an opening off (the applicant withdrew, the site fell through). The server refuses while the
 * starter order is still open; that message shows in the form, and nothing is changed.
 */
function CancelOpeningForm({ opening, onClose }: { opening: Opening; onClose: () => void }) {
  const cancel = useCancelOpening();
  const form = useAppForm(ZCancelOpening, { reason: '' }, { labels: { reason: 'reason' } });
  const submit = form.submit(async (input) => {
    const saved = await cancel.mutateAsync({ id: opening.id, input });
    toast.success('Opening cancelled', { description: `${saved.location.name} is closed; the franchisee has been notified.` });
    onClose();
  }, 'The opening could not be cancelled.');
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={`Cancel the opening of ${opening.location.name}?`}
      description="The location is closed, its cart is emptied and an unused invitation is revoked. The checklist is kept for the record and cannot be reopened. The franchisee reads your reason."
      onSubmit={submit}
      submitLabel="Cancel opening"
      pendingLabel="Cancelling…"
      pending={cancel.isPending}
      cancelLabel="Keep the opening"
      variant="destructive"
    >
      <ReasonField control={form.control} name="reason" label="Reason" required />
    </FormDialog>
  );
}
export const CancelOpeningDialog = whileOpen(CancelOpeningForm);
