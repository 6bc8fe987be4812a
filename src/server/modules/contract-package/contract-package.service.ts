import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brandPackages,
  franchiseAgreementHistory,
  franchiseAgreements,
  locationDocuments,
  locationMilestones,
  locations,
  packageUpgradeRequests,
  userProfiles,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { databaseErrorCode } from '../../lib/db-error';
import { claimDocumentQuota, DOCUMENT_CONTENT_TYPES, documentTypeOf, nameForType, safeFileName } from '../../lib/document-upload';
import type { RateLimiter } from '../../lib/rate-limit';
import { asOwner, withRls, type Actor, type Tx } from '../../lib/rls';
import { profileNames } from '../../lib/profile-names';
import { containsPattern } from '../../lib/sql-like';
import type { Storage } from '../../lib/storage';
import type { AuditService } from '../audit/audit.service';
import type { Notifier } from '../notifications/notifier';
import type { Who } from '../network/locations.service';
import { basisPointsToPercent, formatPeso, percentToBasisPoints } from '../../../shared/money';
import { FRANCHISE_PACKAGES, PACKAGE_CODES, packageLabel, type PackageCode } from '../../../shared/packages';
import { roleHas } from '../../../shared/roles';
import { ROYALTY_SETTINGS } from '../../../shared/settings';
import { addCalendarDays, calendarDaysFrom, manilaToday } from '../../../shared/time';
import {
  CONTRACT_MESSAGES,
  DOCUMENT_EXPIRY_WARNING_DAYS,
  MILESTONE_LABELS,
  MILESTONES,
  REVIEW_STATUS_LABELS,
  type Agreement,
  type AgreementHistoryEntry,
  type AgreementSummary,
  type ContractLocation,
  type ContractPackage,
  type EffectiveRates,
  type LocationDocument,
  type Milestone,
  type MilestoneItem,
  type UpgradeRequest,
  type ZAgreementInput,
  type ZAgreementQuery,
  type ZDocumentReview,
  type ZDocumentUploadQuery,
  type ZMilestoneUpdate,
  type ZUpgradeDecision,
  type ZUpgradeRequestInput,
} from '../../../shared/contract-package.contracts';

type AgreementInput = ReturnType<typeof ZAgreementInput.parse>;
type AgreementQuery = ReturnType<typeof ZAgreementQuery.parse>;
type UploadMeta = ReturnType<typeof ZDocumentUploadQuery.parse>;
type Review = ReturnType<typeof ZDocumentReview.parse>;
type MilestoneInput = ReturnType<typeof ZMilestoneUpdate.parse>;
type UpgradeInput = ReturnType<typeof ZUpgradeRequestInput.parse>;
type Decision = ReturnType<typeof ZUpgradeDecision.parse>;
type AgreementRow = typeof franchiseAgreements.$inferSelect;
type DocumentRow = typeof locationDocuments.$inferSelect;
type LocationRow = Pick<
  typeof locations.$inferSelect,
  'id' | 'code' | 'name' | 'status' | 'brandId' | 'ownerId' | 'royaltyRateBps' | 'marketingFeeRateBps'
>;

/** Location documents are private objects under this folder, one subfolder per location (decision 007). */
const DOCUMENT_FOLDER = 'location-documents';
/** Where the franchisee's notifications lead. */
export const CONTRACT_PACKAGE_PATH = '/franchisee/contract-package';
const headOfficePath = (locationId: string) => `/contract-management/${locationId}`;

/** The order a history entry lists its changed fields in. */
const HISTORY_ORDER = [
  'packageCode',
  'termStart',
  'termEnd',
  'territory',
  'renewalStatus',
  'signedOn',
  'royaltyPercent',
  'marketingFeePercent',
];

const isHeadOffice = (actor: Actor) => actor.role === 'franchisor' || actor.role === 'admin';

/** The rates the royalty computation charges (finance/royalties.service.ts): the location's own, else the network default. */
export function effectiveRates(loc: Pick<LocationRow, 'royaltyRateBps' | 'marketingFeeRateBps'>): EffectiveRates {
  return {
    royaltyPercent: basisPointsToPercent(loc.royaltyRateBps ?? ROYALTY_SETTINGS.royaltyRateBps),
    royaltySource: loc.royaltyRateBps === null ? 'network' : 'location',
    marketingFeePercent: basisPointsToPercent(loc.marketingFeeRateBps ?? ROYALTY_SETTINGS.marketingFeeRateBps),
    marketingFeeSource: loc.marketingFeeRateBps === null ? 'network' : 'location',
  };
}

