import { describe, expect, it } from 'vitest';
import type { Location } from '../../../shared/network.contracts';
import {
  EMPTY_LOCATION,
  hundredths,
  locationResolver,
  locationToFormValues,
  serverFieldErrors,
  toLocationInput,
  type LocationFormValues,
} from './location-form-values';
import { slugify } from '../../../shared/slug';

const BRAND = '7d1e3f10-9a2b-4c3d-8e4f-5a6b7c8d9e0f';
const VALID: LocationFormValues = {
  ...EMPTY_LOCATION,
  code: 'kk-mkt-01',
  name: 'Kape Kanto – Makati',
  brandId: BRAND,
  addressLine: '1 Ayala Ave',
  city: 'Makati',
  province: 'Metro Manila',
};
const resolve = (v: LocationFormValues) => locationResolver(v, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('location form values', () => {
  it('converts pesos to centavos and percent to basis points', () => {
    expect(hundredths('')).toBeNull();
    expect(hundredths('150000')).toBe(15_000_000);
    expect(hundredths('6.5')).toBe(650);
    expect(hundredths('0.01')).toBe(1);
    expect(hundredths('abc')).toBeNaN();
    expect(toLocationInput({ ...VALID, salesTargetPesos: '250000.50', royaltyPercent: '6', marketingPercent: '2.5' })).toMatchObject({
      monthlySalesTargetCentavos: 25_000_050,
      royaltyRateBps: 600,
      marketingFeeRateBps: 250,
    });
  });

  it('sends blanks as null and hours only when recorded', () => {
    const input = toLocationInput(VALID);
    expect(input).toMatchObject({
      ownerId: null,
      latitude: null,
      longitude: null,
      openedOn: null,
      operatingHours: null,
      royaltyRateBps: null,
    });
    const hours = toLocationInput({
      ...VALID,
      hoursSet: true,
      hours: VALID.hours.map((d) => (d.day === 'sun' ? { ...d, open: false } : d)),
    }).operatingHours;
    expect(hours).toHaveLength(7);
    expect(hours?.[6]).toEqual({ day: 'sun', opens: null, closes: null });
    expect(hours?.[0]).toEqual({ day: 'mon', opens: '08:00', closes: '20:00' });
  });

  it('validates with the shared schema and puts messages on the form’s fields', async () => {
    const ok = await resolve(VALID);
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ code: 'KK-MKT-01', province: 'Metro Manila' });

    const bad = await resolve({
      ...VALID,
      province: '',
      latitude: '40',
      royaltyPercent: '60',
      salesTargetPesos: '1.234',
      closedOn: '2020-01-01',
      openedOn: '2021-01-01',
    });
    expect(bad.errors.province?.message).toBe('Choose a Philippine province.');
    expect(bad.errors.latitude?.message).toBe('Latitude must be within the Philippines.');
    expect(bad.errors.royaltyPercent?.message).toBe('Rate cannot be above 50%.');
    expect(bad.errors.salesTargetPesos?.message).toBe('Use at most 2 decimal places.');
    expect(bad.errors.closedOn?.message).toMatch(/before the opening date/);

    const badHours = await resolve({
      ...VALID,
      hoursSet: true,
      hours: VALID.hours.map((d) => (d.day === 'tue' ? { ...d, opens: '25:00' } : d)),
    });
    expect(badHours.errors.hours?.message).toBe('Tuesday: Use 24-hour time like 08:00.');
  });

  it('round-trips a stored location', () => {
    const loc = {
      id: 'x',
      code: 'KK-1',
      name: 'N',
      brandId: BRAND,
      brandName: 'B',
      ownerId: null,
      ownerName: null,
      ownerEmail: null,
      addressLine: 'A',
      city: 'C',
      province: 'Cebu',
      latitude: 10.3,
      longitude: 123.9,
      phone: null,
      email: null,
      status: 'open',
      openedOn: '2024-01-02',
      closedOn: null,
      createdAt: '2024-01-01T00:00:00Z',
      operatingHours: [
        { day: 'mon', opens: '07:00', closes: '19:00' },
        { day: 'tue', opens: '07:00', closes: '19:00' },
        { day: 'wed', opens: '07:00', closes: '19:00' },
        { day: 'thu', opens: '07:00', closes: '19:00' },
        { day: 'fri', opens: '07:00', closes: '22:00' },
        { day: 'sat', opens: '09:00', closes: '22:00' },
        { day: 'sun', opens: null, closes: null },
      ],
      monthlySalesTargetCentavos: 50_000_000,
      royaltyRateBps: 550,
      marketingFeeRateBps: null,
    } satisfies Location;
    const values = locationToFormValues(loc);
    expect(values).toMatchObject({
      salesTargetPesos: '500000',
      royaltyPercent: '5.5',
      marketingPercent: '',
      latitude: '10.3',
      hoursSet: true,
    });
    expect(values.hours[6]).toMatchObject({ day: 'sun', open: false });
    expect(toLocationInput(values)).toMatchObject({
      monthlySalesTargetCentavos: 50_000_000,
      royaltyRateBps: 550,
      operatingHours: loc.operatingHours,
    });
  });

  it('maps the server’s field errors to the form’s names', () => {
    expect(serverFieldErrors({ royaltyRateBps: ['Rate cannot be above 50%.'], code: ['Taken'], unknown: ['x'] })).toEqual({
      royaltyPercent: 'Rate cannot be above 50%.',
      code: 'Taken',
    });
  });
});

describe('brand helpers', () => {
  it('slugifies names', () => {
    expect(slugify('Burger & Fries Co.')).toBe('burger-fries-co');
    expect(slugify('  Kapé  Kanto ')).toBe('kape-kanto');
  });
});
