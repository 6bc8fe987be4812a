import { SESSION } from '../../../shared/constants';

/**
 * Pure timing rules of the idle timeout (spec 4): sign out after `timeoutMs` without activity, warn
 * `warningBeforeMs` earlier, and let activity restart the clock only when more than `debounceMs`
 * passed since the last restart (so constant mouse movement doesn't reset timers hundreds of times).
 */

export interface IdleSettings {
  timeoutMs: number;
  /** How long before the timeout the warning banner appears. */
  warningBeforeMs: number;
  debounceMs: number;
}

export type IdlePhase = 'active' | 'warning' | 'expired';

interface KeyValueStore {
  getItem(key: string): string | null;
}

/**
 * Durations from the SESSION constants, overridable through localStorage (`idleTimeoutMs`,
 * `idleWarningMs` = warning lead time, `idleDebounceMs`) so end-to-end tests need not wait 25 minutes.
 */
export function readIdleSettings(store: KeyValueStore | undefined = safeLocalStorage()): IdleSettings {
  const timeoutMs = positive(store?.getItem('idleTimeoutMs')) ?? SESSION.idleTimeoutMs;
  const warningBeforeMs = positive(store?.getItem('idleWarningMs')) ?? SESSION.idleWarningBeforeMs;
  const debounceMs = positive(store?.getItem('idleDebounceMs'), true) ?? SESSION.activityDebounceMs;
  // A warning longer than the whole timeout would show immediately; cap it to the timeout.
  return { timeoutMs, warningBeforeMs: Math.min(warningBeforeMs, timeoutMs), debounceMs };
}

function positive(raw: string | null | undefined, allowZero = false): number | undefined {
  if (raw == null || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || (!allowZero && n === 0)) return undefined;
  return n;
}

function safeLocalStorage(): KeyValueStore | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled by browser privacy settings
  }
}

export function idlePhase(now: number, lastResetAt: number, s: IdleSettings): IdlePhase {
  const idle = now - lastResetAt;
  if (idle >= s.timeoutMs) return 'expired';
  if (idle >= s.timeoutMs - s.warningBeforeMs) return 'warning';
  return 'active';
}

/** Milliseconds until the phase next changes (0 once expired). */
export function msUntilNextPhase(now: number, lastResetAt: number, s: IdleSettings): number {
  const idle = now - lastResetAt;
  const warnAt = s.timeoutMs - s.warningBeforeMs;
  if (idle < warnAt) return warnAt - idle;
  return Math.max(0, s.timeoutMs - idle);
}

export function msUntilTimeout(now: number, lastResetAt: number, s: IdleSettings): number {
  return Math.max(0, s.timeoutMs - (now - lastResetAt));
}

/** Activity counts only when strictly more than the debounce passed since the last reset. */
export function activityResets(now: number, lastResetAt: number, s: IdleSettings): boolean {
  return now - lastResetAt > s.debounceMs;
}
