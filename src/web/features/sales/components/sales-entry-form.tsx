import { useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import { ZSalesEntryInput, type SalesEntryData } from '../../../../shared/sales.contracts';
import { formatCalendarDate, addCalendarDays, manilaToday } from '../../../../shared/time';
import { DateField, FormBody, useAppForm } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { useCreateSalesDay } from '../create-sales-day';
import { useSales } from '../get-sales';
import { nextDayToReport, REPORT_LOOKBACK_DAYS } from '../next-day-to-report';
import { SALES_FIGURE_LABELS, SalesFigureFields, emptyFigures, type SalesFigureValues } from './sales-figure-fields';

type EntryValues = SalesFigureValues & { locationId: string; salesDate: string; submit: boolean };

/**
 * A day typed in by hand for the chosen location: submitted for review, or kept as a draft to finish later. The date
 * starts on `requestedDate` (a missing-report reminder's day), else on the most recent day not reported yet.
 */
export function SalesEntryForm({ locationId, requestedDate }: { locationId: string; requestedDate?: string | null }) {
  const create = useCreateSalesDay();
  const today = manilaToday();
  const recent = useSales({ locationId, from: addCalendarDays(today, -REPORT_LOOKBACK_DAYS), to: today, limit: 100 });
  const reported = useMemo(() => new Set(recent.data?.items.map((d) => d.salesDate) ?? []), [recent.data]);
  const requested = requestedDate && requestedDate <= today ? requestedDate : null;
  const defaults: EntryValues = { locationId, salesDate: requested ?? addCalendarDays(today, -1), ...emptyFigures(), submit: true };
  const form = useAppForm<EntryValues, SalesEntryData>(ZSalesEntryInput, defaults, { labels: SALES_FIGURE_LABELS });

  // Once the reported days are known, an untouched date moves to the first day still to report.
  const suggested = recent.isSuccess ? nextDayToReport(reported, today) : null;
  useEffect(() => {
    if (requested || !recent.isSuccess || form.getFieldState('salesDate').isDirty) return;
    form.setValue('salesDate', suggested ?? '');
  }, [requested, recent.isSuccess, suggested, form]);

  const send = (submit: boolean) =>
    form.submit(async (data) => {
      const day = await create.mutateAsync({ ...data, submit });
      toast.success(
        submit ? `Sales for ${formatCalendarDate(day.salesDate)} submitted` : `Draft for ${formatCalendarDate(day.salesDate)} saved`,
      );
      // The next day to report, leaving out the one just saved (the list refetches after this).
      form.reset({ ...defaults, salesDate: nextDayToReport(new Set([...reported, day.salesDate]), today) ?? '' });
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
