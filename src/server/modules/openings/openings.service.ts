import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditLog,
  brandPackages,
  brands,
  cartItems,
  franchiseAgreements,
  invitations,
  locationStatusHistory,
  locations,
  marketingAssetDownloads,
  marketingAssets,
  openingItems,
  openingProjects,
  openingStarterLines,
  openingTemplateItems,
  orderingSelections,
  orders,
  productBrands,
  products,
  trainingEnrolments,
  trainingPrograms,
  userProfiles,
} from '../../db/schema';
import { rowsOf } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { DOCUMENT_CONTENT_TYPES, documentTypeOf, nameForType, safeFileName } from '../../lib/document-upload';
import { asOwner, withRls, type Actor, type Tx } from '../../lib/rls';
import type { Storage } from '../../lib/storage';
import type { AuditService } from '../audit/audit.service';
import type { Notifier } from '../notifications/notifier';
import { PH_OPENING_TEMPLATE } from './default-template';
import type { Who } from '../iam/iam.service';
import { addCalendarDays, calendarDaysFrom, manilaToday } from '../../../shared/time';
import { roleHas } from '../../../shared/roles';
import { PACKAGE_CODES, type PackageCode } from '../../../shared/packages';
import {
  GRAND_OPENING_KIT_CATEGORY,
  OPENING_DEFAULT_DAYS,
  OPENING_MESSAGES,
  type Opening,
  type OpeningItem,
  type OpeningList,
  type OpeningReviewData,
  type OpeningStage,
  type OpeningSummary,
  type OpeningSystemLink,
  type OpeningStarter,
  type OpeningStarterLineInput,
  type OpeningTemplate,
  type OpeningTemplateItemData,
  type StartOpeningData,
} from '../../../shared/openings.contracts';

type ProjectRow = typeof openingProjects.$inferSelect;
type ItemRow = typeof openingItems.$inferSelect;
type LocRow = typeof locations.$inferSelect;

const isHeadOffice = (actor: Actor) => roleHas(actor.role, 'openings.manage');

/** Only a project under way changes: an opened store's and a cancelled opening's checklists stay as they ended. */
function assertUnderWay(project: ProjectRow): void {
  if (project.status === 'opened') throw AppError.conflict(OPENING_MESSAGES.opened);
  if (project.status === 'cancelled') throw AppError.conflict(OPENING_MESSAGES.cancelled);
}
const isDone = (i: ItemRow) => i.state === 'done';

/** The board's stage, read off the items: paperwork until the agreement and registration are done, then permits… */
function stageOf(project: ProjectRow, items: ItemRow[]): OpeningStage {
  if (project.status !== 'in_progress') return project.status;
  const open = items.filter((i) => !isDone(i));
  if (open.filter((i) => i.critical).length === 0) return 'ready';
  const sectionOpen = (s: string) => open.some((i) => i.section === s);
  if (sectionOpen('Agreement and registration')) return 'paperwork';
  if (sectionOpen('Permits and clearances')) return 'permits';
  return 'fit_out';
}

/**
 * The opening project of a new store (issue 35, decision 021). Franchisees see their own stores' projects (row-level
 * security, migration 0040), tick their own tasks and upload their documents and photos; head office starts openings,
 * completes its own items, reviews uploads, moves the target date and opens the store once every critical item is
 * done. System-linked items are never ticked by hand: `sync` completes them from the real records (agreement signed,
 * training programme completed by the owner, starter order delivered, grand-opening kit downloaded). Every step is
 * audited (target type `opening`).
 */
