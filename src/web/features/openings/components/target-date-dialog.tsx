import { toast } from 'sonner';
import { ZOpeningTargetDate, type Opening } from '../../../../shared/openings.contracts';
import { formatCalendarDate, manilaToday } from '../../../../shared/time';
import { DateField, FormDialog, ReasonField, useAppForm, whileOpen } from '../../../components/form';
import { useChangeOpeningTarget } from '../change-target-date';

/** Head office moves the target opening date with a reason; every item's due date moves with it (server). */
function TargetDateForm({ opening, onClose }: { opening: Opening; onClose: () => void }) {
  const change = useChangeOpeningTarget();
  const form = useAppForm(
    ZOpeningTargetDate,
    { targetDate: opening.targetDate, reason: '' },
    { labels: { targetDate: 'target date', reason: 'reason' } },
  );
  const submit = form.submit(async (input) => {
    const saved = await change.mutateAsync({ id: opening.id, input });
    toast.success('Target date changed', { description: `${saved.location.name} now opens ${formatCalendarDate(saved.targetDate)}.` });
    onClose();
  }, 'The target date could not be changed.');
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title="Change the target opening date"
      description={`Currently ${formatCalendarDate(opening.targetDate)}. Every due date moves with it; the franchisee is notified with your reason.`}
      onSubmit={submit}
      submitLabel="Change date"
      pendingLabel="Saving…"
      pending={change.isPending}
    >
      <DateField control={form.control} name="targetDate" label="New target date" min={manilaToday()} required />
      <ReasonField control={form.control} name="reason" label="Reason" required />
    </FormDialog>
  );
}
export const TargetDateDialog = whileOpen(TargetDateForm);
