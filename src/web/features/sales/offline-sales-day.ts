import type { SalesDay, SalesEntryData } from '../../../shared/sales.contracts';
import { enqueueWrite, registerWriteKind, type QueuedWrite } from '../../lib/offline-queue';
import { getSales } from './get-sales';

/**
 * A day entered offline goes through the offline queue (decision 023, "Offline (web)") as kind `sales-day`, scope
 * `sales:<locationId>`. POST /api/sales takes no idempotency key; a second copy of a day (the queue replaying after a
 * lost answer) meets 409 DUPLICATE_RESOURCE. That 409 means "done" only when the day the server holds has the queued
 * figures; a day already reported with other figures is a real conflict, and the entry is reported as not sent.
 */
export const SALES_DAY_KIND = 'sales-day';
export const salesScope = (locationId: string) => `sales:${locationId}`;

type Figures = Pick<
  SalesEntryData,
  'grossCentavos' | 'discountsCentavos' | 'refundsCentavos' | 'transactions' | 'cashCentavos' | 'cardCentavos' | 'digitalCentavos' | 'notes'
>;

/** Whether the stored day has the entry's figures (notes compared as trimmed text, missing = empty). */
export function sameFigures(day: Figures, entry: Figures): boolean {
  const keys = [
    'grossCentavos',
    'discountsCentavos',
    'refundsCentavos',
    'transactions',
    'cashCentavos',
    'cardCentavos',
    'digitalCentavos',
  ] as const;
  return keys.every((k) => day[k] === entry[k]) && (day.notes ?? '').trim() === (entry.notes ?? '').trim();
}

/** The entry a queued sales write carries. */
export function entryOf(write: QueuedWrite): SalesEntryData | null {
  return write.kind === SALES_DAY_KIND && write.body.type === 'json' ? (write.body.value as SalesEntryData) : null;
}

/** 409: reads the day the server holds for the entry's location and date and compares the figures. */
export async function storedDayMatches(entry: SalesEntryData, read = getSales): Promise<boolean> {
  const list = await read({ locationId: entry.locationId, from: entry.salesDate, to: entry.salesDate, limit: 1 });
  const day: SalesDay | undefined = list.items.find((d) => d.salesDate === entry.salesDate);
  return day !== undefined && sameFigures(day, entry);
}

registerWriteKind(SALES_DAY_KIND, {
  isDone: async (status, _body, write) => {
    const entry = entryOf(write);
    return status === 409 && entry !== null && storedDayMatches(entry);
  },
});

/** Queues the day to be sent when the connection returns; answers its key. */
export async function queueSalesDay(entry: SalesEntryData): Promise<string> {
  const key = `sales-${crypto.randomUUID()}`;
  await enqueueWrite({
    key,
    scope: salesScope(entry.locationId),
    kind: SALES_DAY_KIND,
    method: 'POST',
    url: '/api/sales',
    body: { type: 'json', value: entry },
  });
  return key;
}
