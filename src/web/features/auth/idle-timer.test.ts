import { describe, expect, it, vi } from 'vitest';
import { SESSION } from '../../../shared/constants';
import {
  activityResets,
  adoptedResetAt,
  idlePhase,
  msUntilNextPhase,
  msUntilTimeout,
  openActivityChannel,
  readIdleSettings,
} from './idle-timer';

const MIN = 60_000;
const spec = { timeoutMs: 30 * MIN, warningBeforeMs: 5 * MIN, debounceMs: 30_000 };
const store = (values: Record<string, string>) => ({ getItem: (k: string) => values[k] ?? null });

describe('idle settings', () => {
  it('default to the spec: 30 min, warning 5 min before, 30 s debounce', () => {
    expect(readIdleSettings(store({}))).toEqual(spec);
    expect(readIdleSettings(undefined).timeoutMs).toBe(SESSION.idleTimeoutMs);
  });
  it('take localStorage overrides for tests and ignore junk', () => {
    expect(readIdleSettings(store({ idleTimeoutMs: '4000', idleWarningMs: '2000' }))).toMatchObject({
      timeoutMs: 4000,
      warningBeforeMs: 2000,
    });
    expect(readIdleSettings(store({ idleTimeoutMs: 'soon', idleWarningMs: '-5' }))).toEqual(spec);
  });
  it('cap the warning lead to the timeout', () => {
    expect(readIdleSettings(store({ idleTimeoutMs: '1000' })).warningBeforeMs).toBe(1000);
  });
});

describe('idle phases', () => {
  it('is active until 25 min, warns from 25 min, expires at 30 min', () => {
    expect(idlePhase(25 * MIN - 1, 0, spec)).toBe('active');
    expect(idlePhase(25 * MIN, 0, spec)).toBe('warning');
    expect(idlePhase(30 * MIN - 1, 0, spec)).toBe('warning');
    expect(idlePhase(30 * MIN, 0, spec)).toBe('expired');
  });
  it('knows how long until the next change and until the timeout', () => {
    expect(msUntilNextPhase(10 * MIN, 0, spec)).toBe(15 * MIN);
    expect(msUntilNextPhase(26 * MIN, 0, spec)).toBe(4 * MIN);
    expect(msUntilNextPhase(31 * MIN, 0, spec)).toBe(0);
    expect(msUntilTimeout(29 * MIN, 0, spec)).toBe(MIN);
  });
});

describe('activity debounce', () => {
  it('resets only when more than 30 s passed since the last reset', () => {
    expect(activityResets(30_000, 0, spec)).toBe(false);
    expect(activityResets(30_001, 0, spec)).toBe(true);
  });
});

describe('across tabs', () => {
  it('adopts another tab restart only when it is later than ours, and ignores anything else', () => {
    expect(adoptedResetAt({ type: 'idle-reset', at: 5_000 }, 4_000)).toBe(5_000);
    expect(adoptedResetAt({ type: 'idle-reset', at: 4_000 }, 4_000)).toBeNull();
    expect(adoptedResetAt({ type: 'idle-reset', at: 3_000 }, 4_000)).toBeNull();
    for (const junk of [
      null,
      'idle-reset',
      42,
      { type: 'other', at: 9e12 },
      { type: 'idle-reset', at: '9' },
      { type: 'idle-reset', at: NaN },
    ]) {
      expect(adoptedResetAt(junk, 0)).toBeNull();
    }
  });

  it("passes a tab's restarts to the other tabs over BroadcastChannel, never back to itself", async () => {
    const heardByA: unknown[] = [];
    const heardByB: unknown[] = [];
    const a = openActivityChannel((m) => heardByA.push(m));
    const b = openActivityChannel((m) => heardByB.push(m));
    try {
      a.announce(1234);
      await vi.waitFor(() => expect(heardByB).toEqual([{ type: 'idle-reset', at: 1234 }]));
      expect(heardByA).toEqual([]);
    } finally {
      a.close();
      b.close();
    }
  });

  it('keeps an idle tab signed in while the user works in another tab, and times both out once all are idle', () => {
    // Two tabs joined by an in-memory channel; the "work" tab counts activity every 40 s for 40 minutes.
    const hub = new Set<{ onmessage: ((e: MessageEvent) => void) | null }>();
    const create = () => {
      const ch = {
        onmessage: null as ((e: MessageEvent) => void) | null,
        postMessage: (data: unknown) => {
          for (const other of hub) if (other !== ch) other.onmessage?.({ data } as MessageEvent);
        },
        close: () => void hub.delete(ch),
      };
      hub.add(ch);
      return ch;
    };
    const tab = () => {
      const t = { lastResetAt: 0, channel: undefined as unknown as ReturnType<typeof openActivityChannel> };
      t.channel = openActivityChannel((m) => {
        const at = adoptedResetAt(m, t.lastResetAt);
        if (at !== null) t.lastResetAt = at;
      }, create);
      return t;
    };
    const work = tab();
    const idle = tab();
    let now = 0;
    for (; now <= 40 * MIN; now += 40_000) {
      if (activityResets(now, work.lastResetAt, spec)) {
        work.lastResetAt = now;
        work.channel.announce(now);
      }
      expect(idlePhase(now, idle.lastResetAt, spec)).toBe('active');
    }
    // The user stops: both tabs warn and expire at the same moment.
    const last = work.lastResetAt;
    expect(idle.lastResetAt).toBe(last);
    expect(idlePhase(last + 25 * MIN, idle.lastResetAt, spec)).toBe('warning');
    expect(idlePhase(last + 30 * MIN, idle.lastResetAt, spec)).toBe('expired');
    expect(idlePhase(last + 30 * MIN, work.lastResetAt, spec)).toBe('expired');
    // Unjoined, the idle tab would have signed everyone out after 30 minutes.
    expect(idlePhase(40 * MIN, 0, spec)).toBe('expired');
  });

  it('keeps a tab on its own clock when the browser has no BroadcastChannel', () => {
    const channel = openActivityChannel(() => {}, undefined);
    expect(() => channel.announce(1)).not.toThrow();
    expect(() => channel.close()).not.toThrow();
  });
});
