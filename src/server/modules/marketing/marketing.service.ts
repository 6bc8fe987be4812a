import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lte, max, or, sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { brands, locations, marketingAssetDownloads, marketingAssets, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { changedFields } from '../../lib/changed-fields';
import { claimDocumentQuota, documentTypeOf, nameForType, refuseUpload, safeFileName, type DocumentType } from '../../lib/document-upload';
import type { RateLimiter } from '../../lib/rate-limit';
import { asOwner, withRls, type Actor, type Tx } from '../../lib/rls';
import { containsPattern } from '../../lib/sql-like';
import type { Storage } from '../../lib/storage';
import type { AuditService } from '../audit/audit.service';
import type { Notifier } from '../notifications/notifier';
import type { Who } from '../network/locations.service';
import { formatCalendarDate, manilaToday } from '../../../shared/time';
import {
  MARKETING_LIBRARY_PATH,
  MARKETING_MESSAGES,
  type MarketingAsset,
  type MarketingAssetStats,
  type ZMarketingAssetFields,
  type ZMarketingAssetQuery,
  type ZMarketingAssetUpdate,
} from '../../../shared/marketing.contracts';
import type { UploadedFile } from './asset-form';

type Fields = ReturnType<typeof ZMarketingAssetFields.parse>;
type Update = ReturnType<typeof ZMarketingAssetUpdate.parse>;
type Query = ReturnType<typeof ZMarketingAssetQuery.parse>;
type Row = typeof marketingAssets.$inferSelect;

/** Asset files and their previews are private objects under this folder, one subfolder per asset (decision 007). */
const FOLDER = 'marketing-assets';
/** Previews are JPEGs this wide (never enlarged): sharp on a phone card, fine in the preview dialog. */
export const THUMBNAIL_WIDTH = 640;

const isHeadOffice = (actor: Actor) => actor.role === 'franchisor' || actor.role === 'admin';

function toDto(r: { a: Row; brandName: string | null }): MarketingAsset {
  const a = r.a;
  return {
    id: a.id,
    brandId: a.brandId,
    brandName: a.brandId ? r.brandName : null,
    title: a.title,
    description: a.description,
    type: a.type,
    category: a.category,
    status: a.status,
    validFrom: a.validFrom,
    validUntil: a.validUntil,
    videoUrl: a.videoUrl,
    file: a.fileKey ? { name: a.fileName ?? 'asset', type: a.fileType ?? 'application/octet-stream', size: a.fileSize ?? 0 } : null,
    hasThumbnail: Boolean(a.thumbnailKey),
    downloadCount: a.downloadCount,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

const auditView = (a: MarketingAsset) => ({
  title: a.title,
  description: a.description,
  type: a.type,
  category: a.category,
  brand: a.brandName ?? 'All brands',
  status: a.status,
  validFrom: a.validFrom,
  validUntil: a.validUntil,
  videoUrl: a.videoUrl,
  file: a.file?.name ?? null,
});

/** A JPEG preview of an image, or null when sharp cannot read it (the asset is still stored, without a preview). */
export async function makeThumbnail(bytes: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(bytes).rotate().resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
  } catch {
    return null;
  }
}

/** The file rules of an asset type: video none, image JPG/PNG, document and template any spec document type. */
async function checkFile(type: Row['type'], file: UploadedFile | null): Promise<DocumentType | null> {
  if (type === 'video') {
    if (file) throw refuseUpload(MARKETING_MESSAGES.videoNoFile);
    return null;
  }
  if (!file) throw refuseUpload(MARKETING_MESSAGES.chooseFile);
  const docType = await documentTypeOf(file.bytes, type === 'image' ? MARKETING_MESSAGES.imageNeedsPicture : MARKETING_MESSAGES.wrongType);
  if (type === 'image' && docType.ext !== 'jpg' && docType.ext !== 'png') throw refuseUpload(MARKETING_MESSAGES.imageNeedsPicture);
  return docType;
}

interface StoredFile {
  fileKey: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  thumbnailKey: string | null;
}

/**
 * The marketing library: head office (franchisor writes, admin reads) keeps assets per brand (or for every brand);
 * franchisees see, under row-level security, the active assets of their brands that are valid today (Manila) and
 * download their files, each download a row for one of their locations (a trigger keeps the asset's count).
 */
export function createMarketingService(deps: {
  db: Db;
  audit: AuditService;
  storage: Storage;
  limiter: RateLimiter;
  notifier: Notifier;
  /** Today in Manila (YYYY-MM-DD); tests pass their own. */
  today?: () => string;
}) {
  const { db, audit, storage, notifier } = deps;
  const today = deps.today ?? manilaToday;

  const base = (tx: Tx) =>
    tx
      .select({ a: marketingAssets, brandName: brands.name })
      .from(marketingAssets)
      .leftJoin(brands, eq(brands.id, marketingAssets.brandId));

  /** Head office sees every asset; anyone else the active ones RLS shows them that are valid today. */
  function visibleNow(actor: Actor): SQL | undefined {
    if (isHeadOffice(actor)) return undefined;
    return currentlyValid();
  }
  function currentlyValid(): SQL {
    const day = today();
    return and(
      eq(marketingAssets.status, 'active'),
      or(isNull(marketingAssets.validFrom), lte(marketingAssets.validFrom, day)),
      or(isNull(marketingAssets.validUntil), gte(marketingAssets.validUntil, day)),
    )!;
  }

  /** The asset as the actor may see it, or a 404 (never a 403 that tells an id exists). */
  async function visible(tx: Tx, actor: Actor, id: string): Promise<{ a: Row; brandName: string | null }> {
    const [row] = await base(tx).where(and(eq(marketingAssets.id, id), visibleNow(actor)));
    if (!row) throw AppError.notFound(MARKETING_MESSAGES.notFound);
    return row;
  }

  async function oneIn(tx: Tx, id: string): Promise<MarketingAsset> {
    const [row] = await base(tx).where(eq(marketingAssets.id, id));
    if (!row) throw AppError.notFound(MARKETING_MESSAGES.notFound);
    return toDto(row);
  }

  function requireHeadOffice(actor: Actor) {
    if (!isHeadOffice(actor)) throw AppError.forbidden(MARKETING_MESSAGES.headOfficeOnly);
  }

  async function listWhere(actor: Actor, q: Query, scope: SQL | undefined) {
    return withRls(db, actor, async (tx) => {
      const f: (SQL | undefined)[] = [scope];
      if (q.search) {
        const p = containsPattern(q.search);
        f.push(or(ilike(marketingAssets.title, p), ilike(marketingAssets.description, p)));
      }
      if (q.type) f.push(eq(marketingAssets.type, q.type));
      if (q.category) f.push(eq(marketingAssets.category, q.category));
      if (q.brandId) f.push(q.brandId === 'all' ? isNull(marketingAssets.brandId) : eq(marketingAssets.brandId, q.brandId));
      if (q.status) f.push(eq(marketingAssets.status, q.status));
      const where = and(...f);
      const order =
        q.sort === 'title'
          ? [asc(marketingAssets.title), desc(marketingAssets.createdAt)]
          : q.sort === 'downloads'
            ? [desc(marketingAssets.downloadCount), desc(marketingAssets.createdAt)]
            : [desc(marketingAssets.createdAt), asc(marketingAssets.title)];
      const rows = await base(tx)
        .where(where)
        .orderBy(...order, asc(marketingAssets.id))
        .limit(q.limit)
        .offset(q.offset);
      const [{ total }] = await tx.select({ total: count() }).from(marketingAssets).where(where);
      return { items: rows.map(toDto), total: Number(total) };
    });
  }

  /** Head office's list: every asset, any status and validity. */
  function list(actor: Actor, q: Query) {
    requireHeadOffice(actor);
    return listWhere(actor, q, undefined);
  }

  /** The library as franchisees browse it: active and valid today, of the caller's brands (RLS) or every brand. */
  function library(actor: Actor, q: Query) {
    // A franchisee not linked to a location yet has no brand and nowhere to count a download: nothing to show.
    const linked = isHeadOffice(actor) ? undefined : sql`exists (select 1 from ${locations} where ${locations.ownerId} = ${actor.userId})`;
    return listWhere(actor, { ...q, status: undefined }, and(currentlyValid(), linked));
  }

  async function get(actor: Actor, id: string): Promise<MarketingAsset> {
    return withRls(db, actor, async (tx) => toDto(await visible(tx, actor, id)));
  }

  /** Brands an asset can be for (head office: all) or the caller's own brands. */
  async function brandOptions(actor: Actor) {
    return withRls(db, actor, async (tx) => {
      const rows = isHeadOffice(actor)
        ? await tx.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name))
        : await tx
            .selectDistinct({ id: brands.id, name: brands.name })
            .from(brands)
            .innerJoin(locations, eq(locations.brandId, brands.id))
            .where(eq(locations.ownerId, actor.userId))
            .orderBy(asc(brands.name));
      return { items: rows };
    });
  }

  async function checkBrand(tx: Tx, brandId: string | null | undefined) {
    if (!brandId) return;
    const [b] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
    if (!b) throw AppError.validation(MARKETING_MESSAGES.unknownBrand, { fieldErrors: { brandId: [MARKETING_MESSAGES.unknownBrand] } });
  }

  /** Stores the file (and, for a JPG or PNG, its preview) privately; returns what the row records. */
  async function storeFile(assetId: string, file: UploadedFile, type: DocumentType): Promise<StoredFile> {
    const stem = `${FOLDER}/${assetId}/${randomBytes(8).toString('hex')}`;
    const fileKey = `${stem}.${type.ext}`;
    await storage.put({ visibility: 'private', key: fileKey }, file.bytes, { contentType: type.contentType });
    let thumbnailKey: string | null = null;
    if (type.ext === 'jpg' || type.ext === 'png') {
      const thumb = await makeThumbnail(file.bytes);
      if (thumb) {
        thumbnailKey = `${stem}-thumb.jpg`;
        await storage.put({ visibility: 'private', key: thumbnailKey }, thumb, { contentType: 'image/jpeg' });
      }
    }
    return {
      fileKey,
      fileName: nameForType(safeFileName(file.filename, type.ext, 'asset'), type),
      fileType: type.contentType,
      fileSize: file.bytes.length,
      thumbnailKey,
    };
  }

  async function dropFiles(keys: (string | null | undefined)[]) {
    for (const key of keys) if (key) await storage.delete({ visibility: 'private', key });
  }

  /** Franchisees owning a location of the brand (every brand: any location), active accounts. */
  async function franchiseesOf(tx: Tx, brandId: string | null): Promise<string[]> {
    const rows = await tx
      .selectDistinct({ id: locations.ownerId })
      .from(locations)
      .innerJoin(userProfiles, eq(userProfiles.id, locations.ownerId))
      .where(
        and(
          isNotNull(locations.ownerId),
          brandId ? eq(locations.brandId, brandId) : undefined,
          eq(userProfiles.role, 'franchisee'),
          eq(userProfiles.status, 'active'),
        ),
      );
    return rows.map((r) => r.id).filter((id): id is string => id !== null);
  }

  /**
   * A new asset: the fields checked, the file checked by content (an image must be a JPG or PNG, a video has a link
   * and no file), stored private with an image's preview; the brand's franchisees are told when it is or will be
   * valid (their announcement switch applies).
   */
  async function create(who: Who, fields: Fields, file: UploadedFile | null): Promise<MarketingAsset> {
    if (fields.type !== 'video' && fields.videoUrl) {
      throw AppError.validation(MARKETING_MESSAGES.videoNoFile, { fieldErrors: { videoUrl: ['Only a video asset has a link.'] } });
    }
    const docType = await checkFile(fields.type, file);
    await withRls(db, who.actor, (tx) => checkBrand(tx, fields.brandId));
    const id = randomUUID();
    const release = file ? await claimDocumentQuota({ userId: who.actor.userId, limiter: deps.limiter }, file.bytes.length) : null;
    let stored: StoredFile | null = null;
    try {
      if (file && docType) stored = await storeFile(id, file, docType);
      return await withRls(db, who.actor, async (tx) => {
        await tx.insert(marketingAssets).values({
          id,
          brandId: fields.brandId,
          title: fields.title,
          description: fields.description,
          type: fields.type,
          category: fields.category,
          validFrom: fields.validFrom,
          validUntil: fields.validUntil,
          videoUrl: fields.type === 'video' ? fields.videoUrl : null,
          ...(stored ?? {}),
          createdBy: who.actor.userId,
        });
        const asset = await oneIn(tx, id);
        await audit.record(tx, {
          actorId: who.actor.userId,
          action: 'marketing_asset.created',
          targetType: 'marketing_asset',
          targetId: id,
          targetLabel: asset.title,
          after: auditView(asset),
          ip: who.ip,
        });
        if (!asset.validUntil || asset.validUntil >= today()) {
          await asOwner(tx, async () => {
            const recipientIds = await franchiseesOf(tx, asset.brandId);
            const from = asset.validFrom && asset.validFrom > today() ? ` Available from ${formatCalendarDate(asset.validFrom)}.` : '';
            await notifier.sendWith(tx, {
              type: 'system_announcement',
              category: 'announcement',
              priority: 'low',
              recipientIds,
              senderId: who.actor.userId,
              title: `New marketing asset: ${asset.title}`,
              message: `${asset.category} · ${asset.brandName ?? 'All brands'}.${from}`,
              actionUrl: MARKETING_LIBRARY_PATH,
            });
          });
        }
        return asset;
      });
    } catch (err) {
      if (stored) await dropFiles([stored.fileKey, stored.thumbnailKey]);
      await release?.();
      throw err;
    }
  }

  async function lockedRow(tx: Tx, id: string): Promise<Row> {
    const [row] = await tx.select().from(marketingAssets).where(eq(marketingAssets.id, id)).for('update');
    if (!row) throw AppError.notFound(MARKETING_MESSAGES.notFound);
    return row;
  }

  /** Edits the metadata, archives or restores; a video keeps a link, other types never get one. */
  async function update(who: Who, id: string, patch: Update): Promise<MarketingAsset> {
    return withRls(db, who.actor, async (tx) => {
      const row = await lockedRow(tx, id);
      const before = await oneIn(tx, id);
      const validFrom = patch.validFrom !== undefined ? patch.validFrom : row.validFrom;
      const validUntil = patch.validUntil !== undefined ? patch.validUntil : row.validUntil;
      if (validFrom && validUntil && validUntil < validFrom) {
        throw AppError.validation(MARKETING_MESSAGES.untilBeforeFrom, {
          fieldErrors: { validUntil: [MARKETING_MESSAGES.untilBeforeFrom] },
        });
      }
      if (patch.videoUrl !== undefined) {
        if (row.type === 'video' && !patch.videoUrl) {
          throw AppError.validation(MARKETING_MESSAGES.videoNeedsUrl, { fieldErrors: { videoUrl: [MARKETING_MESSAGES.videoNeedsUrl] } });
        }
        if (row.type !== 'video' && patch.videoUrl) {
          throw AppError.validation('Only a video asset has a link.', { fieldErrors: { videoUrl: ['Only a video asset has a link.'] } });
        }
      }
      await checkBrand(tx, patch.brandId);
      const set: Partial<typeof marketingAssets.$inferInsert> = { updatedAt: new Date() };
      for (const key of ['title', 'description', 'category', 'brandId', 'status', 'validFrom', 'validUntil', 'videoUrl'] as const) {
        if (patch[key] !== undefined) (set as Record<string, unknown>)[key] = patch[key];
      }
      await tx.update(marketingAssets).set(set).where(eq(marketingAssets.id, id));
      const after = await oneIn(tx, id);
      const diff = changedFields(auditView(before), auditView(after));
      if (Object.keys(diff.after).length) {
        const action =
          before.status !== after.status
            ? after.status === 'archived'
              ? 'marketing_asset.archived'
              : 'marketing_asset.restored'
            : 'marketing_asset.updated';
        await audit.record(tx, {
          actorId: who.actor.userId,
          action,
          targetType: 'marketing_asset',
          targetId: id,
          targetLabel: after.title,
          ...diff,
          ip: who.ip,
        });
      }
      return after;
    });
  }

  /** Replaces the file of a document, template or image (a new preview too); the old objects are deleted after. */
  async function replaceFile(who: Who, id: string, file: UploadedFile): Promise<MarketingAsset> {
    const current = await withRls(db, who.actor, (tx) => lockedRow(tx, id));
    const docType = await checkFile(current.type, file);
    if (!docType) throw refuseUpload(MARKETING_MESSAGES.videoNoFile);
    const release = await claimDocumentQuota({ userId: who.actor.userId, limiter: deps.limiter }, file.bytes.length);
    const stored = await storeFile(id, file, docType).catch(async (err) => {
      await release();
      throw err;
    });
    let replaced: (string | null)[] = [];
    try {
      const asset = await withRls(db, who.actor, async (tx) => {
        const row = await lockedRow(tx, id);
        replaced = [row.fileKey, row.thumbnailKey];
        await tx
          .update(marketingAssets)
          .set({ ...stored, updatedAt: new Date() })
          .where(eq(marketingAssets.id, id));
        const after = await oneIn(tx, id);
        await audit.record(tx, {
          actorId: who.actor.userId,
          action: 'marketing_asset.file_replaced',
          targetType: 'marketing_asset',
          targetId: id,
          targetLabel: after.title,
          before: { file: row.fileName },
          after: { file: stored.fileName, type: stored.fileType },
          ip: who.ip,
        });
        return after;
      });
      await dropFiles(replaced.filter((k) => k !== stored.fileKey && k !== stored.thumbnailKey));
      return asset;
    } catch (err) {
      await dropFiles([stored.fileKey, stored.thumbnailKey]);
      await release();
      throw err;
    }
  }

  /** Deletes the asset, its download rows (cascade) and its stored objects. */
  async function remove(who: Who, id: string): Promise<void> {
    const row = await withRls(db, who.actor, async (tx) => {
      const r = await lockedRow(tx, id);
      const before = await oneIn(tx, id);
      await tx.delete(marketingAssets).where(eq(marketingAssets.id, id));
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'marketing_asset.deleted',
        targetType: 'marketing_asset',
        targetId: id,
        targetLabel: before.title,
        before: auditView(before),
        ip: who.ip,
      });
      return r;
    });
    await dropFiles([row.fileKey, row.thumbnailKey]);
  }

  /** Downloads of one asset per location (with brand), and head office's own. */
  async function stats(actor: Actor, id: string): Promise<MarketingAssetStats> {
    requireHeadOffice(actor);
    return withRls(db, actor, async (tx) => {
      const asset = await oneIn(tx, id);
      const perLocation = await tx
        .select({
          locationId: locations.id,
          locationName: locations.name,
          locationCode: locations.code,
          brandName: brands.name,
          count: count(),
          last: max(marketingAssetDownloads.downloadedAt),
        })
        .from(marketingAssetDownloads)
        .innerJoin(locations, eq(locations.id, marketingAssetDownloads.locationId))
        .innerJoin(brands, eq(brands.id, locations.brandId))
        .where(eq(marketingAssetDownloads.assetId, id))
        .groupBy(locations.id, locations.name, locations.code, brands.name)
        .orderBy(desc(count()), asc(locations.name));
      const [ho] = await tx
        .select({ count: count(), last: max(marketingAssetDownloads.downloadedAt) })
        .from(marketingAssetDownloads)
        .where(and(eq(marketingAssetDownloads.assetId, id), isNull(marketingAssetDownloads.locationId)));
      const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
      const locationsOut = perLocation.map((r) => ({
        locationId: r.locationId,
        locationName: r.locationName,
        locationCode: r.locationCode,
        brandName: r.brandName,
        count: Number(r.count),
        lastDownloadedAt: iso(r.last)!,
      }));
      const headOffice = { count: Number(ho?.count ?? 0), lastDownloadedAt: iso(ho?.last ?? null) };
      return {
        assetId: id,
        title: asset.title,
        total: headOffice.count + locationsOut.reduce((s, l) => s + l.count, 0),
        headOffice,
        locations: locationsOut,
      };
    });
  }

  /** The location a franchisee's download counts for: the one asked for (theirs, of the brand) or their first. */
  async function downloadLocation(tx: Tx, actor: Actor, asset: Row, locationId: string | undefined): Promise<string | null> {
    if (isHeadOffice(actor)) return null;
    const own = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.ownerId, actor.userId), asset.brandId ? eq(locations.brandId, asset.brandId) : undefined))
      .orderBy(asc(locations.code), asc(locations.id));
    if (locationId) {
      if (!own.some((l) => l.id === locationId)) {
        throw AppError.validation(MARKETING_MESSAGES.notYourLocation, {
          fieldErrors: { locationId: [MARKETING_MESSAGES.notYourLocation] },
        });
      }
      return locationId;
    }
    if (own.length === 0) throw AppError.validation(MARKETING_MESSAGES.noLocation);
    return own[0].id;
  }

  /**
   * The asset's file for the caller: 404 unless they may see it now; one download row is recorded (for their
   * location, or none for head office) in the same transaction that finds the file.
   */
  async function download(
    actor: Actor,
    id: string,
    locationId?: string,
  ): Promise<{ body: Readable; filename: string; contentType: string }> {
    return withRls(db, actor, async (tx) => {
      const { a } = await visible(tx, actor, id);
      if (!a.fileKey) throw AppError.notFound(MARKETING_MESSAGES.noFile);
      const forLocation = await downloadLocation(tx, actor, a, locationId);
      const body = await storage.stream({ visibility: 'private', key: a.fileKey });
      if (!body) throw AppError.notFound(MARKETING_MESSAGES.noFile);
      try {
        // Counted by the server (migration 0035): the asset was found visible and the location checked above.
        await asOwner(tx, () => tx.insert(marketingAssetDownloads).values({ assetId: id, locationId: forLocation, userId: actor.userId }));
      } catch (err) {
        body.destroy();
        throw err;
      }
      return { body, filename: a.fileName ?? `asset.${a.fileKey.split('.').pop()}`, contentType: a.fileType ?? 'application/octet-stream' };
    });
  }

  /** An image asset's preview (not counted as a download). */
  async function thumbnail(actor: Actor, id: string): Promise<{ body: Readable; filename: string; contentType: string }> {
    const { a } = await withRls(db, actor, (tx) => visible(tx, actor, id));
    if (!a.thumbnailKey) throw AppError.notFound(MARKETING_MESSAGES.noThumbnail);
    const body = await storage.stream({ visibility: 'private', key: a.thumbnailKey });
    if (!body) throw AppError.notFound(MARKETING_MESSAGES.noThumbnail);
    const stem = safeFileName(a.title, 'jpg', 'preview').replace(/\.[^.]*$/, '');
    return { body, filename: `${stem}-preview.jpg`, contentType: 'image/jpeg' };
  }

  return { list, library, get, brandOptions, create, update, replaceFile, remove, stats, download, thumbnail };
}
export type MarketingService = ReturnType<typeof createMarketingService>;