/** Expiring soon: expiry within DOCUMENT_EXPIRY_WARNING_DAYS from today; expired: before today. */
export function expiryFlags(expiresOn: string | null, today: string) {
  if (!expiresOn) return { expiringSoon: false, expired: false };
  const expired = expiresOn < today;
  return { expired, expiringSoon: !expired && expiresOn <= addCalendarDays(today, DOCUMENT_EXPIRY_WARNING_DAYS) };
}

/** The packages a brand sells and its price for each (brand_packages); empty when it lists none. */
type BrandOffer = ReadonlyMap<PackageCode, number>;

/** A package at the brand's price when the brand lists it, else at the network's list price (DESIGN 5). */
const packageInfo = (code: PackageCode, offer: BrandOffer) => {
  const p = FRANCHISE_PACKAGES[code];
  const brandPrice = offer.get(code);
  return {
    code,
    name: p.name,
    priceCentavos: brandPrice ?? p.priceCentavos,
    priceFrom: brandPrice === undefined && p.priceFrom,
    inclusions: [...p.inclusions],
  };
};

/** What a location's brand offers, or every network package when the brand lists none. */
const offeredCodes = (offer: BrandOffer): PackageCode[] => (offer.size ? PACKAGE_CODES.filter((c) => offer.has(c)) : [...PACKAGE_CODES]);

const locationRef = (l: LocationRow): ContractLocation => ({ id: l.id, code: l.code, name: l.name, status: l.status });

