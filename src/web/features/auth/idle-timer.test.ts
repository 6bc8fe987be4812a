import { describe, expect, it } from 'vitest';
import { SESSION } from '../../../shared/constants';
import { activityResets, idlePhase, msUntilNextPhase, msUntilTimeout, readIdleSettings } from './idle-timer';

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
