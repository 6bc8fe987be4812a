import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';
import { brands, locations } from './network';
import { timestamps } from './columns';
import { MARKETING_ASSET_STATUSES, MARKETING_ASSET_TYPES, MARKETING_CATEGORIES } from '../../../shared/marketing.contracts';

/**
 * Head office's marketing library (issue 15). A brand's franchisees see its active assets (brand_id null: every
 * brand) within their validity dates; the file is private and streamed after that check; each download is a row.
 */
export const marketingAssets = pgTable(
  'marketing_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id').references(() => brands.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: MARKETING_ASSET_TYPES }).notNull(),
    category: text('category', { enum: MARKETING_CATEGORIES }).notNull(),
    status: text('status', { enum: MARKETING_ASSET_STATUSES }).notNull().default('active'),
    validFrom: date('valid_from'),
    validUntil: date('valid_until'),
    /** A video is a link (the spec's upload types hold no video); other types carry a file. */
    videoUrl: text('video_url'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    /** Private storage key of a small JPEG/PNG preview, for image assets. */
    thumbnailKey: text('thumbnail_key'),
    /** Kept equal to the number of download rows, so the library sorts by popularity without counting. */
    downloadCount: integer('download_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('marketing_assets_brand_idx').on(t.brandId, t.status, t.createdAt),
    index('marketing_assets_category_idx').on(t.category),
    check('marketing_assets_valid_dates', sql`${t.validUntil} is null or ${t.validFrom} is null or ${t.validUntil} >= ${t.validFrom}`),
  ],
);

export const marketingAssetDownloads = pgTable(
  'marketing_asset_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => marketingAssets.id, { onDelete: 'cascade' }),
    /** The franchisee's location the download counts for; null for head office. */
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('marketing_asset_downloads_asset_idx').on(t.assetId, t.locationId),
    index('marketing_asset_downloads_location_idx').on(t.locationId),
  ],
);