export function createOpeningsService(deps: { db: Db; storage: Storage; audit: AuditService; notifier: Notifier; now?: () => Date }) {
  const { db, storage, audit, notifier } = deps;
  const now = deps.now ?? (() => new Date());

  async function record(tx: Tx, who: Who, project: { id: string }, label: string, action: string, after: Record<string, unknown>) {
    await audit.record(tx, {
      actorId: who.actor.userId,
      action: `opening.${action}`,
      targetType: 'opening',
      targetId: project.id,
      targetLabel: label.slice(0, 200),
      after,
      ip: who.ip,
    });
  }

  /** Whether the real event behind a system item has happened (read as the owner: other modules' tables). */
  async function linkDone(tx: Tx, link: OpeningSystemLink, loc: LocRow, since: Date): Promise<boolean> {
    const exists = async (q: Promise<unknown[]>) => (await q).length > 0;
    switch (link) {
      case 'agreement_signed':
        return exists(
          tx
            .select({ id: franchiseAgreements.id })
            .from(franchiseAgreements)
            .where(and(eq(franchiseAgreements.locationId, loc.id), isNotNull(franchiseAgreements.signedOn))),
        );
      case 'certification_passed':
        if (!loc.ownerId) return false;
        return exists(
          tx
            .select({ id: trainingEnrolments.id })
            .from(trainingEnrolments)
            .innerJoin(trainingPrograms, eq(trainingPrograms.id, trainingEnrolments.programId))
            .where(
              and(
                eq(trainingEnrolments.userId, loc.ownerId),
                eq(trainingPrograms.brandId, loc.brandId),
                eq(trainingPrograms.status, 'published'),
                isNotNull(trainingEnrolments.completedAt),
              ),
            ),
        );
      case 'starter_order_delivered':
        return exists(
          tx
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.locationId, loc.id), eq(orders.status, 'delivered'))),
        );
      case 'grand_opening_kit':
        return exists(
          tx
            .select({ id: marketingAssetDownloads.id })
            .from(marketingAssetDownloads)
            .innerJoin(marketingAssets, eq(marketingAssets.id, marketingAssetDownloads.assetId))
            .where(
              and(
                eq(marketingAssets.category, GRAND_OPENING_KIT_CATEGORY),
                // The store's own brand's kit, or one head office made for every brand; not another brand's.
                or(isNull(marketingAssets.brandId), eq(marketingAssets.brandId, loc.brandId)),
                or(
                  eq(marketingAssetDownloads.locationId, loc.id),
                  // The marketing library counts a download for the owner's first store of the brand; one made by the
                  // owner since this opening started counts for the opening store too.
                  loc.ownerId
                    ? and(eq(marketingAssetDownloads.userId, loc.ownerId), gte(marketingAssetDownloads.downloadedAt, since))
                    : undefined,
                ),
              ),
            ),
        );
    }
  }

  /** Completes the project's system items whose event has happened; audited as the system's doing. */
  async function sync(tx: Tx, project: ProjectRow): Promise<void> {
    if (project.status !== 'in_progress') return;
    await asOwner(tx, async () => {
      const pending = await tx
        .select()
        .from(openingItems)
        .where(and(eq(openingItems.projectId, project.id), eq(openingItems.kind, 'system'), ne(openingItems.state, 'done')));
      if (pending.length === 0) return;
      const [loc] = await tx.select().from(locations).where(eq(locations.id, project.locationId));
      for (const item of pending) {
        if (!item.systemLink || !(await linkDone(tx, item.systemLink, loc, project.createdAt))) continue;
        await tx
          .update(openingItems)
          .set({ state: 'done', completedAt: now(), completedBy: null, updatedAt: now() })
          .where(eq(openingItems.id, item.id));
        await audit.record(tx, {
          actorId: null,
          action: 'opening.item_completed',
          targetType: 'opening',
          targetId: project.id,
          targetLabel: `${loc.code} ${item.title}`.slice(0, 200),
          after: { itemId: item.id, by: 'system', link: item.systemLink },
        });
      }
    });
  }

  /**
   * Completes the system items of every opening under way whose event has happened. Reading a project does this for
   * that project; the daily reminder job does it for all first, so nobody is reminded of something already done.
   */
  async function syncUnderWay(): Promise<number> {
    return db.transaction(async (tx) => {
      const projects = await tx.select().from(openingProjects).where(eq(openingProjects.status, 'in_progress'));
      for (const p of projects) await sync(tx, p);
      return projects.length;
    });
  }

  async function visibleProject(tx: Tx, id: string, lock = false): Promise<ProjectRow> {
    const q = tx.select().from(openingProjects).where(eq(openingProjects.id, id));
    const [row] = lock ? await q.for('update') : await q;
    if (!row) throw AppError.notFound(OPENING_MESSAGES.notFound);
    return row;
  }

  function itemDto(actor: Actor, p: ProjectRow, i: ItemRow, today: string): OpeningItem {
    const mySide = isHeadOffice(actor) ? i.ownerSide === 'head_office' : actor.role === 'franchisee' && i.ownerSide === 'franchisee';
    return {
      id: i.id,
      section: i.section,
      title: i.title,
      description: i.description,
      ownerSide: i.ownerSide,
      kind: i.kind,
      systemLink: i.systemLink,
      critical: i.critical,
      dueOn: i.dueOn,
      state: i.state,
      overdue: !isDone(i) && i.dueOn < today,
      fileName: i.fileName,
      reviewNote: i.reviewNote,
      completedAt: i.completedAt?.toISOString() ?? null,
      canComplete: p.status === 'in_progress' && mySide && i.kind !== 'system' && i.state !== 'done' && i.state !== 'submitted',
      canReview: p.status === 'in_progress' && isHeadOffice(actor) && i.state === 'submitted',
    };
  }

  async function summaries(tx: Tx, projects: ProjectRow[]): Promise<Map<string, { summary: OpeningSummary; items: ItemRow[] }>> {
    const out = new Map<string, { summary: OpeningSummary; items: ItemRow[] }>();
    if (projects.length === 0) return out;
    const ids = projects.map((p) => p.id);
    const locIds = projects.map((p) => p.locationId);
    const locs = await tx
      .select({ loc: locations, brandName: brands.name })
      .from(locations)
      .innerJoin(brands, eq(brands.id, locations.brandId))
      .where(inArray(locations.id, locIds));
    const ownerIds = locs.flatMap((l) => (l.loc.ownerId ? [l.loc.ownerId] : []));
    const owners = ownerIds.length
      ? await tx.select({ id: userProfiles.id, name: userProfiles.fullName }).from(userProfiles).where(inArray(userProfiles.id, ownerIds))
      : [];
    const items = await tx
      .select()
      .from(openingItems)
      .where(inArray(openingItems.projectId, ids))
      .orderBy(asc(openingItems.position), asc(openingItems.id));
    const today = manilaToday();
    for (const p of projects) {
      const l = locs.find((x) => x.loc.id === p.locationId)!;
      const mine = items.filter((i) => i.projectId === p.id);
      const owner = owners.find((o) => o.id === l.loc.ownerId);
      out.set(p.id, {
        items: mine,
        summary: {
          id: p.id,
          status: p.status,
          stage: stageOf(p, mine),
          location: {
            id: l.loc.id,
            code: l.loc.code,
            name: l.loc.name,
            city: l.loc.city,
            province: l.loc.province,
            status: l.loc.status,
          },
          brand: { id: l.loc.brandId, name: l.brandName },
          owner: owner ? { id: owner.id, name: owner.name ?? '' } : null,
          packageCode: p.packageCode,
          applicationId: p.applicationId,
          targetDate: p.targetDate,
          openedOn: p.openedOn,
          cancelledOn: p.cancelledOn,
          cancelReason: p.cancelReason,
          daysLeft: calendarDaysFrom(today, p.targetDate),
          progress: { done: mine.filter(isDone).length, total: mine.length },
          overdueCount: mine.filter((i) => !isDone(i) && i.dueOn < today).length,
          criticalOpen: mine.filter((i) => i.critical && !isDone(i)).length,
          awaitingReview: mine.filter((i) => i.state === 'submitted').length,
        },
      });
    }
    return out;
  }

  async function starterLinesOf(tx: Tx, brandId: string, packageCode: PackageCode) {
    return tx
      .select({
        productId: products.id,
        sku: products.sku,
        name: products.name,
        quantity: openingStarterLines.quantity,
        price: products.priceCentavos,
      })
      .from(openingStarterLines)
      .innerJoin(products, eq(products.id, openingStarterLines.productId))
      .where(and(eq(openingStarterLines.brandId, brandId), eq(openingStarterLines.packageCode, packageCode)))
      .orderBy(asc(products.name));
  }

  async function detailIn(tx: Tx, actor: Actor, id: string): Promise<Opening> {
    const p = await visibleProject(tx, id);
    await sync(tx, p);
    const fresh = await visibleProject(tx, id);
    const { summary, items } = (await summaries(tx, [fresh])).get(id)!;
    const today = manilaToday();
    const starterLines = await asOwner(tx, () => starterLinesOf(tx, summary.brand.id, fresh.packageCode));
    const [starter] = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
      .from(orders)
      .where(and(eq(orders.locationId, fresh.locationId), notInArray(orders.status, ['rejected', 'cancelled'])))
      .orderBy(asc(orders.createdAt))
      .limit(1);
    const history = await asOwner(tx, () =>
      tx
        .select({ at: auditLog.createdAt, action: auditLog.action, after: auditLog.after, actorName: userProfiles.fullName })
        .from(auditLog)
        .leftJoin(userProfiles, eq(userProfiles.id, auditLog.actorId))
        .where(and(eq(auditLog.targetType, 'opening'), eq(auditLog.targetId, id)))
        .orderBy(desc(auditLog.id))
        .limit(50),
    );
    return {
      ...summary,
      items: items.map((i) => itemDto(actor, fresh, i, today)),
      nextDue: items
        .filter((i) => !isDone(i))
        .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.position - b.position)
        .slice(0, 3)
        .map((i) => i.id),
      starterOrder: starter ?? null,
      starterLines: starterLines.map(({ price: _price, ...l }) => l),
      history: history.map((h) => {
        const after = (h.after ?? {}) as Record<string, unknown>;
        const note = typeof after.reason === 'string' ? after.reason : typeof after.note === 'string' ? after.note : null;
        return { at: h.at.toISOString(), action: h.action, note, actorName: h.actorName ?? null };
      }),
    };
  }

  /**
   * Creates the project of a location from its brand's template (as the owner, inside the caller's transaction): the
   * items with due dates from the target date.
   */
  async function createProject(
    tx: Tx,
    input: {
      locationId: string;
      brandId: string;
      packageCode: PackageCode;
      targetDate: string;
      applicationId: string | null;
      createdBy: string;
    },
  ): Promise<ProjectRow> {
    const byPosition = () =>
      tx
        .select()
        .from(openingTemplateItems)
        .where(eq(openingTemplateItems.brandId, input.brandId))
        .orderBy(asc(openingTemplateItems.position));
    let template = await byPosition();
    if (template.length === 0) {
      // A brand without its own template starts from the Philippine checklist, copied so head office can edit it.
      await tx
        .insert(openingTemplateItems)
        .values(PH_OPENING_TEMPLATE.map((t, i) => ({ ...t, description: t.description ?? '', brandId: input.brandId, position: i + 1 })));
      template = await byPosition();
    }
    const [project] = await tx
      .insert(openingProjects)
      .values({
        locationId: input.locationId,
        applicationId: input.applicationId,
        packageCode: input.packageCode,
        targetDate: input.targetDate,
        createdBy: input.createdBy,
      })
      .returning();
    await tx.insert(openingItems).values(
      template.map((t) => ({
        projectId: project.id,
        locationId: input.locationId,
        position: t.position,
        section: t.section,
        title: t.title,
        description: t.description,
        ownerSide: t.ownerSide,
        kind: t.kind,
        systemLink: t.systemLink,
        dueOffsetDays: t.dueOffsetDays,
        dueOn: addCalendarDays(input.targetDate, t.dueOffsetDays),
        critical: t.critical,
      })),
    );
    return project;
  }

  function checkTarget(targetDate: string | undefined): string {
    const today = manilaToday();
    const target = targetDate ?? addCalendarDays(today, OPENING_DEFAULT_DAYS);
    if (target < today)
      throw AppError.validation(OPENING_MESSAGES.targetPast, { fieldErrors: { targetDate: [OPENING_MESSAGES.targetPast] } });
    return target;
  }

  /** The brand a new store opens under, refused when it is not active or does not sell the package (as the owner). */
  async function startableBrand(tx: Tx, brandId: string, packageCode: PackageCode) {
    const [brand] = await tx.select().from(brands).where(eq(brands.id, brandId));
    if (!brand || brand.status !== 'active')
      throw AppError.validation(OPENING_MESSAGES.brandInactive, { fieldErrors: { brandId: [OPENING_MESSAGES.brandInactive] } });
    const offered = await tx.select({ code: brandPackages.packageCode }).from(brandPackages).where(eq(brandPackages.brandId, brand.id));
    if (offered.length > 0 && !offered.some((o) => o.code === packageCode))
      throw AppError.validation(OPENING_MESSAGES.notOffered, { fieldErrors: { packageCode: [OPENING_MESSAGES.notOffered] } });
    return brand;
  }

  /**
   * Whether an approval could start this opening now: the applications module asks before it sends the invitation, so
   * an applicant is never mailed for an opening that is then refused.
   */
  function assertStartable(actor: Actor, input: { brandId: string; packageCode: PackageCode; targetDate: string | undefined }) {
    checkTarget(input.targetDate);
    return withRls(db, actor, (tx) => asOwner(tx, () => startableBrand(tx, input.brandId, input.packageCode)));
  }

  /** A new location in status `opening`, its draft agreement (network rates: no override) and its project. */
  async function openStore(
    tx: Tx,
    who: Who,
    input: {
      brandId: string;
      packageCode: PackageCode;
      name: string;
      city: string;
      province: string;
      ownerId: string | null;
      targetDate: string;
      applicationId: string | null;
    },
  ) {
    return asOwner(tx, async () => {
      const brand = await startableBrand(tx, input.brandId, input.packageCode);
      const [{ n }] = rowsOf<{ n: string }>(await tx.execute(sql`select nextval('opening_location_code_seq')::text as n`));
      const code = `NEW-${n.padStart(5, '0')}`;
      const [loc] = await tx
        .insert(locations)
        .values({
          brandId: brand.id,
          ownerId: input.ownerId,
          code,
          name: input.name.slice(0, 120),
          addressLine: `${input.city}, ${input.province}`,
          city: input.city,
          province: input.province,
          status: 'opening',
        })
        .returning();
      await tx.insert(locationStatusHistory).values({
        locationId: loc.id,
        fromStatus: null,
        toStatus: 'opening',
        note: 'Opening project started',
        changedBy: who.actor.userId,
      });
      const termStart = input.targetDate;
      await tx.insert(franchiseAgreements).values({
        locationId: loc.id,
        agreementNumber: `FA-${code}`,
        packageCode: input.packageCode,
        termStart,
        termEnd: addCalendarDays(termStart, 5 * 365),
        territory: `${input.city}, ${input.province}`,
      });
      const project = await createProject(tx, {
        locationId: loc.id,
        brandId: brand.id,
        packageCode: input.packageCode,
        targetDate: input.targetDate,
        applicationId: input.applicationId,
        createdBy: who.actor.userId,
      });
      await record(tx, who, project, `${code} ${loc.name}`, 'started', {
        locationId: loc.id,
        code,
        brand: brand.name,
        packageCode: input.packageCode,
        targetDate: input.targetDate,
        applicationId: input.applicationId,
      });
      return { project, location: loc };
    });
  }

  /**
   * Approval starts the opening (called by the applications module inside its approval transaction): the location, the
   * draft agreement and the project; the invitation just sent is given the location so the applicant owns it on sign-up.
   */
  async function startForApplication(
    tx: Tx,
    who: Who,
    app: { id: string; brandId: string; packageCode: PackageCode; preferredCity: string; preferredProvince: string; lastName: string },
    invitationId: string,
    targetDate: string | undefined,
  ) {
    const target = checkTarget(targetDate);
    const [brand] = await asOwner(tx, () => tx.select({ name: brands.name }).from(brands).where(eq(brands.id, app.brandId)));
    const started = await openStore(tx, who, {
      brandId: app.brandId,
      packageCode: app.packageCode,
      name: `${brand?.name ?? 'New store'} ${app.preferredCity}`,
      city: app.preferredCity,
      province: app.preferredProvince,
      ownerId: null,
      targetDate: target,
      applicationId: app.id,
    });
    await asOwner(tx, () =>
      tx
        .update(invitations)
        .set({ locationIds: [started.location.id] })
        .where(eq(invitations.id, invitationId)),
    );
    return started;
  }

  async function start(who: Who, input: StartOpeningData): Promise<Opening> {
    const target = checkTarget(input.targetDate);
    const id = await withRls(db, who.actor, async (tx) => {
      const [owner] = await asOwner(tx, () =>
        tx.select({ id: userProfiles.id, role: userProfiles.role }).from(userProfiles).where(eq(userProfiles.id, input.ownerId)),
      );
      if (!owner || owner.role !== 'franchisee')
        throw AppError.validation(OPENING_MESSAGES.notFranchisee, { fieldErrors: { ownerId: [OPENING_MESSAGES.notFranchisee] } });
      const { project } = await openStore(tx, who, { ...input, ownerId: owner.id, targetDate: target, applicationId: null });
      await notifyOwner(
        tx,
        owner.id,
        'Your new store’s opening has started',
        `Head office started the opening of ${input.name}. Your checklist is ready.`,
        project.id,
      );
      return project.id;
    });
    return withRls(db, who.actor, (tx) => detailIn(tx, who.actor, id));
  }

  async function notifyOwner(tx: Tx, ownerId: string | null, title: string, message: string, projectId: string) {
    if (!ownerId) return;
    await asOwner(tx, () =>
      notifier.sendWith(tx, {
        type: 'system_announcement',
        recipientIds: [ownerId],
        title,
        message,
        priority: 'high',
        category: 'announcement',
        actionUrl: `/opening?project=${projectId}`,
      }),
    );
  }

  async function list(actor: Actor): Promise<OpeningList> {
    return withRls(db, actor, async (tx) => {
      const projects = await tx.select().from(openingProjects).orderBy(asc(openingProjects.targetDate), asc(openingProjects.id));
      for (const p of projects) await sync(tx, p);
      const map = await summaries(tx, projects);
      return { items: projects.map((p) => map.get(p.id)!.summary) };
    });
  }

  async function lockedItem(tx: Tx, who: Who, id: string, itemId: string) {
    // A franchisee may not lock the project row (FOR UPDATE needs an update policy they do not have): head office does.
    const project = await visibleProject(tx, id, isHeadOffice(who.actor));
    assertUnderWay(project);
    const [item] = await tx
      .select()
      .from(openingItems)
      .where(and(eq(openingItems.id, itemId), eq(openingItems.projectId, id)));
    if (!item) throw AppError.notFound(OPENING_MESSAGES.itemNotFound);
    const [loc] = await tx.select().from(locations).where(eq(locations.id, project.locationId));
    return { project, item, loc };
  }

  function assertMySide(who: Who, item: ItemRow) {
    if (!roleHas(who.actor.role, 'openings.work') && !isHeadOffice(who.actor)) throw AppError.forbidden();
    if (item.kind === 'system') throw AppError.conflict(OPENING_MESSAGES.systemItem);
    if (isHeadOffice(who.actor)) {
      if (item.ownerSide !== 'head_office') throw AppError.forbidden(OPENING_MESSAGES.notYourSideHeadOffice);
    } else if (item.ownerSide !== 'franchisee') {
      throw AppError.forbidden(OPENING_MESSAGES.notYourSide);
    }
    if (item.state === 'done') throw AppError.conflict(OPENING_MESSAGES.alreadyDone);
  }

  /** Ticks a task of the caller's side. */
  async function complete(who: Who, id: string, itemId: string): Promise<Opening> {
    return withRls(db, who.actor, async (tx) => {
      const { project, item, loc } = await lockedItem(tx, who, id, itemId);
      assertMySide(who, item);
      if (item.kind !== 'task') throw AppError.conflict(OPENING_MESSAGES.wrongKindTask);
      await tx
        .update(openingItems)
        .set({ state: 'done', completedAt: now(), completedBy: who.actor.userId, updatedAt: now() })
        .where(eq(openingItems.id, item.id));
      await record(tx, who, project, `${loc.code} ${item.title}`, 'item_completed', { itemId: item.id });
      return detailIn(tx, who.actor, id);
    });
  }

  /** A document or photo for review: private storage, the item awaits head office's decision. */
  async function upload(who: Who, id: string, itemId: string, file: { filename: string; bytes: Buffer }): Promise<Opening> {
    const pre = await withRls(db, who.actor, async (tx) => {
      const { item } = await lockedItem(tx, who, id, itemId);
      assertMySide(who, item);
      if (item.kind === 'task') throw AppError.conflict(OPENING_MESSAGES.wrongKindUpload);
      if (item.state === 'submitted') throw AppError.conflict(OPENING_MESSAGES.alreadyDone);
      return item;
    });
    const type = await documentTypeOf(file.bytes, OPENING_MESSAGES.wrongType);
    const allowed = pre.kind === 'photo' ? ['jpg', 'png'] : ['pdf', 'jpg', 'png'];
    if (!allowed.includes(type.ext)) {
      const msg = pre.kind === 'photo' ? OPENING_MESSAGES.photoType : OPENING_MESSAGES.wrongType;
      throw AppError.validation(msg, { fieldErrors: { file: [msg] } });
    }
    const key = `openings/${id}/${itemId}/${randomUUID()}.${type.ext}`;
    await storage.put({ visibility: 'private', key }, file.bytes, { contentType: type.contentType });
    try {
      return await withRls(db, who.actor, async (tx) => {
        const { project, item, loc } = await lockedItem(tx, who, id, itemId);
        assertMySide(who, item);
        const previous = item.fileKey;
        await tx
          .update(openingItems)
          .set({
            state: 'submitted',
            fileKey: key,
            fileName: nameForType(safeFileName(file.filename, type.ext), type),
            fileType: type.contentType,
            fileSize: file.bytes.length,
            reviewNote: null,
            completedBy: who.actor.userId,
            updatedAt: now(),
          })
          .where(eq(openingItems.id, item.id));
        await record(tx, who, project, `${loc.code} ${item.title}`, 'item_uploaded', { itemId: item.id, size: file.bytes.length });
        if (previous) await storage.delete({ visibility: 'private', key: previous }).catch(() => undefined);
        return detailIn(tx, who.actor, id);
      });
    } catch (err) {
      await storage.delete({ visibility: 'private', key });
      throw err;
    }
  }

  async function file(actor: Actor, id: string, itemId: string): Promise<{ body: Readable; filename: string; contentType: string }> {
    const row = await withRls(db, actor, async (tx) => {
      await visibleProject(tx, id);
      const [item] = await tx
        .select()
        .from(openingItems)
        .where(and(eq(openingItems.id, itemId), eq(openingItems.projectId, id)));
      return item;
    });
    if (!row) throw AppError.notFound(OPENING_MESSAGES.itemNotFound);
    if (!row.fileKey) throw AppError.notFound(OPENING_MESSAGES.noFile);
    const body = await storage.stream({ visibility: 'private', key: row.fileKey });
    if (!body) throw AppError.notFound(OPENING_MESSAGES.noFile);
    const ext = row.fileKey.split('.').pop() ?? '';
    return {
      body,
      filename: row.fileName ?? `document.${ext}`,
      contentType: row.fileType ?? DOCUMENT_CONTENT_TYPES[ext] ?? 'application/octet-stream',
    };
  }

  /** Head office accepts an upload (the item is done) or rejects it with a reason the franchisee reads. */
  async function review(who: Who, id: string, itemId: string, input: OpeningReviewData): Promise<Opening> {
    return withRls(db, who.actor, async (tx) => {
      const { project, item, loc } = await lockedItem(tx, who, id, itemId);
      if (item.state !== 'submitted') throw AppError.conflict(OPENING_MESSAGES.notSubmitted);
      const accepted = input.decision === 'accepted';
      await tx
        .update(openingItems)
        .set({
          state: accepted ? 'done' : 'rejected',
          reviewNote: input.note?.trim() || null,
          reviewedBy: who.actor.userId,
          reviewedAt: now(),
          completedAt: accepted ? now() : null,
          updatedAt: now(),
        })
        .where(eq(openingItems.id, item.id));
      await record(tx, who, project, `${loc.code} ${item.title}`, accepted ? 'document_accepted' : 'document_rejected', {
        itemId: item.id,
        note: input.note ?? null,
      });
      await notifyOwner(
        tx,
        loc.ownerId,
        accepted ? `Accepted: ${item.title}` : `Please upload again: ${item.title}`,
        accepted ? `Head office accepted your upload for ${loc.name}.` : `Head office could not accept your upload: ${input.note}`,
        project.id,
      );
      return detailIn(tx, who.actor, id);
    });
  }

  /** A new target date with the reason; every item's due date moves with it. */
  async function changeTarget(who: Who, id: string, targetDate: string, reason: string): Promise<Opening> {
    return withRls(db, who.actor, async (tx) => {
      const project = await visibleProject(tx, id, true);
      assertUnderWay(project);
      if (targetDate < manilaToday())
        throw AppError.validation(OPENING_MESSAGES.targetPast, { fieldErrors: { targetDate: [OPENING_MESSAGES.targetPast] } });
      if (targetDate === project.targetDate)
        throw AppError.validation(OPENING_MESSAGES.sameTarget, { fieldErrors: { targetDate: [OPENING_MESSAGES.sameTarget] } });
      await tx.update(openingProjects).set({ targetDate, updatedAt: now() }).where(eq(openingProjects.id, id));
      // New due dates, so their reminders are due again (the daily job sends each once per due date); the
      // reminder stamps are the server's (app_user may not write them).
      await asOwner(tx, () =>
        tx
          .update(openingItems)
          .set({
            dueOn: sql`(${targetDate}::date + ${openingItems.dueOffsetDays})`,
            remindedDueSoonAt: null,
            remindedOverdueAt: null,
            updatedAt: now(),
          })
          .where(eq(openingItems.projectId, id)),
      );
      const [loc] = await tx.select().from(locations).where(eq(locations.id, project.locationId));
      await record(tx, who, project, `${loc.code} ${loc.name}`, 'target_changed', { from: project.targetDate, to: targetDate, reason });
      await notifyOwner(
        tx,
        loc.ownerId,
        'Opening date changed',
        `The target opening date of ${loc.name} is now ${targetDate}: ${reason}`,
        id,
      );
      return detailIn(tx, who.actor, id);
    });
  }

  /**
   * The franchisee's starter order begins here: the cart of the opening store is replaced by the package's starter
   * inventory and the store is selected for ordering; checkout then places it (and refuses anything else).
   */
  async function starterCart(who: Who, id: string): Promise<Opening> {
    return withRls(db, who.actor, async (tx) => {
      const project = await visibleProject(tx, id);
      assertUnderWay(project);
      const [loc] = await tx.select().from(locations).where(eq(locations.id, project.locationId));
      if (!loc || loc.ownerId !== who.actor.userId) throw AppError.notFound(OPENING_MESSAGES.notFound);
      const [placed] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.locationId, loc.id), notInArray(orders.status, ['rejected', 'cancelled'])));
      if (placed) throw AppError.conflict(OPENING_MESSAGES.openingStarterPlaced);
      const lines = await starterLinesOf(tx, loc.brandId, project.packageCode);
      if (lines.length === 0) throw AppError.conflict(OPENING_MESSAGES.noStarterInventory);
      await tx.delete(cartItems).where(and(eq(cartItems.userId, who.actor.userId), eq(cartItems.locationId, loc.id)));
      await tx.insert(cartItems).values(
        lines.map((l) => ({
          userId: who.actor.userId,
          locationId: loc.id,
          productId: l.productId,
          quantity: l.quantity,
          priceAtAddCentavos: l.price,
        })),
      );
      await tx
        .insert(orderingSelections)
        .values({ userId: who.actor.userId, locationId: loc.id })
        .onConflictDoUpdate({ target: orderingSelections.userId, set: { locationId: loc.id, updatedAt: now() } });
      await record(tx, who, project, `${loc.code} ${loc.name}`, 'starter_cart_filled', { lines: lines.length });
      return detailIn(tx, who.actor, id);
    });
  }

  /** Going live: refused (409, with the list) while a critical item is not done; else the store opens. */
  async function open(who: Who, id: string, openedOn: string | undefined): Promise<Opening> {
    return withRls(db, who.actor, async (tx) => {
      const project = await visibleProject(tx, id, true);
      assertUnderWay(project);
      await sync(tx, project);
      const items = await tx.select().from(openingItems).where(eq(openingItems.projectId, id)).orderBy(asc(openingItems.position));
      const missing = items.filter((i) => i.critical && !isDone(i));
      if (missing.length)
        throw AppError.of('DUPLICATE_RESOURCE', OPENING_MESSAGES.missingCritical(missing.map((i) => i.title)), {
          missing: missing.map((i) => ({ id: i.id, title: i.title })),
        });
      const day = openedOn ?? manilaToday();
      const [loc] = await tx.select().from(locations).where(eq(locations.id, project.locationId)).for('update');
      await asOwner(tx, async () => {
        await tx.update(locations).set({ status: 'open', openedOn: day }).where(eq(locations.id, loc.id));
        await tx.insert(locationStatusHistory).values({
          locationId: loc.id,
          fromStatus: loc.status,
          toStatus: 'open',
          note: 'Opening project completed',
          changedBy: who.actor.userId,
        });
      });
      await tx.update(openingProjects).set({ status: 'opened', openedOn: day, updatedAt: now() }).where(eq(openingProjects.id, id));
      await record(tx, who, project, `${loc.code} ${loc.name}`, 'store_opened', { openedOn: day });
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'location.status_changed',
        targetType: 'location',
        targetId: loc.id,
        targetLabel: `${loc.code} ${loc.name}`,
        before: { status: loc.status, openedOn: loc.openedOn },
        after: { status: 'open', openedOn: day },
        ip: who.ip,
      });
      await notifyOwner(
        tx,
        loc.ownerId,
        `${loc.name} is open`,
        `Head office opened ${loc.name} on ${day}. Sales reporting and normal ordering start now.`,
        id,
      );
      return detailIn(tx, who.actor, id);
    });
  }

  /**
   * Head office calls off an opening that will not go ahead, with the reason the franchisee reads. Refused while the
   * starter order is still open (awaiting approval, approved or processing): rejecting or cancelling it through its
   * own flow releases its stock and cancels its invoice. The store closes without ever trading, an invitation not yet
   * accepted is revoked, the store's cart is emptied, and the owner is notified.
   */
  async function cancel(who: Who, id: string, reason: string): Promise<Opening> {
    return withRls(db, who.actor, async (tx) => {
      const project = await visibleProject(tx, id, true);
      assertUnderWay(project);
      const [loc] = await tx.select().from(locations).where(eq(locations.id, project.locationId)).for('update');
      const [starterOpen] = await tx
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .where(and(eq(orders.locationId, loc.id), inArray(orders.status, ['pending_approval', 'approved', 'processing'])))
        .limit(1);
      if (starterOpen) throw AppError.conflict(OPENING_MESSAGES.cancelStarterOrderFirst(starterOpen.orderNumber));
      const day = manilaToday();
      const label = `${loc.code} ${loc.name}`;
      const revoked = await asOwner(tx, async () => {
        await tx.update(locations).set({ status: 'closed', closedOn: day }).where(eq(locations.id, loc.id));
        await tx.insert(locationStatusHistory).values({
          locationId: loc.id,
          fromStatus: loc.status,
          toStatus: 'closed',
          note: `Opening cancelled: ${reason}`,
          changedBy: who.actor.userId,
        });
        await tx.delete(cartItems).where(eq(cartItems.locationId, loc.id));
        await tx.delete(orderingSelections).where(eq(orderingSelections.locationId, loc.id));
        return tx
          .update(invitations)
          .set({ revokedAt: now() })
          .where(and(sql`${loc.id} = any(${invitations.locationIds})`, isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
          .returning({ id: invitations.id, email: invitations.email });
      });
      await tx
        .update(openingProjects)
        .set({ status: 'cancelled', cancelledOn: day, cancelReason: reason, updatedAt: now() })
        .where(eq(openingProjects.id, id));
      await record(tx, who, project, label, 'cancelled', { reason, invitationsRevoked: revoked.length });
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'location.status_changed',
        targetType: 'location',
        targetId: loc.id,
        targetLabel: label,
        before: { status: loc.status, closedOn: loc.closedOn },
        after: { status: 'closed', closedOn: day, reason },
        ip: who.ip,
      });
      for (const inv of revoked)
        await audit.record(tx, {
          actorId: who.actor.userId,
          action: 'invitation.revoked',
          targetType: 'invitation',
          targetId: inv.id,
          targetLabel: inv.email,
          before: { status: 'pending' },
          after: { status: 'revoked', reason: 'opening cancelled' },
          ip: who.ip,
        });
      await notifyOwner(
        tx,
        loc.ownerId,
        `Opening cancelled: ${loc.name}`,
        `Head office cancelled the opening of ${loc.name}: ${reason}`,
        id,
      );
      return detailIn(tx, who.actor, id);
    });
  }

  async function template(actor: Actor, brandId: string): Promise<OpeningTemplate> {
    return withRls(db, actor, async (tx) => {
      const [brand] = await tx.select().from(brands).where(eq(brands.id, brandId));
      if (!brand) throw AppError.notFound('Brand not found.');
      const rows = await tx
        .select()
        .from(openingTemplateItems)
        .where(eq(openingTemplateItems.brandId, brandId))
        .orderBy(asc(openingTemplateItems.position));
      if (rows.length === 0) {
        // What the brand's first opening would copy in (start(), above), so head office edits what will really apply.
        return {
          brandId,
          brandName: brand.name,
          items: PH_OPENING_TEMPLATE.map((it, i) => ({ ...it, id: `default-${i + 1}`, description: it.description ?? '' })),
          isDefault: true,
          updatedAt: null,
        };
      }
      return {
        brandId,
        brandName: brand.name,
        isDefault: false,
        items: rows.map((r) => ({
          id: r.id,
          section: r.section,
          title: r.title,
          description: r.description,
          ownerSide: r.ownerSide,
          kind: r.kind,
          systemLink: r.systemLink,
          dueOffsetDays: r.dueOffsetDays,
          critical: r.critical,
        })),
        updatedAt: rows.reduce((m, r) => (r.updatedAt > m ? r.updatedAt : m), rows[0].updatedAt).toISOString(),
      };
    });
  }

  /** Replaces the brand's template; projects already started keep their own copy of the items. */
  async function saveTemplate(who: Who, brandId: string, items: OpeningTemplateItemData[]): Promise<OpeningTemplate> {
    await withRls(db, who.actor, async (tx) => {
      const [brand] = await tx.select().from(brands).where(eq(brands.id, brandId));
      if (!brand) throw AppError.notFound('Brand not found.');
      await tx.delete(openingTemplateItems).where(eq(openingTemplateItems.brandId, brandId));
      await tx
        .insert(openingTemplateItems)
        .values(items.map((it, i) => ({ ...it, description: it.description ?? '', brandId, position: i + 1 })));
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'opening.template_saved',
        targetType: 'brand',
        targetId: brandId,
        targetLabel: brand.name,
        after: { items: items.length },
        ip: who.ip,
      });
    });
    return template(who.actor, brandId);
  }

  /** The brand's active products (the catalogue's product↔brand link): what a starter line may name. */
  function brandProducts(tx: Tx, brandId: string) {
    return tx
      .select({
        id: products.id,
        sku: products.sku,
        name: products.name,
        unit: products.unit,
        minOrderQty: products.minOrderQty,
        maxOrderQty: products.maxOrderQty,
      })
      .from(products)
      .innerJoin(productBrands, eq(productBrands.productId, products.id))
      .where(and(eq(productBrands.brandId, brandId), eq(products.active, true)))
      .orderBy(asc(products.name), asc(products.sku));
  }

  /**
   * A brand's starter inventory per package (head office; row-level security lets head office read every brand's
   * lines): the packages it sells (all of them when it lists none) and any other that still has lines.
   */
  async function starter(actor: Actor, brandId: string): Promise<OpeningStarter> {
    return withRls(db, actor, async (tx) => {
      const [brand] = await tx.select().from(brands).where(eq(brands.id, brandId));
      if (!brand) throw AppError.notFound('Brand not found.');
      const offered = await tx.select({ code: brandPackages.packageCode }).from(brandPackages).where(eq(brandPackages.brandId, brandId));
      const lines = await tx
        .select({
          packageCode: openingStarterLines.packageCode,
          productId: products.id,
          sku: products.sku,
          name: products.name,
          unit: products.unit,
          quantity: openingStarterLines.quantity,
          active: products.active,
        })
        .from(openingStarterLines)
        .innerJoin(products, eq(products.id, openingStarterLines.productId))
        .where(eq(openingStarterLines.brandId, brandId))
        .orderBy(asc(products.name), asc(products.sku));
      const sold = await brandProducts(tx, brandId);
      const soldIds = new Set(sold.map((p) => p.id));
      const codes = PACKAGE_CODES.filter(
        (code) => offered.length === 0 || offered.some((o) => o.code === code) || lines.some((l) => l.packageCode === code),
      );
      return {
        brandId,
        brandName: brand.name,
        packages: codes.map((packageCode) => ({
          packageCode,
          lines: lines
            .filter((l) => l.packageCode === packageCode)
            .map(({ packageCode: _code, active, ...l }) => ({ ...l, available: active && soldIds.has(l.productId) })),
        })),
        products: sold,
      };
    });
  }

  /**
   * Replaces one package's starter inventory (franchisor): each line an active product sold under the brand, in a
   * quantity its checkout accepts (the product's order limits), so the opening store's starter order goes through.
   * Orders already placed are untouched; a cart filled before the save is refused at checkout and filled again.
   */
  async function saveStarter(
    who: Who,
    brandId: string,
    packageCode: PackageCode,
    lines: OpeningStarterLineInput[],
  ): Promise<OpeningStarter> {
    await withRls(db, who.actor, async (tx) => {
      const [brand] = await tx.select().from(brands).where(eq(brands.id, brandId));
      if (!brand) throw AppError.notFound('Brand not found.');
      const offered = await tx.select({ code: brandPackages.packageCode }).from(brandPackages).where(eq(brandPackages.brandId, brandId));
      if (offered.length > 0 && !offered.some((o) => o.code === packageCode))
        throw AppError.validation(OPENING_MESSAGES.notOffered, { fieldErrors: { packageCode: [OPENING_MESSAGES.notOffered] } });
      const sold = new Map((await brandProducts(tx, brandId)).map((p) => [p.id, p]));
      const fieldErrors: Record<string, string[]> = {};
      lines.forEach((l, i) => {
        const p = sold.get(l.productId);
        if (!p) fieldErrors[`lines.${i}.productId`] = [OPENING_MESSAGES.starterNotOfBrand];
        else if (l.quantity < p.minOrderQty) fieldErrors[`lines.${i}.quantity`] = [OPENING_MESSAGES.starterBelowMin(p.minOrderQty)];
        else if (p.maxOrderQty !== null && l.quantity > p.maxOrderQty)
          fieldErrors[`lines.${i}.quantity`] = [OPENING_MESSAGES.starterAboveMax(p.maxOrderQty)];
      });
      const first = Object.values(fieldErrors)[0];
      if (first) throw AppError.validation(first[0], { fieldErrors });
      const where = and(eq(openingStarterLines.brandId, brandId), eq(openingStarterLines.packageCode, packageCode));
      const before = await tx
        .select({ productId: openingStarterLines.productId, quantity: openingStarterLines.quantity })
        .from(openingStarterLines)
        .where(where);
      await tx.delete(openingStarterLines).where(where);
      await tx
        .insert(openingStarterLines)
        .values(lines.map((l) => ({ brandId, packageCode, productId: l.productId, quantity: l.quantity })));
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'opening.starter_saved',
        targetType: 'brand',
        targetId: brandId,
        targetLabel: `${brand.name} · package ${packageCode}`,
        before: { packageCode, lines: before },
        after: { packageCode, lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })) },
        ip: who.ip,
      });
    });
    return starter(who.actor, brandId);
  }

  return {
    list,
    get: (actor: Actor, id: string) => withRls(db, actor, (tx) => detailIn(tx, actor, id)),
    start,
    startForApplication,
    assertStartable,
    syncUnderWay,
    complete,
    upload,
    file,
    review,
    changeTarget,
    starterCart,
    open,
    cancel,
    template,
    saveTemplate,
    starter,
    saveStarter,
  };
}
export type OpeningsService = ReturnType<typeof createOpeningsService>;
