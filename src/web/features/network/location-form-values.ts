import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { WEEKDAYS, ZLocationInput, type Location, type LocationInput, type LocationStatus } from '../../../shared/network.contracts';
import { defaultFieldMessages, type FieldLabels } from '../../lib/form-errors';
import { basisPointsToPercent, centavosToPesos } from '../../../shared/money';

/**
 * The location form keeps every input as the browser gives it (strings, '' for "none"). What is
 * sent is the contract's LocationInput, built by {@link toLocationInput}: pesos become centavos and
 * percentages become basis points, and it is checked by the same zod schema the server uses.
 */

export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export interface OperatingDayValues {
  day: Weekday;
  open: boolean;
  opens: string;
  closes: string;
}

export interface LocationFormValues {
  code: string;
  name: string;
  brandId: string;
  ownerId: string;
  addressLine: string;
  city: string;
  province: string;
  latitude: string;
  longitude: string;
  phone: string;
  email: string;
  /** Only sent on create; later changes go through the status dialog (recorded in the history). */
  status: LocationStatus;
  openedOn: string;
  closedOn: string;
  /** false: no hours recorded (null). */
  hoursSet: boolean;
  hours: OperatingDayValues[];
  salesTargetPesos: string;
  royaltyPercent: string;
  marketingPercent: string;
}

export type LocationPayload = z.output<typeof ZLocationInput>;

export const DEFAULT_HOURS: OperatingDayValues[] = WEEKDAYS.map((day) => ({ day, open: true, opens: '08:00', closes: '20:00' }));

export const EMPTY_LOCATION: LocationFormValues = {
  code: '',
  name: '',
  brandId: '',
  ownerId: '',
  addressLine: '',
  city: '',
  province: '',
  latitude: '',
  longitude: '',
  phone: '',
  email: '',
  status: 'planning',
  openedOn: '',
  closedOn: '',
  hoursSet: false,
  hours: DEFAULT_HOURS,
  salesTargetPesos: '',
  royaltyPercent: '',
  marketingPercent: '',
};

export const LOCATION_LABELS: FieldLabels<LocationFormValues> = {
  code: 'location code',
  name: 'location name',
  brandId: 'brand',
  ownerId: 'owner',
  addressLine: 'address',
  city: 'city',
  province: 'province',
  latitude: 'latitude',
  longitude: 'longitude',
  phone: 'phone',
  email: 'email',
  status: 'status',
  openedOn: 'opening date',
  closedOn: 'closing date',
  hours: 'operating hours',
  salesTargetPesos: 'monthly sales target',
  royaltyPercent: 'royalty rate',
  marketingPercent: 'marketing fee rate',
};

/** Contract field → form field, for schema issues and the server's VALIDATION_ERROR details. */
export const CONTRACT_TO_FORM: Record<string, keyof LocationFormValues> = {
  operatingHours: 'hours',
  monthlySalesTargetCentavos: 'salesTargetPesos',
  royaltyRateBps: 'royaltyPercent',
  marketingFeeRateBps: 'marketingPercent',
};

const trimNumber = (n: number) => String(Number(n.toFixed(2)));

export function locationToFormValues(l: Location): LocationFormValues {
  return {
    code: l.code,
    name: l.name,
    brandId: l.brandId,
    ownerId: l.ownerId ?? '',
    addressLine: l.addressLine,
    city: l.city,
    province: l.province,
    latitude: l.latitude === null ? '' : String(l.latitude),
    longitude: l.longitude === null ? '' : String(l.longitude),
    phone: l.phone ?? '',
    email: l.email ?? '',
    status: l.status,
    openedOn: l.openedOn ?? '',
    closedOn: l.closedOn ?? '',
    hoursSet: l.operatingHours !== null,
    hours: l.operatingHours
      ? WEEKDAYS.map((day) => {
          const d = l.operatingHours?.find((h) => h.day === day);
          return d && d.opens
            ? { day, open: true, opens: d.opens, closes: d.closes ?? '' }
            : { day, open: false, opens: '08:00', closes: '20:00' };
        })
      : DEFAULT_HOURS,
    salesTargetPesos: l.monthlySalesTargetCentavos === null ? '' : trimNumber(centavosToPesos(l.monthlySalesTargetCentavos)),
    royaltyPercent: l.royaltyRateBps === null ? '' : trimNumber(basisPointsToPercent(l.royaltyRateBps)),
    marketingPercent: l.marketingFeeRateBps === null ? '' : trimNumber(basisPointsToPercent(l.marketingFeeRateBps)),
  };
}

