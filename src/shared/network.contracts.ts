import { z } from 'zod';
import { ZOptionalEmail } from './optional-fields';
import { PH_PROVINCES } from './addresses.contracts';
import { ZCentavos, ZIsoDate, ZLine, ZMultiline, ZOptionalLine, ZPageQuery, ZSearch, paged, listOf } from './http';

/** Brands and locations: the structure of the network (IAM issue, "Network structure"). */

/**
 * Refusals of the locations routes (and of ordering for a closed or not-yet-open location). Kept here, not in
 * shared/errors.ts: that catalogue is in the sign-in page's entry chunk, and the status dialog shows OPENS_FROM_BOARD.
 */
export const LOCATION_MESSAGES = {
  CLOSED: 'This location is closed and cannot place new orders.',
  NOT_OPEN: 'This location is not open yet and cannot place orders.',
  NOT_FOUND: 'That location could not be found.',
  OWNER_NOT_FRANCHISEE: 'A location owner must be a franchisee account.',
  BRAND_NOT_FOUND: 'Choose an existing brand.',
  SAME_STATUS: 'The location already has this status.',
  /** Decision 021: `opening` is entered and left only through the store's opening project, never by a status change. */
  OPENS_FROM_BOARD:
    'This store is still opening: it opens from the openings board ("Open the store"), once its critical checklist items are done.',
  STARTS_FROM_OPENING:
    'A store starts opening from an approved application or "Start an opening" on the openings board, which also makes its checklist.',
} as const;
export function locationCodeTakenMessage(code: string): string {
  return `Location code ${code} is already in use. Choose another code.`;
}

export const BRAND_STATUSES = ['active', 'inactive'] as const;
export const ZBrandStatus = z.enum(BRAND_STATUSES);

export const LOCATION_STATUSES = ['planning', 'construction', 'training', 'open', 'closed', 'sold', 'opening'] as const;
export const ZLocationStatus = z.enum(LOCATION_STATUSES);
export type LocationStatus = z.infer<typeof ZLocationStatus>;
export const LOCATION_STATUS_LABELS: Record<LocationStatus, string> = {
  planning: 'Planning',
  construction: 'Construction',
  training: 'Training',
  open: 'Open',
  closed: 'Closed',
  sold: 'Sold',
  opening: 'Opening',
};
/**
 * The statuses head office sets by hand (a new location, "Change status"): a store enters `opening` only with its
 * opening project and leaves it only when the openings board opens it (decision 021), so `opening` is not one of them.
 */
export const MANUAL_LOCATION_STATUSES: readonly LocationStatus[] = LOCATION_STATUSES.filter((s) => s !== 'opening');
/**
 * Locations that may place stock orders: a site being fitted out or trained stocks up; closed or sold ones never. A
 * store in 'opening' (its opening project runs, decision 021) may place only its starter order; checkout checks that.
 */
export const ORDERING_LOCATION_STATUSES: readonly LocationStatus[] = ['construction', 'training', 'open', 'opening'];
export function locationMayOrder(status: LocationStatus): boolean {
  return ORDERING_LOCATION_STATUSES.includes(status);
}

const ZHexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex value like #1D4ED8.');
const ZSlug = z
  .string()
  .trim()
  .min(2, 'Slug is required.')
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may use lowercase letters, digits and single hyphens.');

export const ZBrand = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  tagline: z.string().nullable(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  status: ZBrandStatus,
  locationCount: z.number().int(),
  createdAt: z.string(),
});
export type Brand = z.infer<typeof ZBrand>;
export const ZBrandList = listOf(ZBrand);

const brandFields = {
  name: ZLine(120, 'Brand name').min(1, 'Brand name is required.'),
  slug: ZSlug,
  tagline: ZOptionalLine(160, 'Tagline'),
  description: ZMultiline(4000, 'Description'),
  primaryColor: ZHexColor,
  secondaryColor: ZHexColor,
  status: ZBrandStatus,
};
export const ZBrandInput = z.object({
  ...brandFields,
  description: brandFields.description.default(''),
  primaryColor: brandFields.primaryColor.default('#1D4ED8'),
  secondaryColor: brandFields.secondaryColor.default('#F59E0B'),
  status: brandFields.status.default('active'),
});
export type BrandInput = z.input<typeof ZBrandInput>;
/** No defaults here: zod 4 applies a default inside .partial(), which would reset fields a PATCH leaves out. */
export const ZBrandUpdate = z.object(brandFields).partial();
/** Which brand image a multipart upload replaces. */
export const ZBrandImageKind = z.enum(['logo', 'cover']);

