import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZSalesEntryInput, type SalesEntryData } from '../../../../shared/sales.contracts';
import { formatCalendarDate, addCalendarDays, manilaToday } from '../../../../shared/time';
import { DateField, FormBody, useAppForm } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { onWriteSettled, PendingSync, usePendingWrites } from '../../../lib/offline-queue';
import { useCreateSalesDay } from '../create-sales-day';
import { invalidateAfterSales } from '../invalidate-after-sales';
import { entryOf, queueSalesDay, salesScope, SALES_DAY_KIND } from '../offline-sales-day';
import { useSales } from '../get-sales';
import { nextDayToReport, REPORT_LOOKBACK_DAYS } from '../next-day-to-report';
import { SALES_FIGURE_LABELS, SalesFigureFields, emptyFigures, type SalesFigureValues } from './sales-figure-fields';

type EntryValues = SalesFigureValues & { locationId: string; salesDate: string; submit: boolean };

const subscribeOnline = (onChange: () => void) => {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
};
const isOnline = () => navigator.onLine;
const useOnline = () => useSyncExternalStore(subscribeOnline, isOnline, () => true);

/** A request that got no answer: the day may be kept on the device and sent later. */
const noAnswer = (error: unknown) => isApiError(error) && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT_ERROR');

/** Tells the person how a day entered offline ended once the queue has sent it, and refreshes the sales lists. */
function useSettledDays(locationId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onWriteSettled((write, outcome) => {
        const entry = entryOf(write);
        if (write.kind !== SALES_DAY_KIND || !entry || entry.locationId !== locationId) return;
        const day = formatCalendarDate(entry.salesDate);
        invalidateAfterSales(queryClient);
        if (outcome.ok) {
          toast.success(`Sales for ${day} sent`);
          return;
        }
        const message =
          outcome.status === 409
            ? 'that day was already reported with other figures.'
            : ((outcome.body as { error?: { message?: string } } | undefined)?.error?.message ?? 'the server refused them.');
        toast.error(`Sales for ${day} entered offline were not sent: ${message}`, { duration: 10_000 });
      }),
    [locationId, queryClient],
  );
}

/**
 * A day typed in by hand for the chosen location: submitted for review, or kept as a draft to finish later. The date
 * starts on `requestedDate` (a missing-report reminder's day), else on the most recent day not reported yet.
 */
export function SalesEntryForm({ locationId, requestedDate }: { locationId: string; requestedDate?: string | null }) {
  const create = useCreateSalesDay();
  const online = useOnline();
  const pending = usePendingWrites(salesScope(locationId));
  useSettledDays(locationId);
  const today = manilaToday();
  const recent = useSales({ locationId, from: addCalendarDays(today, -REPORT_LOOKBACK_DAYS), to: today, limit: 100 });
  // Days waiting on this device count as reported: the next day to suggest is after them.
  const reported = useMemo(
    () => new Set([...(recent.data?.items.map((d) => d.salesDate) ?? []), ...pending.map((w) => entryOf(w)?.salesDate ?? '')]),
    [recent.data, pending],
  );
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
      const entry = { ...data, submit };
      let savedDate: string;
      // Offline (or no answer came): the day is kept on this device and the offline queue sends it once it can. A
      // mutation would only wait, paused, in this tab's memory.
      if (!navigator.onLine) savedDate = await keepOffline(entry);
      else {
        try {
          const day = await create.mutateAsync(entry);
          savedDate = day.salesDate;
          toast.success(
            submit ? `Sales for ${formatCalendarDate(savedDate)} submitted` : `Draft for ${formatCalendarDate(savedDate)} saved`,
          );
        } catch (error) {
          if (!noAnswer(error)) throw error;
          savedDate = await keepOffline(entry);
        }
      }
      // The next day to report, leaving out the one just saved (the list refetches after this).
      form.reset({ ...defaults, salesDate: nextDayToReport(new Set([...reported, savedDate]), today) ?? '' });
    }, 'The sales could not be saved.');

  const keepOffline = async (entry: SalesEntryData) => {
    await queueSalesDay(entry);
    toast.info(`Sales for ${formatCalendarDate(entry.salesDate)} kept on this device: they will be sent when the connection returns.`);
    return entry.salesDate;
  };

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
      {pending.length > 0 || !online ? (
        <div className="grid gap-1.5" data-testid="sales-offline-state">
          <PendingSync scope={salesScope(locationId)} />
          <p className="text-sm text-muted-foreground">
            {pending.length > 0
              ? `${pending.length === 1 ? 'This day is' : 'These days are'} saved on this device and will be sent when the connection returns.`
              : 'You are offline. A day you enter now is saved on this device and sent when the connection returns.'}
          </p>
        </div>
      ) : null}
      <DateField control={form.control} name="salesDate" id="sales-entry-date" label="Date" max={today} className="sm:max-w-56" />
      <SalesFigureFields control={form.control} idPrefix="sales-entry" />
    </FormBody>
  );
}
