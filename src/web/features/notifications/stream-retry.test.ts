import { describe, expect, it } from 'vitest';
import { streamDisabled, streamRetryDelay } from './stream-retry';

describe('stream reconnect back-off', () => {
  it('waits 2 s, then doubles', () => {
    expect([0, 1, 2, 3].map(streamRetryDelay)).toEqual([2_000, 4_000, 8_000, 16_000]);
  });

  it('never waits more than 30 s', () => {
    expect(streamRetryDelay(4)).toBe(30_000);
    expect(streamRetryDelay(50)).toBe(30_000);
  });
});

describe('stream switch', () => {
  const store = (value: string | null) => ({ getItem: () => value });
  it('is on unless localStorage says off', () => {
    expect(streamDisabled(store(null))).toBe(false);
    expect(streamDisabled(store('on'))).toBe(false);
    expect(streamDisabled(store('off'))).toBe(true);
    expect(streamDisabled(undefined)).toBe(false);
  });
});