/** '' → null; a number as typed → number; anything else → NaN, which the schema refuses. */
function numberOrNull(text: string): number | null {
  const t = text.trim();
  if (!t) return null;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

/** "12.5" (pesos or percent) → 1250 (centavos or basis points); at most 2 decimals. */
export function hundredths(text: string): number | null {
  const n = numberOrNull(text);
  if (n === null || Number.isNaN(n)) return n;
  return Math.round(n * 100);
}

export function toLocationInput(v: LocationFormValues): LocationInput {
  return {
    code: v.code,
    name: v.name,
    brandId: v.brandId,
    ownerId: v.ownerId || null,
    addressLine: v.addressLine,
    city: v.city,
    province: v.province as LocationInput['province'],
    latitude: numberOrNull(v.latitude),
    longitude: numberOrNull(v.longitude),
    phone: v.phone,
    email: v.email,
    status: v.status,
    openedOn: v.openedOn || null,
    closedOn: v.closedOn || null,
    operatingHours: v.hoursSet
      ? v.hours.map((d) => (d.open ? { day: d.day, opens: d.opens, closes: d.closes } : { day: d.day, opens: null, closes: null }))
      : null,
    monthlySalesTargetCentavos: hundredths(v.salesTargetPesos),
    royaltyRateBps: hundredths(v.royaltyPercent),
    marketingFeeRateBps: hundredths(v.marketingPercent),
  };
}

const TOO_PRECISE = /\.\d{3,}$/;

/** react-hook-form resolver: validates the payload the form would send; errors land on its fields. */
export const locationResolver: Resolver<LocationFormValues, unknown, LocationPayload> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  const parsed = ZLocationInput.safeParse(toLocationInput(values), defaultFieldMessages({ ...LOCATION_LABELS, ...CONTRACT_LABELS }));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'root');
      const field = CONTRACT_TO_FORM[key] ?? key;
      if (field === 'hours' && typeof issue.path[1] === 'number') {
        const day = values.hours[issue.path[1]]?.day;
        errors.hours ??= { type: issue.code, message: day ? `${WEEKDAY_LABELS[day]}: ${issue.message}` : issue.message };
      } else {
        errors[field] ??= { type: issue.code, message: issue.message };
      }
    }
  }
  for (const field of ['salesTargetPesos', 'royaltyPercent', 'marketingPercent'] as const) {
    if (!errors[field] && TOO_PRECISE.test(values[field].trim()))
      errors[field] = { type: 'custom', message: 'Use at most 2 decimal places.' };
  }
  if (!errors.hours && values.hoursSet) {
    const bad = values.hours.find((d) => d.open && d.opens && d.closes && d.opens === d.closes);
    if (bad) errors.hours = { type: 'custom', message: `${WEEKDAY_LABELS[bad.day]}: opening and closing times are the same.` };
  }
  if (!errors.closedOn && values.openedOn && values.closedOn && values.closedOn < values.openedOn) {
    errors.closedOn = { type: 'custom', message: 'The closing date cannot be before the opening date.' };
  }
  if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
  return { values: {}, errors: errors as FieldErrors<LocationFormValues> };
};

/** Labels under the contract's names, so "Invalid {field}" reads well for converted fields too. */
const CONTRACT_LABELS = {
  operatingHours: 'operating hours',
  monthlySalesTargetCentavos: 'monthly sales target',
  royaltyRateBps: 'royalty rate',
  marketingFeeRateBps: 'marketing fee rate',
};

/** The server's field errors under the form's field names (see {@link CONTRACT_TO_FORM}). */
export function serverFieldErrors(fieldErrors: Record<string, string[]>): Partial<Record<keyof LocationFormValues, string>> {
  const out: Partial<Record<keyof LocationFormValues, string>> = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const field = (CONTRACT_TO_FORM[key] ?? key) as keyof LocationFormValues;
    if (field in LOCATION_LABELS && messages[0]) out[field] ??= messages[0];
  }
  return out;
}
