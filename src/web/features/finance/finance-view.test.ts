import { describe, expect, it } from 'vitest';
import { monthLabel } from '../../../shared/time';
import { invoiceFiltersOf, lastFullMonth, statementFiltersOf } from './finance-view';

describe('financial dashboard view helpers', () => {
  it('last full month is the Manila month before now, also across a year and a Manila midnight', () => {
    expect(lastFullMonth(new Date('2026-11-24T05:00:00Z'))).toBe('2026-10');
    expect(lastFullMonth(new Date('2026-01-10T00:00:00Z'))).toBe('2025-12');
    // 2026-03-31 17:00 UTC is already April 1 in Manila.
    expect(lastFullMonth(new Date('2026-03-31T17:00:00Z'))).toBe('2026-03');
  });

  it('names a month for people', () => {
    expect(monthLabel('2026-10')).toBe('October 2026');
    expect(monthLabel('2025-01')).toBe('January 2025');
    expect(monthLabel('2026-11-01')).toBe('November 2026'); // a month's first day, as the integrity pages carry it
  });

  it('maps the URL state onto each list’s filters', () => {
    expect(statementFiltersOf({ month: '2026-10', rstatus: 'reviewed', rpage: 2 })).toEqual({
      month: '2026-10',
      status: 'reviewed',
      page: 2,
    });
    expect(
      invoiceFiltersOf({ kind: 'royalty', istatus: null, dueFrom: '2026-11-01', dueTo: null, sort: 'balance_desc', ipage: 1 }),
    ).toEqual({
      kind: 'royalty',
      status: null,
      dueFrom: '2026-11-01',
      dueTo: null,
      sort: 'balance_desc',
      page: 1,
    });
  });
});
