import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { SalesDay, SalesEntryData, SalesList } from '../../../shared/sales.contracts';
import { entryOf, sameFigures, SALES_DAY_KIND, salesScope, storedDayMatches } from './offline-sales-day';

const entry: SalesEntryData = {
  locationId: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
  salesDate: '2026-06-01',
  grossCentavos: 1_250_000,
  discountsCentavos: 50_000,
  refundsCentavos: 0,
  transactions: 95,
  cashCentavos: 700_000,
  cardCentavos: 500_000,
  digitalCentavos: 0,
  notes: null,
  submit: true,
};
const stored = (over: Partial<SalesDay> = {}): SalesDay => ({
  id: 'd1',
  location: { id: entry.locationId, name: 'Store', code: 'S1' },
  salesDate: entry.salesDate,
  grossCentavos: 1_250_000,
  discountsCentavos: 50_000,
  refundsCentavos: 0,
  netCentavos: 1_200_000,
  transactions: 95,
  cashCentavos: 700_000,
  cardCentavos: 500_000,
  digitalCentavos: 0,
  notes: null,
  proofName: null,
  status: 'submitted',
  source: 'manual',
  rejectionReason: null,
  submittedAt: null,
  reviewedAt: null,
  updatedAt: '2026-06-02T00:00:00Z',
  ...over,
});
const list = (items: SalesDay[]): SalesList => ({ items, total: items.length }) as SalesList;

describe('a sales day sent again from the offline queue', () => {
  it('counts a 409 as done only when the stored day has the queued figures', async () => {
    expect(await storedDayMatches(entry, async () => list([stored()]))).toBe(true);
    expect(await storedDayMatches(entry, async () => list([stored({ grossCentavos: 1_250_001 })]))).toBe(false);
    expect(await storedDayMatches(entry, async () => list([stored({ transactions: 94 })]))).toBe(false);
    expect(await storedDayMatches(entry, async () => list([]))).toBe(false);
  });

  it('reads the one day of the one location', async () => {
    const read = vi.fn(async () => list([stored()]));
    await storedDayMatches(entry, read);
    expect(read).toHaveBeenCalledWith({ locationId: entry.locationId, from: '2026-06-01', to: '2026-06-01', limit: 1 });
  });

  it('compares notes as trimmed text, a missing note being empty', () => {
    expect(sameFigures(stored({ notes: '' }), { ...entry, notes: null })).toBe(true);
    expect(sameFigures(stored({ notes: 'Rain ' }), { ...entry, notes: 'Rain' })).toBe(true);
    expect(sameFigures(stored({ notes: 'Rain' }), { ...entry, notes: 'Sun' })).toBe(false);
  });

  it('reads the entry back from a queued write of its kind only', () => {
    const write = {
      key: 'sales-1',
      scope: salesScope(entry.locationId),
      kind: SALES_DAY_KIND,
      method: 'POST' as const,
      url: '/api/sales',
      body: { type: 'json' as const, value: entry },
      owner: 'u1',
      createdAt: '',
    };
    expect(entryOf(write)).toEqual(entry);
    expect(entryOf({ ...write, kind: 'audit-answer' })).toBeNull();
  });
});
