import { z } from 'zod';
import { ZIsoDate, ZLine, ZMultiline, ZPageQuery, ZSearch, ZUuid, paged } from './http';

/** Marketing assets (issue 15): head office's library per brand; franchisees browse, preview and download. */

export const MARKETING_ASSET_TYPES = ['image', 'document', 'video', 'template'] as const;
export type MarketingAssetType = (typeof MARKETING_ASSET_TYPES)[number];

export const MARKETING_CATEGORIES = ['Branding', 'Menu', 'Social Media', 'Product Photos', 'Promotions', 'Signage', 'Training'] as const;
export type MarketingCategory = (typeof MARKETING_CATEGORIES)[number];

export const MARKETING_ASSET_STATUSES = ['active', 'archived'] as const;
export type MarketingAssetStatus = (typeof MARKETING_ASSET_STATUSES)[number];

// ---------------------------------------------------------------- the API's contracts

export const MARKETING_TYPE_LABELS: Record<MarketingAssetType, string> = {
  image: 'Image',
  document: 'Document',
  video: 'Video',
  template: 'Template',
};
export const MARKETING_STATUS_LABELS: Record<MarketingAssetStatus, string> = { active: 'Active', archived: 'Archived' };

export const MARKETING_SORTS = ['newest', 'title', 'downloads'] as const;
export type MarketingSort = (typeof MARKETING_SORTS)[number];
export const MARKETING_SORT_LABELS: Record<MarketingSort, string> = { newest: 'Newest', title: 'Title', downloads: 'Most downloaded' };

export const MARKETING_PAGE_SIZE = 24;
/** Where franchisees browse the library; new-asset notifications link here. */
export const MARKETING_LIBRARY_PATH = '/franchisee/marketing-assets';

export const MARKETING_MESSAGES = {
  notFound: 'Marketing asset not found.',
  noFile: 'This asset has no file to download.',
  noThumbnail: 'This asset has no preview image.',
  chooseFile: 'Choose a file to upload.',
  wrongType: 'Choose a PDF, Word document, JPG or PNG file.',
  imageNeedsPicture: 'An image asset needs a JPG or PNG file.',
  tooLarge: 'The file is larger than 5 MB.',
  videoNeedsUrl: 'Enter the video’s link (http or https).',
  videoNoFile: 'A video is a link: remove the file.',
  invalidUrl: 'Enter a link that starts with http:// or https://.',
  untilBeforeFrom: 'The end of validity must be on or after its start.',
  titleRequired: 'Title is required.',
  unknownBrand: 'Choose a brand from the list.',
  notYourLocation: 'Choose one of your locations of this asset’s brand.',
  noLocation: 'Downloads count for a location: you have no location of this asset’s brand.',
  headOfficeOnly: 'Only head office can see the library’s management list and statistics.',
} as const;

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** An http(s) link, for video assets. */
export const ZVideoUrl = z
  .string()
  .trim()
  .max(500, 'Links can be at most 500 characters.')
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, MARKETING_MESSAGES.invalidUrl);

const ZNullableUuid = z.preprocess(blankToNull, ZUuid.nullable());
const ZNullableDate = z.preprocess(blankToNull, ZIsoDate.nullable());
const ZNullableVideoUrl = z.preprocess(blankToNull, ZVideoUrl.nullable());

/** The editable fields without defaults (an edit changes only what it sends). */
const ZFieldsBase = z.object({
  title: ZLine(160, 'Title').min(1, MARKETING_MESSAGES.titleRequired),
  description: ZMultiline(2000, 'Description'),
  type: z.enum(MARKETING_ASSET_TYPES, { error: 'Choose a type.' }),
  category: z.enum(MARKETING_CATEGORIES, { error: 'Choose a category.' }),
  /** null / empty: every brand. */
  brandId: ZNullableUuid,
  validFrom: ZNullableDate,
  validUntil: ZNullableDate,
  videoUrl: ZNullableVideoUrl,
});

const untilAfterFrom = (v: { validFrom?: string | null; validUntil?: string | null }) =>
  !v.validFrom || !v.validUntil || v.validUntil >= v.validFrom;

