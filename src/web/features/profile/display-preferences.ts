import type { DisplayPreferences } from '../../../shared/auth.contracts';

/** The profile's display preferences with defaults filled in: in lib/, since the signed-in shell applies them too. */
export { DEFAULT_DISPLAY_PREFERENCES, displayPreferencesOf } from '../../lib/display-preferences';

export const THEME_LABELS: Record<Required<DisplayPreferences>['theme'], string> = {
  system: 'Same as my device',
  light: 'Light',
  dark: 'Dark',
};

const SAMPLE = new Date(Date.UTC(2025, 2, 14, 6, 30));

/** How each date format looks, shown with the choice. */
export function dateFormatExample(format: Required<DisplayPreferences>['dateFormat'], timeZone: string): string {
  try {
    if (format === 'iso') {
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(SAMPLE);
      const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
      return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
    }
    return new Intl.DateTimeFormat('en-PH', { dateStyle: format, timeStyle: 'short', timeZone }).format(SAMPLE);
  } catch {
    return '';
  }
}

export const DATE_FORMAT_LABELS: Record<Required<DisplayPreferences>['dateFormat'], string> = {
  medium: 'Written month',
  short: 'Numbers',
  iso: 'Year first (ISO)',
};
