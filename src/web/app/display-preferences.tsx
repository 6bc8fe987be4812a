import { Fragment, useLayoutEffect, type ReactNode } from 'react';
import type { Profile } from '../../shared/auth.contracts';
import { getDateDisplayStyle, setDateDisplayStyle } from '../../shared/time';
import { DARK_QUERY, applyDisplay, displayPreferencesOf, rememberDisplay } from '../lib/display-preferences';
import { useMediaQuery } from '../lib/use-media-query';
import { useProfile } from '../features/profile/get-profile';

/**
 * Applies the signed-in person's display preferences everywhere: theme (light, dark, or the device's, followed
 * live), compact tables (data-density on <html>, Tailwind's `compact:`), and the date format every
 * formatDate/formatDateTime call uses. Saving the preferences form writes the profile cache, so they apply at once.
 *
 * Dates are formatted during render by plain functions, so a new date format re-mounts the page below (`key`):
 * that happens only when the format really changes, not on the first render.
 */
export function DisplayPreferences({ fallback, children }: { fallback: Profile; children: ReactNode }) {
  const { data: profile } = useProfile(fallback);
  const { theme, compactTables, dateFormat } = displayPreferencesOf(profile?.preferences ?? fallback.preferences);
  const systemPrefersDark = useMediaQuery(DARK_QUERY);

  // Idempotent, and must happen before the children format their first date.
  if (getDateDisplayStyle() !== dateFormat) setDateDisplayStyle(dateFormat);

  useLayoutEffect(() => {
    applyDisplay(document.documentElement, { theme, compactTables }, systemPrefersDark);
    rememberDisplay({ theme, compactTables });
  }, [theme, compactTables, systemPrefersDark]);

  return <Fragment key={dateFormat}>{children}</Fragment>;
}
