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

// ---------------------------------------------------------------- across tabs

/**
 * Every tab of the app keeps its own clock, and tells the others each time it restarts it (sign-in or page load,
 * counted activity, "Extend Session"). A tab adopts any later restart, so someone working in one tab is never
 * signed out by an idle one. Plain BroadcastChannel rather than react-idle-timer's crossTab: that one fires its
 * prompt and idle only once *every* registered tab agrees, and a tab that vanished without unloading (discarded,
 * crashed) stays registered as active, so no tab would ever time out again.
 */
export const IDLE_CHANNEL_NAME = 'franchisehub-idle';

export interface IdleResetMessage {
  type: 'idle-reset';
  /** When the sending tab restarted its clock (epoch ms). */
  at: number;
}

/** The restart to adopt from another tab's message, or null when it is not one or not later than ours. */
export function adoptedResetAt(message: unknown, lastResetAt: number): number | null {
  if (typeof message !== 'object' || message === null) return null;
  const { type, at } = message as Partial<IdleResetMessage>;
  if (type !== 'idle-reset' || typeof at !== 'number' || !Number.isFinite(at)) return null;
  return at > lastResetAt ? at : null;
}

export interface ActivityChannel {
  /** Tell the other tabs this tab restarted its clock at `at`. */
  announce(at: number): void;
  close(): void;
}

interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/**
 * Opens the tabs' shared channel; `onMessage` gets what other tabs announce (never this tab's own messages).
 * Without BroadcastChannel (very old browsers) each tab simply keeps its own clock, as before.
 */
export function openActivityChannel(
  onMessage: (message: unknown) => void,
  create: ((name: string) => ChannelLike) | undefined = typeof BroadcastChannel === 'undefined'
    ? undefined
    : (name) => new BroadcastChannel(name),
): ActivityChannel {
  let channel: ChannelLike | undefined;
  try {
    channel = create?.(IDLE_CHANNEL_NAME);
  } catch {
    channel = undefined;
  }
  if (channel) channel.onmessage = (event) => onMessage(event.data);
  return {
    announce(at) {
      try {
        channel?.postMessage({ type: 'idle-reset', at } satisfies IdleResetMessage);
      } catch {
        // the channel closed under us (page unloading): nothing left to tell
      }
    },
    close() {
      channel?.close();
      channel = undefined;
    },
  };
}
