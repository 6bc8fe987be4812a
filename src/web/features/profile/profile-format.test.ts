import { describe, expect, it } from 'vitest';
import { operatingHoursLines } from './operating-hours';
import { displayPreferencesOf, dateFormatExample } from './display-preferences';
import { regionTimeZones, timeZoneGroups, timeZoneLabel } from './time-zones';

describe('operating hours', () => {
  it('joins consecutive days with the same hours', () => {
    const week = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) =>
      day === 'sun'
        ? { day, opens: null, closes: null }
        : day === 'sat'
          ? { day, opens: '09:00', closes: '18:00' }
          : { day, opens: '08:00', closes: '20:00' },
    );
    expect(operatingHoursLines(week)).toEqual(['Mon–Fri 08:00–20:00', 'Sat 09:00–18:00', 'Sun Closed']);
    expect(operatingHoursLines(null)).toEqual([]);
  });
});

describe('display preferences', () => {
  it('fills defaults and keeps the valid keys of a partly bad object', () => {
    expect(displayPreferencesOf(undefined)).toEqual({ theme: 'system', dateFormat: 'medium', compactTables: false });
    expect(displayPreferencesOf({ theme: 'dark', dateFormat: 'weird', compactTables: true })).toEqual({
      theme: 'dark',
      dateFormat: 'medium',
      compactTables: true,
    });
  });
  it('shows an example of each date format in the chosen zone', () => {
    expect(dateFormatExample('iso', 'Asia/Manila')).toBe('2025-03-14 14:30');
    expect(dateFormatExample('medium', 'Asia/Manila')).toMatch(/Mar 14, 2025/);
  });
});

describe('time zones', () => {
  const supported = ['Asia/Manila', 'Asia/Tokyo', 'Europe/Paris', 'Etc/GMT+1', 'EST', 'America/Argentina/Salta'];
  it('keeps only Region/City zones', () => {
    expect(regionTimeZones(supported)).toEqual(['America/Argentina/Salta', 'Asia/Manila', 'Asia/Tokyo', 'Europe/Paris']);
  });
  it('lists common zones first and always includes the current value', () => {
    const groups = timeZoneGroups('Pacific/Nowhere', supported);
    expect(groups.common).toEqual(['Asia/Manila', 'Asia/Tokyo', 'UTC', 'Pacific/Nowhere']);
    expect(groups.byRegion).toEqual([
      ['America', ['America/Argentina/Salta']],
      ['Europe', ['Europe/Paris']],
    ]);
  });
  it('labels a zone with its city and offset', () => {
    expect(timeZoneLabel('Asia/Manila')).toBe('Manila (Asia), GMT+8');
    expect(timeZoneLabel('UTC')).toMatch(/^UTC/);
  });
});
