import { describe, expect, it } from 'vitest';
import {
  MAX_PERIOD_DAYS,
  PERIOD_INVERTED_MESSAGE,
  PERIOD_TOO_LONG_MESSAGE,
  ZNetworkAnalyticsQuery,
  ZOwnAnalyticsQuery,
} from './analytics.contracts';
import { addCalendarDays } from './time';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('a custom analytics period', () => {
  it('refuses a malformed date with the field errors, never by throwing (the contract fuzzer found the throw)', () => {
    for (const schema of [ZNetworkAnalyticsQuery, ZOwnAnalyticsQuery]) {
      const bad = schema.safeParse({ period: 'custom', from: '[3.9e+85,true]', to: '{"":-7}' });
      expect(bad.success).toBe(false);
      expect(schema.safeParse({ period: 'custom', from: '2026-02-30x', to: '2026-03-01' }).success).toBe(false);
    }
  });

  it('refuses a reversed range and one longer than the limit, and takes the longest allowed', () => {
    expect(messages(ZNetworkAnalyticsQuery.safeParse({ period: 'custom', from: '2026-11-02', to: '2026-11-01' }))).toContain(
      PERIOD_INVERTED_MESSAGE,
    );
    const from = '2026-01-01';
    const longest = addCalendarDays(from, MAX_PERIOD_DAYS - 1);
    expect(ZNetworkAnalyticsQuery.safeParse({ period: 'custom', from, to: longest }).success).toBe(true);
    expect(messages(ZNetworkAnalyticsQuery.safeParse({ period: 'custom', from, to: addCalendarDays(longest, 1) }))).toContain(
      PERIOD_TOO_LONG_MESSAGE,
    );
  });
});