/**
 * The multipart fields of "new asset" (the form sends them before the file): a video carries `videoUrl` and no file;
 * every other type one file (an image a JPG or PNG). The file rules are checked on the server by content.
 */
export const ZMarketingAssetFields = ZFieldsBase.extend({
  description: ZMultiline(2000, 'Description').default(''),
  brandId: ZNullableUuid.default(null),
  validFrom: ZNullableDate.default(null),
  validUntil: ZNullableDate.default(null),
  videoUrl: ZNullableVideoUrl.default(null),
})
  .refine(untilAfterFrom, {
    path: ['validUntil'],
    message: MARKETING_MESSAGES.untilBeforeFrom,
  })
  .refine((v) => v.type !== 'video' || v.videoUrl !== null, { path: ['videoUrl'], message: MARKETING_MESSAGES.videoNeedsUrl });
export type MarketingAssetFields = z.input<typeof ZMarketingAssetFields>;

/** Edit the metadata, archive (status "archived") or restore; the file is replaced through its own route. */
export const ZMarketingAssetUpdate = ZFieldsBase.omit({ type: true })
  .partial()
  .extend({ status: z.enum(MARKETING_ASSET_STATUSES).optional() })
  .refine(untilAfterFrom, { path: ['validUntil'], message: MARKETING_MESSAGES.untilBeforeFrom });
export type MarketingAssetUpdate = z.input<typeof ZMarketingAssetUpdate>;

export const ZMarketingAsset = z.object({
  id: ZUuid,
  brandId: ZUuid.nullable(),
  /** null: every brand. */
  brandName: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  type: z.enum(MARKETING_ASSET_TYPES),
  category: z.enum(MARKETING_CATEGORIES),
  status: z.enum(MARKETING_ASSET_STATUSES),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  videoUrl: z.string().nullable(),
  file: z.object({ name: z.string(), type: z.string(), size: z.number().int() }).nullable(),
  hasThumbnail: z.boolean(),
  downloadCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MarketingAsset = z.infer<typeof ZMarketingAsset>;
export const ZMarketingAssetList = paged(ZMarketingAsset);
export type MarketingAssetList = z.infer<typeof ZMarketingAssetList>;

/** Filters of both lists; `status` and `brandId` are head office's (a franchisee sees active assets of their brands). */
export const ZMarketingAssetQuery = z.object({
  search: ZSearch,
  type: z.enum(MARKETING_ASSET_TYPES).optional(),
  category: z.enum(MARKETING_CATEGORIES).optional(),
  /** A brand's id, or "all" for the assets meant for every brand. */
  brandId: z.union([ZUuid, z.literal('all')]).optional(),
  status: z.enum(MARKETING_ASSET_STATUSES).optional(),
  sort: z.enum(MARKETING_SORTS).default('newest'),
  ...ZPageQuery(MARKETING_PAGE_SIZE).shape,
});
export type MarketingAssetQuery = z.input<typeof ZMarketingAssetQuery>;

/** `?locationId=` of a download: the franchisee's location it counts for (default: their first of the brand). */
export const ZMarketingDownloadQuery = z.object({ locationId: ZUuid.optional() });

export const ZMarketingAssetStats = z.object({
  assetId: ZUuid,
  title: z.string(),
  total: z.number().int(),
  headOffice: z.object({ count: z.number().int(), lastDownloadedAt: z.string().nullable() }),
  locations: z.array(
    z.object({
      locationId: ZUuid,
      locationName: z.string(),
      locationCode: z.string(),
      brandName: z.string(),
      count: z.number().int(),
      lastDownloadedAt: z.string(),
    }),
  ),
});
export type MarketingAssetStats = z.infer<typeof ZMarketingAssetStats>;

/** Whether a validity window holds on `today` (YYYY-MM-DD, Manila): open ends are unbounded. */
export function isValidOn(a: { validFrom: string | null; validUntil: string | null }, today: string): boolean {
  return (!a.validFrom || a.validFrom <= today) && (!a.validUntil || a.validUntil >= today);
}

export const ZMarketingBrandOption = z.object({ id: ZUuid, name: z.string() });
export const ZMarketingBrandOptions = z.object({ items: z.array(ZMarketingBrandOption) });
export type MarketingBrandOption = z.infer<typeof ZMarketingBrandOption>;
