import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  activityResets,
  adoptedResetAt,
  idlePhase,
  msUntilNextPhase,
  msUntilTimeout,
  openActivityChannel,
  readIdleSettings,
  type ActivityChannel,
  type IdlePhase,
} from './idle-timer';

const ACTIVITY_EVENTS = ['click', 'mousemove', 'keydown', 'scroll', 'touchstart'] as const;
/** Countdown refresh while the warning shows. */
const TICK_MS = 1_000;

export interface IdleTimeoutState {
  phase: IdlePhase;
  /** Time left before sign-out, refreshed every second while the warning shows. */
  remainingMs: number;
  /** Restart the clock now (the banner's "Extend Session"). */
  extend: () => void;
}

/**
 * Watches for inactivity while `enabled` (signed in) and calls `onTimeout` once the timeout passes.
 * While the warning is visible, passive activity no longer counts: the user confirms with
 * "Extend Session", so moving the mouse towards "Logout" cannot make the banner vanish under the cursor.
 * Activity counted in any other tab of the app restarts this tab's clock too (idle-timer.ts, "across tabs").
 */
export function useIdleTimeout({ enabled, onTimeout }: { enabled: boolean; onTimeout: () => void }): IdleTimeoutState {
  const [settings] = useState(readIdleSettings);
  const lastResetAt = useRef(0);
  const phaseRef = useRef<IdlePhase>('active');
  const channel = useRef<ActivityChannel | null>(null);
  const [phase, setPhase] = useState<IdlePhase>('active');
  const [remainingMs, setRemainingMs] = useState(settings.timeoutMs);
  // Bumped on every reset so the timer effect reschedules from the new start.
  const [generation, setGeneration] = useState(0);
  const fireTimeout = useEffectEvent(onTimeout);

  /** Restart the clock at `at`; `announce` tells the other tabs (not when the restart came from one of them). */
  const resetAt = useCallback(
    (at: number, announce: boolean) => {
      lastResetAt.current = at;
      phaseRef.current = 'active';
      setPhase('active');
      setRemainingMs(settings.timeoutMs);
      setGeneration((g) => g + 1);
      if (announce) channel.current?.announce(at);
    },
    [settings.timeoutMs],
  );
  const reset = useCallback(() => resetAt(Date.now(), true), [resetAt]);

  // A fresh clock whenever watching starts (right after signing in, or this tab opening): that is activity too,
  // so the other tabs hear of it.
  useEffect(() => {
    if (!enabled) return;
    const opened = openActivityChannel((message) => {
      const at = adoptedResetAt(message, lastResetAt.current);
      if (at !== null) resetAt(at, false);
    });
    channel.current = opened;
    lastResetAt.current = Date.now();
    opened.announce(lastResetAt.current);
    return () => {
      opened.close();
      if (channel.current === opened) channel.current = null;
    };
  }, [enabled, resetAt]);

  useEffect(() => {
    if (!enabled) return;
    const onActivity = () => {
      if (phaseRef.current !== 'active') return;
      if (activityResets(Date.now(), lastResetAt.current, settings)) reset();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [enabled, reset, settings]);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout>;
    const evaluate = () => {
      const now = Date.now();
      const next = idlePhase(now, lastResetAt.current, settings);
      if (next === 'expired') {
        // Back to a neutral state: whatever signs out will disable the watch.
        phaseRef.current = 'active';
        setPhase('active');
        fireTimeout();
        return;
      }
      phaseRef.current = next;
      setPhase(next);
      setRemainingMs(msUntilTimeout(now, lastResetAt.current, settings));
      const untilNext = msUntilNextPhase(now, lastResetAt.current, settings);
      timer = setTimeout(evaluate, next === 'warning' ? Math.min(TICK_MS, untilNext) : untilNext);
    };
    // Evaluate at once so a phase left over from an earlier session never lingers.
    timer = setTimeout(evaluate, 0);
    return () => clearTimeout(timer);
  }, [enabled, generation, settings]);

  return { phase: enabled ? phase : 'active', remainingMs, extend: reset };
}
