import { useSyncExternalStore } from 'react';
import { ZDisplayPreferences, type DisplayPreferences } from '../../shared/auth.contracts';

/**
 * Applying the profile's display preferences to the page (theme, table density) and remembering them on this
 * device, so public/theme-init.js can put the right theme on <html> before the first paint of the next load.
 * The storage key and the attribute names here must match that script.
 */

/** The profile's display preferences with defaults filled in (the server stores only what was chosen). */
export const DEFAULT_DISPLAY_PREFERENCES: Required<DisplayPreferences> = { theme: 'system', dateFormat: 'medium', compactTables: false };

export function displayPreferencesOf(preferences: Record<string, unknown> | undefined): Required<DisplayPreferences> {
  const out: Record<string, unknown> = { ...DEFAULT_DISPLAY_PREFERENCES };
  // Key by key, so one bad value (an older client's) does not throw the others away.
  for (const [key, schema] of Object.entries(ZDisplayPreferences.shape)) {
    const parsed = schema.safeParse(preferences?.[key]);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out as Required<DisplayPreferences>;
}

export type ThemeChoice = 'system' | 'light' | 'dark';

export interface AppliedDisplay {
  theme: ThemeChoice;
  compactTables: boolean;
}

export const DISPLAY_STORAGE_KEY = 'fh-display';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** `system` follows the device; the others are fixed. */
export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): 'light' | 'dark' {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

/** Puts the theme and density on <html>: the `dark` class and `data-density` drive Tailwind's dark:/compact:. */
export function applyDisplay(root: HTMLElement, display: AppliedDisplay, systemPrefersDark: boolean): void {
  const theme = resolveTheme(display.theme, systemPrefersDark);
  root.classList.toggle('dark', theme === 'dark');
  // Native controls (scroll bars, date pickers, <select> menus) follow too.
  root.style.colorScheme = theme;
  if (display.compactTables) root.dataset.density = 'compact';
  else delete root.dataset.density;
}

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function safeLocalStorage(): KeyValueStore | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled by privacy settings: the theme then applies after the profile loads
  }
}

/** Remember the last applied preferences for the next page load (no-op without storage). */
export function rememberDisplay(display: AppliedDisplay, store: KeyValueStore | undefined = safeLocalStorage()): void {
  try {
    store?.setItem(DISPLAY_STORAGE_KEY, JSON.stringify({ theme: display.theme, compactTables: display.compactTables }));
  } catch {
    // quota or privacy mode: only the pre-paint hint is lost
  }
}

/** What theme-init.js will read on the next load; junk reads as the defaults. */
export function rememberedDisplay(store: KeyValueStore | undefined = safeLocalStorage()): AppliedDisplay {
  try {
    const raw = JSON.parse(store?.getItem(DISPLAY_STORAGE_KEY) ?? 'null') as Partial<AppliedDisplay> | null;
    const theme = raw?.theme === 'light' || raw?.theme === 'dark' ? raw.theme : 'system';
    return { theme, compactTables: raw?.compactTables === true };
  } catch {
    return { theme: 'system', compactTables: false };
  }
}

function subscribeToRootClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** The theme on <html> right now, for widgets that style themselves (the toaster), kept up to date. */
export function useAppliedTheme(): 'light' | 'dark' {
  return useSyncExternalStore(
    subscribeToRootClass,
    () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'),
    () => 'light',
  );
}
