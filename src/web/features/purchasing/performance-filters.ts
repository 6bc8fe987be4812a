import { addCalendarDays, manilaToday } from '../../../shared/time';
import { parseAsDay, parseAsPage, parseAsSearch } from '../../components/data-table/url-state';
import type { PerformanceListKey } from './query-keys';

/** /suppliers/performance: period, search and page in the URL (?from=&to=&q=&page=); the period defaults to 12 months. */

export const PERFORMANCE_PAGE_SIZE = 20;

export const performanceParsers = { from: parseAsDay, to: parseAsDay, q: parseAsSearch(100), page: parseAsPage };

/** The last 12 months up to today (Manila), both ends inclusive. */
export function defaultPerformancePeriod(today = manilaToday()): { from: string; to: string } {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const yearAgo = `${y - 1}-${String(m).padStart(2, '0')}-${String(m === 2 && d === 29 ? 28 : d).padStart(2, '0')}`;
  return { from: addCalendarDays(yearAgo, 1), to: today };
}

export function performanceQuery(
  s: { from: string | null; to: string | null; q: string; page: number },
  today = manilaToday(),
): PerformanceListKey {
  const period = defaultPerformancePeriod(today);
  return {
    // Only the default's missing end is filled in: a person who sets one end keeps the other open.
    from: s.from ?? (s.to ? undefined : period.from),
    to: s.to ?? (s.from ? undefined : period.to),
    ...(s.q.trim() ? { search: s.q.trim() } : {}),
    limit: PERFORMANCE_PAGE_SIZE,
    offset: (s.page - 1) * PERFORMANCE_PAGE_SIZE,
  };
}
