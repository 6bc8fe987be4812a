import { toast } from 'sonner';
import {
  ZSalesCorrection,
  ZSalesDraftUpdate,
  type SalesCorrectionData,
  type SalesDay,
  type SalesDraftUpdateData,
} from '../../../../shared/sales.contracts';
import { formatCalendarDate } from '../../../../shared/time';
import { FormBody, FormDialog, TextareaField, useAppForm } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { useCorrectSalesDay } from '../correct-sales-day';
import { useUpdateSalesDraft } from '../update-sales-draft';
import { SALES_FIGURE_LABELS, SalesFigureFields, figuresToForm, type SalesFigureValues } from './sales-figure-fields';

/**
 * Changing a reported day: a draft is edited (and may be submitted); a submitted, approved or rejected day is
 * corrected with a reason, which sends it back to head office and keeps the old figures in its history.
 */
export function SalesEditDialog({ day, onClose }: { day: SalesDay | null; onClose: () => void }) {
  if (!day) return null;
  return day.status === 'draft' ? <DraftDialog day={day} onClose={onClose} /> : <CorrectionDialog day={day} onClose={onClose} />;
}

function DraftDialog({ day, onClose }: { day: SalesDay; onClose: () => void }) {
  const update = useUpdateSalesDraft();
  const form = useAppForm<SalesFigureValues & { submit: boolean }, SalesDraftUpdateData>(
    ZSalesDraftUpdate,
    { ...figuresToForm(day), submit: false },
    { labels: SALES_FIGURE_LABELS },
  );
  const send = (submit: boolean) =>
    form.submit(async (data) => {
      await update.mutateAsync({ id: day.id, body: { ...data, submit } });
      toast.success(submit ? 'Sales submitted' : 'Draft saved');
      onClose();
    }, 'The draft could not be saved.');
  return (
    <DialogShell
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={`Edit draft for ${formatCalendarDate(day.salesDate)}`}
      description={day.location.name}
      className="sm:max-w-2xl"
    >
      <FormBody
        onSubmit={send(true)}
        footer={
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="button" variant="outline" onClick={send(false)} disabled={update.isPending}>
              Save draft
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Submit sales'}
            </Button>
          </div>
        }
      >
        <SalesFigureFields control={form.control} idPrefix="sales-draft" />
      </FormBody>
    </DialogShell>
  );
}

function CorrectionDialog({ day, onClose }: { day: SalesDay; onClose: () => void }) {
  const correct = useCorrectSalesDay();
  const form = useAppForm<SalesFigureValues & { reason: string }, SalesCorrectionData>(
    ZSalesCorrection,
    { ...figuresToForm(day), reason: '' },
    { labels: SALES_FIGURE_LABELS },
  );
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={`Correct sales for ${formatCalendarDate(day.salesDate)}`}
      description={`${day.location.name}. Head office reviews the corrected figures again; the previous ones stay in the day's history.`}
      className="sm:max-w-2xl"
      onSubmit={form.submit(async (data) => {
        await correct.mutateAsync({ id: day.id, body: data });
        toast.success('Correction submitted');
        onClose();
      }, 'The correction could not be saved.')}
      submitLabel="Submit correction"
      pendingLabel="Saving…"
      pending={correct.isPending}
    >
      <SalesFigureFields control={form.control} idPrefix="sales-correct" />
      <TextareaField control={form.control} name="reason" id="sales-correct-reason" label="What was corrected" maxLength={500} />
    </FormDialog>
  );
}