const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour time like 08:00.');
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const ZOperatingDay = z.object({ day: z.enum(WEEKDAYS), opens: ZTime.nullable(), closes: ZTime.nullable() });
/** Seven entries, Monday first; `opens` null means closed that day. */
export const ZOperatingHours = z.array(ZOperatingDay).length(7, 'Give the hours for all seven days.');

export const ZLocation = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  addressLine: z.string(),
  city: z.string(),
  province: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: ZLocationStatus,
  openedOn: z.string().nullable(),
  closedOn: z.string().nullable(),
  operatingHours: ZOperatingHours.nullable(),
  monthlySalesTargetCentavos: z.number().int().nullable(),
  /** Basis points (600 = 6%); null means the network default applies. */
  royaltyRateBps: z.number().int().nullable(),
  marketingFeeRateBps: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Location = z.infer<typeof ZLocation>;

export const ZLocationStatusChange = z.object({
  id: z.string(),
  fromStatus: ZLocationStatus.nullable(),
  toStatus: ZLocationStatus,
  note: z.string().nullable(),
  changedByName: z.string().nullable(),
  changedAt: z.string(),
});
export const ZLocationDetail = ZLocation.extend({ history: z.array(ZLocationStatusChange) });
export type LocationDetail = z.infer<typeof ZLocationDetail>;

export const ZLocationQuery = z.object({
  search: ZSearch,
  brandId: z.string().uuid().optional(),
  status: ZLocationStatus.optional(),
  ownerId: z.string().uuid().optional(),
  ...ZPageQuery(50).shape,
});
export const ZLocationList = paged(ZLocation);

const ZPhoneOptional = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^((\+63|0)\d{10})?$/, 'Phone must be +63 or 0 followed by 10 digits.'))
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));
const ZRateBps = z.number().int().min(0, 'Rate cannot be negative.').max(5000, 'Rate cannot be above 50%.').nullable().optional();

/** Location codes the diagnostics suites' throwaway stores use; refused for a real store. */
export const SANDBOX_CODE_PREFIX = 'DIAG-';

export const ZLocationInput = z.object({
  code: z
    .string()
    .trim()
    .min(2, 'Location code is required.')
    .max(30)
    .regex(/^[A-Za-z0-9-]+$/, 'Code may use letters, digits and hyphens.')
    .transform((v) => v.toUpperCase())
    // The diagnostics suites' throwaway stores are coded DIAG-…, and their documents take sandbox numbers: a real store
    // may not be, or its invoices would leave the series (decision 016).
    .refine((v) => !v.startsWith(SANDBOX_CODE_PREFIX), `Codes starting with ${SANDBOX_CODE_PREFIX} are kept for the diagnostics sandbox.`),
  name: ZLine(120, 'Location name').min(1, 'Location name is required.'),
  brandId: z.string().uuid('Choose a brand.'),
  ownerId: z.string().uuid().nullable().optional(),
  addressLine: ZLine(200).min(1, 'Address is required.'),
  city: ZLine(80).min(1, 'City is required.'),
  province: z.enum(PH_PROVINCES, { error: 'Choose a Philippine province.' }),
  latitude: z
    .number()
    .min(4, 'Latitude must be within the Philippines.')
    .max(22, 'Latitude must be within the Philippines.')
    .nullable()
    .optional(),
  longitude: z
    .number()
    .min(116, 'Longitude must be within the Philippines.')
    .max(127, 'Longitude must be within the Philippines.')
    .nullable()
    .optional(),
  phone: ZPhoneOptional,
  email: ZOptionalEmail,
  status: ZLocationStatus.default('planning'),
  openedOn: ZIsoDate.nullable().optional(),
  closedOn: ZIsoDate.nullable().optional(),
  operatingHours: ZOperatingHours.nullable().optional(),
  monthlySalesTargetCentavos: ZCentavos({ label: 'Target' }).nullable().optional(),
  royaltyRateBps: ZRateBps,
  marketingFeeRateBps: ZRateBps,
});
export type LocationInput = z.input<typeof ZLocationInput>;
/** Status changes go through the status endpoint so they are recorded in the history. */
export const ZLocationUpdate = ZLocationInput.omit({ status: true }).partial();
export const ZLocationStatusInput = z.object({
  status: ZLocationStatus,
  note: ZMultiline(500).optional(),
  /** Defaults to today (Manila) when moving to open / closed and the date is empty. */
  effectiveOn: ZIsoDate.optional(),
});