function agreementDto(a: AgreementRow, today: string, offer: BrandOffer): Agreement {
  return {
    id: a.id,
    agreementNumber: a.agreementNumber,
    package: packageInfo(a.packageCode, offer),
    termStart: a.termStart,
    termEnd: a.termEnd,
    daysRemaining: calendarDaysFrom(today, a.termEnd),
    territory: a.territory,
    renewalStatus: a.renewalStatus,
    signedOn: a.signedOn,
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** What the history records of an agreement (rates in percent, null = network default). */
function historyView(
  a: Pick<AgreementRow, 'packageCode' | 'termStart' | 'termEnd' | 'territory' | 'renewalStatus' | 'signedOn'>,
  loc: Pick<LocationRow, 'royaltyRateBps' | 'marketingFeeRateBps'>,
) {
  return {
    packageCode: a.packageCode,
    termStart: a.termStart,
    termEnd: a.termEnd,
    territory: a.territory,
    renewalStatus: a.renewalStatus,
    signedOn: a.signedOn,
    royaltyPercent: loc.royaltyRateBps === null ? null : basisPointsToPercent(loc.royaltyRateBps),
    marketingFeePercent: loc.marketingFeeRateBps === null ? null : basisPointsToPercent(loc.marketingFeeRateBps),
  };
}

/**
 * A location's contract package (issue 15). Every read and write runs under row-level security (migration 0021): a
 * franchisee sees only their own locations (another's is a 404), uploads documents and asks for upgrades there; head
 * office reads everything; only the franchisor edits agreements (and with them the location's royalty and marketing
 * fee rates, which the royalty computation reads), reviews documents, updates milestones and decides upgrades.
 */
export function createContractPackageService(deps: {
  db: Db;
  audit: AuditService;
  storage: Storage;
  limiter: RateLimiter;
  notifier: Notifier;
  /** Today in Manila (YYYY-MM-DD); tests pass their own. */
  today?: () => string;
}) {
  const { db, storage } = deps;
  const today = deps.today ?? manilaToday;

  async function visibleLocation(tx: Tx, locationId: string): Promise<LocationRow> {
    const [loc] = await tx
      .select({
        id: locations.id,
        code: locations.code,
        name: locations.name,
        status: locations.status,
        brandId: locations.brandId,
        ownerId: locations.ownerId,
        royaltyRateBps: locations.royaltyRateBps,
        marketingFeeRateBps: locations.marketingFeeRateBps,
      })
      .from(locations)
      .where(eq(locations.id, locationId));
    if (!loc) throw AppError.notFound(CONTRACT_MESSAGES.locationNotFound);
    return loc;
  }

  const ref = (names: Map<string, string>, id: string | null) => (id ? { id, name: names.get(id) ?? 'Former user' } : null);

  function documentDto(d: DocumentRow, names: Map<string, string>, actor: Actor, day: string): LocationDocument {
    return {
      id: d.id,
      locationId: d.locationId,
      kind: d.kind,
      title: d.title,
      fileName: d.fileName,
      fileType: d.fileType,
      fileSize: d.fileSize,
      expiresOn: d.expiresOn,
      ...expiryFlags(d.expiresOn, day),
      reviewStatus: d.reviewStatus,
      reviewNote: d.reviewNote,
      reviewedAt: d.reviewedAt?.toISOString() ?? null,
      uploadedBy: ref(names, d.uploadedBy),
      uploadedAt: d.createdAt.toISOString(),
      canDelete:
        actor.role === 'franchisor' || (actor.role === 'franchisee' && d.reviewStatus === 'pending' && d.uploadedBy === actor.userId),
    };
  }

  function requestDto(r: typeof packageUpgradeRequests.$inferSelect, names: Map<string, string>): UpgradeRequest {
    return {
      id: r.id,
      locationId: r.locationId,
      fromPackage: r.fromPackage,
      toPackage: r.toPackage,
      reason: r.reason,
      status: r.status,
      requestedBy: ref(names, r.requestedBy),
      decidedBy: ref(names, r.decidedBy),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      decisionNote: r.decisionNote,
      createdAt: r.createdAt.toISOString(),
    };
  }

  /** The brand's packages and prices (readable by head office and by the brand's own franchisees, migration 0030). */
  async function brandOffer(tx: Tx, brandId: string): Promise<BrandOffer> {
    const rows = await tx
      .select({ code: brandPackages.packageCode, price: brandPackages.priceCentavos })
      .from(brandPackages)
      .where(eq(brandPackages.brandId, brandId));
    return new Map(rows.map((r) => [r.code, r.price]));
  }

  /** Refuses a package the location's brand does not sell (any package when the brand lists none). */
  function assertOffered(offer: BrandOffer, code: PackageCode, field: string) {
    if (!offeredCodes(offer).includes(code)) {
      throw AppError.validation(CONTRACT_MESSAGES.notOffered, { fieldErrors: { [field]: [CONTRACT_MESSAGES.notOffered] } });
    }
  }

  async function packageIn(tx: Tx, actor: Actor, locationId: string): Promise<ContractPackage> {
    const day = today();
    const loc = await visibleLocation(tx, locationId);
    const offer = await brandOffer(tx, loc.brandId);
    const [agreement] = await tx.select().from(franchiseAgreements).where(eq(franchiseAgreements.locationId, locationId));
    const docs = await tx
      .select()
      .from(locationDocuments)
      .where(eq(locationDocuments.locationId, locationId))
      .orderBy(desc(locationDocuments.createdAt));
    const stones = await tx.select().from(locationMilestones).where(eq(locationMilestones.locationId, locationId));
    const requests = await tx
      .select()
      .from(packageUpgradeRequests)
      .where(eq(packageUpgradeRequests.locationId, locationId))
      .orderBy(desc(packageUpgradeRequests.createdAt));
    const history = await tx
      .select()
      .from(franchiseAgreementHistory)
      .where(eq(franchiseAgreementHistory.locationId, locationId))
      .orderBy(desc(franchiseAgreementHistory.changedAt));
    const names = await profileNames(tx, [
      ...docs.map((d) => d.uploadedBy),
      ...requests.flatMap((r) => [r.requestedBy, r.decidedBy]),
      ...history.map((h) => h.changedBy),
    ]);
    const byMilestone = new Map(stones.map((s) => [s.milestone, s]));
    const milestones: MilestoneItem[] = MILESTONES.map((m) => {
      const s = byMilestone.get(m);
      return {
        milestone: m,
        label: MILESTONE_LABELS[m],
        state: s?.state ?? 'pending',
        dueOn: s?.dueOn ?? null,
        completedOn: s?.completedOn ?? null,
        note: s?.note ?? null,
      };
    });
    const historyDto: AgreementHistoryEntry[] = history.map((h) => {
      const before = h.before ?? {};
      const after = h.after;
      const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
      const fields = [...HISTORY_ORDER.filter((f) => keys.has(f)), ...[...keys].filter((f) => !HISTORY_ORDER.includes(f))];
      return {
        id: h.id,
        changedBy: ref(names, h.changedBy),
        changedAt: h.changedAt.toISOString(),
        note: h.note,
        changes: fields
          .filter((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null))
          .map((f) => ({ field: f, before: h.before ? (before[f] ?? null) : null, after: after[f] ?? null })),
      };
    });
    return {
      location: locationRef(loc),
      agreement: agreement ? agreementDto(agreement, day, offer) : null,
      packages: offeredCodes(offer).map((c) => packageInfo(c, offer)),
      rates: effectiveRates(loc),
      documents: docs.map((d) => documentDto(d, names, actor, day)),
      milestones,
      upgradeRequests: requests.map((r) => requestDto(r, names)),
      history: historyDto,
    };
  }

  /** Notifies people inside the caller's transaction, with the owner's rights (app_user writes no notifications). */
  function notify(
    tx: Tx,
    recipientIds: (string | null)[],
    title: string,
    message: string,
    actionUrl: string,
    priority: 'low' | 'medium' | 'high' = 'medium',
  ) {
    const ids = recipientIds.filter((i): i is string => !!i);
    if (!ids.length) return Promise.resolve();
    return asOwner(tx, () =>
      deps.notifier.sendWith(tx, {
        type: 'system_announcement',
        category: 'announcement',
        recipientIds: ids,
        title,
        message,
        priority,
        actionUrl,
      }),
    );
  }
  const franchisors = (tx: Tx) =>
    asOwner(tx, async () =>
      (
        await tx
          .select({ id: userProfiles.id })
          .from(userProfiles)
          .where(and(eq(userProfiles.role, 'franchisor'), eq(userProfiles.status, 'active')))
      ).map((u) => u.id),
    );

  async function appendHistory(
    tx: Tx,
    who: Who,
    a: { id: string; locationId: string },
    before: Record<string, unknown> | null,
    after: Record<string, unknown>,
    note: string | null,
  ) {
    await tx
      .insert(franchiseAgreementHistory)
      .values({ agreementId: a.id, locationId: a.locationId, changedBy: who.actor.userId, before, after, note });
  }

  return {
    /** The caller's locations (a franchisee: their own; head office: all), for the location switcher. */
    myLocations(actor: Actor): Promise<{ items: ContractLocation[] }> {
      return withRls(db, actor, async (tx) => {
        const rows = await tx
          .select({ id: locations.id, code: locations.code, name: locations.name, status: locations.status })
          .from(locations)
          .where(actor.role === 'franchisee' ? eq(locations.ownerId, actor.userId) : undefined)
          .orderBy(asc(locations.name));
        return { items: rows };
      });
    },

    get(actor: Actor, locationId: string): Promise<ContractPackage> {
      return withRls(db, actor, (tx) => packageIn(tx, actor, locationId));
    },

    /** Head office's list: every location with its agreement summary, filtered and paged. */
    list(actor: Actor, q: AgreementQuery): Promise<{ items: AgreementSummary[]; total: number }> {
      if (!isHeadOffice(actor)) throw AppError.forbidden(CONTRACT_MESSAGES.headOfficeOnly);
      return withRls(db, actor, async (tx) => {
        const day = today();
        const awaiting = sql<number>`(select count(*) from ${locationDocuments} d where d.location_id = ${locations.id} and d.review_status = 'pending')`;
        const expiring = sql<number>`(select count(*) from ${locationDocuments} d where d.location_id = ${locations.id} and d.expires_on is not null and d.expires_on <= ${addCalendarDays(day, DOCUMENT_EXPIRY_WARNING_DAYS)})`;
        const pending = sql<PackageCode | null>`(select r.to_package from ${packageUpgradeRequests} r where r.location_id = ${locations.id} and r.status = 'pending' limit 1)`;
        const f: (SQL | undefined)[] = [];
        if (q.search) {
          const p = containsPattern(q.search);
          f.push(
            or(
              ilike(locations.name, p),
              ilike(locations.code, p),
              ilike(franchiseAgreements.agreementNumber, p),
              ilike(franchiseAgreements.territory, p),
            ),
          );
        }
        if (q.packageCode) f.push(eq(franchiseAgreements.packageCode, q.packageCode));
        if (q.renewalStatus) f.push(eq(franchiseAgreements.renewalStatus, q.renewalStatus));
        if (q.awaitingReview) f.push(sql`${awaiting} > 0`);
        const where = and(...f);
        const rows = await tx
          .select({
            id: locations.id,
            code: locations.code,
            name: locations.name,
            status: locations.status,
            agreementNumber: franchiseAgreements.agreementNumber,
            packageCode: franchiseAgreements.packageCode,
            termEnd: franchiseAgreements.termEnd,
            renewalStatus: franchiseAgreements.renewalStatus,
            awaiting,
            expiring,
            pending,
          })
          .from(locations)
          .leftJoin(franchiseAgreements, eq(franchiseAgreements.locationId, locations.id))
          .where(where)
          .orderBy(asc(locations.name), asc(locations.id))
          .limit(q.limit)
          .offset(q.offset);
        const [{ total }] = await tx
          .select({ total: count() })
          .from(locations)
          .leftJoin(franchiseAgreements, eq(franchiseAgreements.locationId, locations.id))
          .where(where);
        return {
          total: Number(total),
          items: rows.map((r) => ({
            location: { id: r.id, code: r.code, name: r.name, status: r.status },
            agreementNumber: r.agreementNumber,
            packageCode: r.packageCode,
            termEnd: r.termEnd,
            daysRemaining: r.termEnd ? calendarDaysFrom(day, r.termEnd) : null,
            renewalStatus: r.renewalStatus,
            documentsAwaitingReview: Number(r.awaiting),
            expiringDocuments: Number(r.expiring),
            pendingUpgrade: r.pending ?? null,
          })),
        };
      });
    },

    /**
     * Creates or changes the agreement; the rates go to the location's own columns (which the royalty computation
     * reads) in the same transaction, and an append-only history row records the fields before and after.
     */
    saveAgreement(who: Who, locationId: string, input: AgreementInput): Promise<ContractPackage> {
      return withRls(db, who.actor, async (tx) => {
        const loc = await visibleLocation(tx, locationId);
        const [existing] = await tx.select().from(franchiseAgreements).where(eq(franchiseAgreements.locationId, locationId)).for('update');
        // An agreement may keep a package the brand has stopped selling; it cannot move to one the brand does not sell.
        if (existing?.packageCode !== input.packageCode) assertOffered(await brandOffer(tx, loc.brandId), input.packageCode, 'packageCode');
        const fields = {
          packageCode: input.packageCode,
          termStart: input.termStart,
          termEnd: input.termEnd,
          territory: input.territory,
          renewalStatus: input.renewalStatus,
          signedOn: input.signedOn ?? null,
        };
        const rates = {
          royaltyRateBps: input.royaltyPercent === null ? null : percentToBasisPoints(input.royaltyPercent),
          marketingFeeRateBps: input.marketingFeePercent === null ? null : percentToBasisPoints(input.marketingFeePercent),
        };
        let agreement: AgreementRow;
        if (existing) {
          [agreement] = await tx
            .update(franchiseAgreements)
            .set({ ...fields, updatedAt: new Date() })
            .where(eq(franchiseAgreements.id, existing.id))
            .returning();
        } else {
          [agreement] = await tx
            .insert(franchiseAgreements)
            .values({ ...fields, locationId, agreementNumber: `FA-${loc.code}` })
            .returning()
            .catch((err: unknown) => {
              if (databaseErrorCode(err) === '23505') throw AppError.conflict();
              throw err;
            });
        }
        await tx.update(locations).set(rates).where(eq(locations.id, locationId));
        const before = existing ? historyView(existing, loc) : null;
        const after = historyView(agreement, rates);
        if (!before || JSON.stringify(before) !== JSON.stringify(after)) {
          await appendHistory(tx, who, agreement, before, after, input.note ?? (existing ? 'Agreement updated' : 'Agreement created'));
          await deps.audit.record(tx, {
            actorId: who.actor.userId,
            action: existing ? 'franchise_agreement.updated' : 'franchise_agreement.created',
            targetType: 'franchise_agreement',
            targetId: agreement.id,
            targetLabel: `${agreement.agreementNumber} ${loc.name}`,
            before: before ?? undefined,
            after,
            ip: who.ip,
          });
        }
        return packageIn(tx, who.actor, locationId);
      });
    },

    /** Stores a document (type by content, ≤ 5 MB) privately for the location, pending head office's review. */
    async uploadDocument(
      who: Who,
      locationId: string,
      meta: UploadMeta,
      file: { filename: string; bytes: Buffer },
    ): Promise<LocationDocument> {
      if (!roleHas(who.actor.role, 'contracts.upload') && !roleHas(who.actor.role, 'contracts.manage')) throw AppError.forbidden();
      const type = await documentTypeOf(file.bytes, CONTRACT_MESSAGES.documentWrongType);
      await withRls(db, who.actor, (tx) => visibleLocation(tx, locationId));
      const release = await claimDocumentQuota({ userId: who.actor.userId, limiter: deps.limiter }, file.bytes.length);
      const key = `${DOCUMENT_FOLDER}/${locationId}/${randomBytes(8).toString('hex')}.${type.ext}`;
      try {
        await storage.put({ visibility: 'private', key }, file.bytes, { contentType: type.contentType });
        return await withRls(db, who.actor, async (tx) => {
          const loc = await visibleLocation(tx, locationId);
          const [row] = await tx
            .insert(locationDocuments)
            .values({
              locationId,
              kind: meta.kind,
              title: meta.title,
              fileKey: key,
              fileName: nameForType(safeFileName(file.filename, type.ext, 'document'), type),
              fileType: type.contentType,
              fileSize: file.bytes.length,
              expiresOn: meta.expiresOn ?? null,
              uploadedBy: who.actor.userId,
            })
            .returning();
          if (who.actor.role === 'franchisee') {
            await notify(
              tx,
              await franchisors(tx),
              'Document awaiting review',
              `${loc.name} uploaded "${row.title}" for review.`,
              headOfficePath(locationId),
              'low',
            );
          }
          const names = await profileNames(tx, [row.uploadedBy]);
          return documentDto(row, names, who.actor, today());
        });
      } catch (err) {
        await storage.delete({ visibility: 'private', key });
        await release();
        throw err;
      }
    },

    /** The document's bytes, after the guard and row-level security let the caller see it (another's is a 404). */
    async download(actor: Actor, id: string): Promise<{ body: Readable; filename: string; contentType: string }> {
      const [row] = await withRls(db, actor, (tx) => tx.select().from(locationDocuments).where(eq(locationDocuments.id, id)));
      if (!row) throw AppError.notFound(CONTRACT_MESSAGES.documentNotFound);
      const body = await storage.stream({ visibility: 'private', key: row.fileKey });
      if (!body) throw AppError.notFound(CONTRACT_MESSAGES.documentNotFound);
      const ext = row.fileKey.split('.').pop() ?? '';
      return { body, filename: row.fileName, contentType: row.fileType || DOCUMENT_CONTENT_TYPES[ext] || 'application/octet-stream' };
    },

    /** A franchisee deletes their own upload while it is pending; the franchisor any document. */
    async deleteDocument(who: Who, id: string): Promise<void> {
      if (!roleHas(who.actor.role, 'contracts.upload') && !roleHas(who.actor.role, 'contracts.manage')) throw AppError.forbidden();
      const key = await withRls(db, who.actor, async (tx) => {
        const [row] = await tx.select().from(locationDocuments).where(eq(locationDocuments.id, id));
        if (!row) throw AppError.notFound(CONTRACT_MESSAGES.documentNotFound);
        const [gone] = await tx.delete(locationDocuments).where(eq(locationDocuments.id, id)).returning({ key: locationDocuments.fileKey });
        if (!gone) throw AppError.conflict(CONTRACT_MESSAGES.onlyPendingDelete);
        await deps.audit.record(tx, {
          actorId: who.actor.userId,
          action: 'location_document.deleted',
          targetType: 'location_document',
          targetId: id,
          targetLabel: row.title,
          before: { title: row.title, kind: row.kind, fileName: row.fileName, reviewStatus: row.reviewStatus },
          ip: who.ip,
        });
        return gone.key;
      });
      await storage.delete({ visibility: 'private', key });
    },

    /** Head office approves or rejects (with a note) a pending document; the location's owner is notified. */
    review(who: Who, id: string, input: Review): Promise<LocationDocument> {
      return withRls(db, who.actor, async (tx) => {
        const [row] = await tx.select().from(locationDocuments).where(eq(locationDocuments.id, id)).for('update');
        if (!row) throw AppError.notFound(CONTRACT_MESSAGES.documentNotFound);
        if (row.reviewStatus !== 'pending') throw AppError.conflict(CONTRACT_MESSAGES.alreadyReviewed);
        const [updated] = await tx
          .update(locationDocuments)
          .set({
            reviewStatus: input.decision,
            reviewNote: input.note,
            reviewedBy: who.actor.userId,
            reviewedAt: new Date(),
            updatedAt: new Date(),
          })
          .where(eq(locationDocuments.id, id))
          .returning();
        const loc = await visibleLocation(tx, row.locationId);
        const label = REVIEW_STATUS_LABELS[input.decision].toLowerCase();
        await notify(
          tx,
          [loc.ownerId],
          `Document ${label}`,
          `Head office ${label} "${row.title}" for ${loc.name}.${input.note ? ` Note: ${input.note}` : ''}`,
          CONTRACT_PACKAGE_PATH,
          input.decision === 'rejected' ? 'high' : 'medium',
        );
        await deps.audit.record(tx, {
          actorId: who.actor.userId,
          action: `location_document.${input.decision}`,
          targetType: 'location_document',
          targetId: id,
          targetLabel: `${row.title} (${loc.name})`,
          before: { reviewStatus: row.reviewStatus },
          after: { reviewStatus: input.decision, reviewNote: input.note },
          ip: who.ip,
        });
        const names = await profileNames(tx, [updated.uploadedBy]);
        return documentDto(updated, names, who.actor, today());
      });
    },

    updateMilestone(who: Who, locationId: string, milestone: Milestone, input: MilestoneInput): Promise<ContractPackage> {
      return withRls(db, who.actor, async (tx) => {
        await visibleLocation(tx, locationId);
        const set = {
          state: input.state,
          dueOn: input.dueOn ?? null,
          completedOn: input.state === 'completed' ? (input.completedOn ?? null) : null,
          note: input.note,
          updatedBy: who.actor.userId,
          updatedAt: new Date(),
        };
        await tx
          .insert(locationMilestones)
          .values({ locationId, milestone, ...set })
          .onConflictDoUpdate({ target: [locationMilestones.locationId, locationMilestones.milestone], set });
        return packageIn(tx, who.actor, locationId);
      });
    },

    /** A franchisee asks for a higher package than the agreement's (422 otherwise); one pending per location (409). */
    requestUpgrade(who: Who, locationId: string, input: UpgradeInput): Promise<UpgradeRequest> {
      return withRls(db, who.actor, async (tx) => {
        const loc = await visibleLocation(tx, locationId);
        const [agreement] = await tx.select().from(franchiseAgreements).where(eq(franchiseAgreements.locationId, locationId));
        if (!agreement) throw AppError.validation(CONTRACT_MESSAGES.noAgreement);
        if (PACKAGE_CODES.indexOf(input.toPackage) <= PACKAGE_CODES.indexOf(agreement.packageCode)) {
          throw AppError.validation(CONTRACT_MESSAGES.notHigher, { fieldErrors: { toPackage: [CONTRACT_MESSAGES.notHigher] } });
        }
        assertOffered(await brandOffer(tx, loc.brandId), input.toPackage, 'toPackage');
        const [open] = await tx
          .select({ id: packageUpgradeRequests.id })
          .from(packageUpgradeRequests)
          .where(and(eq(packageUpgradeRequests.locationId, locationId), eq(packageUpgradeRequests.status, 'pending')));
        if (open) throw AppError.conflict(CONTRACT_MESSAGES.onePending);
        const [row] = await tx
          .insert(packageUpgradeRequests)
          .values({
            locationId,
            fromPackage: agreement.packageCode,
            toPackage: input.toPackage,
            reason: input.reason,
            requestedBy: who.actor.userId,
          })
          .returning()
          .catch((err: unknown) => {
            if (databaseErrorCode(err) === '23505') throw AppError.conflict(CONTRACT_MESSAGES.onePending);
            throw err;
          });
        await notify(
          tx,
          await franchisors(tx),
          'Package upgrade requested',
          `${loc.name} asks to upgrade from ${packageLabel(row.fromPackage)} to ${packageLabel(row.toPackage)}.`,
          headOfficePath(locationId),
        );
        return requestDto(row, await profileNames(tx, [row.requestedBy]));
      });
    },

    /** The franchisee who asked withdraws a pending request. */
    withdrawUpgrade(who: Who, id: string): Promise<UpgradeRequest> {
      return withRls(db, who.actor, async (tx) => {
        const [row] = await tx.select().from(packageUpgradeRequests).where(eq(packageUpgradeRequests.id, id));
        if (!row) throw AppError.notFound(CONTRACT_MESSAGES.requestNotFound);
        if (row.status !== 'pending') throw AppError.conflict(CONTRACT_MESSAGES.requestDecided);
        const [updated] = await tx
          .update(packageUpgradeRequests)
          .set({ status: 'withdrawn', decidedAt: new Date() })
          .where(and(eq(packageUpgradeRequests.id, id), eq(packageUpgradeRequests.status, 'pending')))
          .returning();
        if (!updated) throw AppError.conflict(CONTRACT_MESSAGES.requestDecided);
        return requestDto(updated, await profileNames(tx, [updated.requestedBy]));
      });
    },

    /** Head office approves (the agreement's package changes, with history) or declines (with a note); the owner is told. */
    decideUpgrade(who: Who, id: string, input: Decision): Promise<UpgradeRequest> {
      return withRls(db, who.actor, async (tx) => {
        const [row] = await tx.select().from(packageUpgradeRequests).where(eq(packageUpgradeRequests.id, id)).for('update');
        if (!row) throw AppError.notFound(CONTRACT_MESSAGES.requestNotFound);
        if (row.status !== 'pending') throw AppError.conflict(CONTRACT_MESSAGES.requestDecided);
        const loc = await visibleLocation(tx, row.locationId);
        const [updated] = await tx
          .update(packageUpgradeRequests)
          .set({ status: input.decision, decidedBy: who.actor.userId, decidedAt: new Date(), decisionNote: input.note })
          .where(eq(packageUpgradeRequests.id, id))
          .returning();
        const to = packageLabel(row.toPackage);
        if (input.decision === 'approved') {
          const [agreement] = await tx
            .select()
            .from(franchiseAgreements)
            .where(eq(franchiseAgreements.locationId, row.locationId))
            .for('update');
          if (!agreement) throw AppError.validation(CONTRACT_MESSAGES.noAgreement);
          const [changed] = await tx
            .update(franchiseAgreements)
            .set({ packageCode: row.toPackage, updatedAt: new Date() })
            .where(eq(franchiseAgreements.id, agreement.id))
            .returning();
          await appendHistory(
            tx,
            who,
            agreement,
            historyView(agreement, loc),
            historyView(changed, loc),
            `Package upgrade approved: ${packageLabel(row.fromPackage)} → ${to}${input.note ? `. ${input.note}` : ''}`,
          );
          await notify(
            tx,
            [loc.ownerId],
            'Package upgrade approved',
            `Your upgrade of ${loc.name} to ${to} (${formatPeso(packageInfo(row.toPackage, await brandOffer(tx, loc.brandId)).priceCentavos)}) was approved.${input.note ? ` Note: ${input.note}` : ''}`,
            CONTRACT_PACKAGE_PATH,
          );
        } else {
          await notify(
            tx,
            [loc.ownerId],
            'Package upgrade declined',
            `Your upgrade of ${loc.name} to ${to} was declined. Note: ${input.note}`,
            CONTRACT_PACKAGE_PATH,
          );
        }
        await deps.audit.record(tx, {
          actorId: who.actor.userId,
          action: `package_upgrade.${input.decision}`,
          targetType: 'package_upgrade_request',
          targetId: id,
          targetLabel: `${loc.name} ${row.fromPackage} → ${row.toPackage}`,
          before: { status: 'pending' },
          after: { status: input.decision, note: input.note },
          ip: who.ip,
        });
        return requestDto(updated, await profileNames(tx, [updated.requestedBy, updated.decidedBy]));
      });
    },
  };
}
export type ContractPackageService = ReturnType<typeof createContractPackageService>;
