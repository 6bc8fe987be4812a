import type { Location } from '../../../shared/network.contracts';

const DAY_LABELS = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' } as const;

/**
 * Operating hours in a few lines: consecutive days with the same hours are joined
 * ("Mon–Fri 08:00–20:00", "Sun Closed"). Null hours → no lines.
 */
export function operatingHoursLines(hours: Location['operatingHours']): string[] {
  if (!hours) return [];
  const text = (d: (typeof hours)[number]) => (d.opens && d.closes ? `${d.opens}–${d.closes}` : 'Closed');
  const lines: string[] = [];
  let start = 0;
  for (let i = 1; i <= hours.length; i++) {
    if (i < hours.length && text(hours[i]) === text(hours[start])) continue;
    const from = DAY_LABELS[hours[start].day];
    const to = DAY_LABELS[hours[i - 1].day];
    lines.push(`${from === to ? from : `${from}–${to}`} ${text(hours[start])}`);
    start = i;
  }
  return lines;
}
