import { describe, expect, it } from 'vitest';
import { validityState, validityText } from './marketing-format';

describe('marketing format', () => {
  it('words the validity window', () => {
    expect(validityText({ validFrom: null, validUntil: null })).toBe('Always available');
    expect(validityText({ validFrom: '2026-12-01', validUntil: null })).toMatch(/^From /);
    expect(validityText({ validFrom: null, validUntil: '2026-12-31' })).toMatch(/^Until /);
    expect(validityText({ validFrom: '2026-12-01', validUntil: '2026-12-31' })).toContain('–');
  });
  it('tells current, upcoming and expired apart, both ends inclusive', () => {
    const w = { validFrom: '2026-12-01', validUntil: '2026-12-31' };
    expect(validityState(w, '2026-11-30')).toBe('upcoming');
    expect(validityState(w, '2026-12-01')).toBe('current');
    expect(validityState(w, '2026-12-31')).toBe('current');
    expect(validityState(w, '2027-01-01')).toBe('expired');
  });
});
