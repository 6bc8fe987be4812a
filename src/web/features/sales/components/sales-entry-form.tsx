import { toast } from 'sonner';
import { ZSalesEntryInput, type SalesEntryData } from '../../../../shared/sales.contracts';
import { formatCalendarDate, addCalendarDays, manilaToday } from '../../../../shared/time';
import { DateField, FormBody, useAppForm } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { useCreateSalesDay } from '../create-sales-day';
import { SALES_FIGURE_LABELS, SalesFigureFields, emptyFigures, type SalesFigureValues } from './sales-figure-fields';

type EntryValues = SalesFigureValues & { locationId: string; salesDate: string; submit: boolean };

/** A day typed in by hand for the chosen location: submitted for review, or kept as a draft to finish later. */
export function SalesEntryForm({ locationId }: { locationId: string }) {
  const create = useCreateSalesDay();
  const today = manilaToday();
  const defaults: EntryValues = { locationId, salesDate: addCalendarDays(today, -1), ...emptyFigures(), submit: true };
  const form = useAppForm<EntryValues, SalesEntryData>(ZSalesEntryInput, defaults, { labels: SALES_FIGURE_LABELS });

  const send = (submit: boolean) =>
    form.submit(async (data) => {
      const day = await create.mutateAsync({ ...data, submit });
      toast.success(
        submit ? `Sales for ${formatCalendarDate(day.salesDate)} submitted` : `Draft for ${formatCalendarDate(day.salesDate)} saved`,
      );
      form.reset({ ...defaults, salesDate: addCalendarDays(day.salesDate, -1) });
    }, 'The sales could not be saved.');

  return (
    <FormBody
      onSubmit={send(true)}
      formError={form.formError}
      label="Enter daily sales"
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" disabled={create.isPending} onClick={send(false)}>
            Save as draft
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Saving…' : 'Submit sales'}
          </Button>
        </div>
      }
    >
      <DateField control={form.control} name="salesDate" id="sales-entry-date" label="Date" max={today} className="sm:max-w-56" />
      <SalesFigureFields control={form.control} idPrefix="sales-entry" />
    </FormBody>
  );
}
