import type { Readable } from 'node:stream';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationDocuments, applicationEvents, brands, franchiseApplications, invitations, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { DOCUMENT_CONTENT_TYPES } from '../../lib/document-upload';
import { asOwner, withRls, type Actor, type Tx } from '../../lib/rls';
import { containsAny } from '../../lib/sql-like';
import type { Storage } from '../../lib/storage';
import { statusTabbedPage } from '../../lib/status-counts';
import type { AuditService } from '../audit/audit.service';
import type { EmailOutbox } from '../notifications/email-outbox';
import type { InvitationsService } from '../iam/invitations.service';
import type { Who } from '../iam/iam.service';
import type { OpeningsService } from '../openings/openings.service';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  type ApplicationDetail,
  type ApplicationList,
  type ApplicationRow,
  type ApplicationStatus,
  type ZApplicationQuery,
} from '../../../shared/applications.contracts';
import { rejectionEmail } from './application-emails';
import { OPENING_MESSAGES } from '../../../shared/openings.contracts';
import { manilaToday } from '../../../shared/time';

type Query = ReturnType<typeof ZApplicationQuery.parse>;
type AppRow = typeof franchiseApplications.$inferSelect;

const rowSelection = {
  app: franchiseApplications,
  brandName: brands.name,
  documentCount:
    sql<number>`(select count(${applicationDocuments.id}) from ${applicationDocuments} where ${applicationDocuments.applicationId} = ${franchiseApplications.id})`.mapWith(
      Number,
    ),
};

const byStatus = { table: franchiseApplications, status: franchiseApplications.status, statuses: APPLICATION_STATUSES };

function toRow(r: { app: AppRow; brandName: string; documentCount: number }): ApplicationRow {
  const a = r.app;
  return {
    id: a.id,
    reference: a.reference,
    status: a.status,
    fullName: `${a.firstName} ${a.lastName}`,
    email: a.email,
    phone: a.phone,
    brandId: a.brandId,
    brandName: r.brandName,
    packageCode: a.packageCode,
    preferredCity: a.preferredCity,
    preferredProvince: a.preferredProvince,
    investmentRange: a.investmentRange,
    documentCount: r.documentCount,
    submittedAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/**
 * Head office's applicant pipeline: list, detail, status changes with history, notes and the documents. Everything
 * runs under row-level security as the caller (migration 0026: head office only). Approving sends the IAM invitation
 * (role franchisee) before anything changes here, so a refused invitation leaves the application as it was;
 * rejecting e-mails the applicant. Status changes are audited.
 */
export function createApplicationsReviewService(deps: {
  db: Db;
  storage: Storage;
  audit: AuditService;
  invitations: InvitationsService;
  emailOutbox: EmailOutbox;
  openings: OpeningsService;
  now?: () => Date;
}) {
  const { db, storage } = deps;
  const now = deps.now ?? (() => new Date());

  /** The list's filters other than the status. */
  function filters(q: Query): SQL | undefined {
    return and(
      containsAny(q.q, [
        sql`${franchiseApplications.firstName} || ' ' || ${franchiseApplications.lastName}`,
        franchiseApplications.email,
        franchiseApplications.reference,
      ]),
      q.brandId ? eq(franchiseApplications.brandId, q.brandId) : undefined,
      q.packageCode ? eq(franchiseApplications.packageCode, q.packageCode) : undefined,
    );
  }

  /** Newest first; counts per status under the other filters, so the status tabs show what each would list. */
  function list(actor: Actor, q: Query): Promise<ApplicationList> {
    return withRls(db, actor, (tx) =>
      statusTabbedPage(tx, byStatus, filters(q), q.status, async (where) => {
        const rows = await tx
          .select(rowSelection)
          .from(franchiseApplications)
          .innerJoin(brands, eq(brands.id, franchiseApplications.brandId))
          .where(where)
          .orderBy(desc(franchiseApplications.createdAt), desc(franchiseApplications.id))
          .limit(q.limit)
          .offset(q.offset);
        return rows.map(toRow);
      }),
    );
  }

  async function appRow(tx: Tx, id: string, lock = false): Promise<AppRow> {
    const q = tx.select().from(franchiseApplications).where(eq(franchiseApplications.id, id));
    const [row] = lock ? await q.for('update') : await q;
    if (!row) throw AppError.notFound(APPLICATION_MESSAGES.notFound);
    return row;
  }

  async function detailOf(tx: Tx, id: string): Promise<ApplicationDetail> {
    const [r] = await tx
      .select(rowSelection)
      .from(franchiseApplications)
      .innerJoin(brands, eq(brands.id, franchiseApplications.brandId))
      .where(eq(franchiseApplications.id, id));
    if (!r) throw AppError.notFound(APPLICATION_MESSAGES.notFound);
    const a = r.app;
    const docs = await tx
      .select({
        id: applicationDocuments.id,
        kind: applicationDocuments.kind,
        filename: applicationDocuments.filename,
        contentType: applicationDocuments.contentType,
        sizeBytes: applicationDocuments.sizeBytes,
        createdAt: applicationDocuments.createdAt,
      })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, id))
      .orderBy(asc(applicationDocuments.createdAt), asc(applicationDocuments.id));
    const events = await tx
      .select({ e: applicationEvents, actorName: userProfiles.fullName })
      .from(applicationEvents)
      .leftJoin(userProfiles, eq(userProfiles.id, applicationEvents.actorId))
      .where(eq(applicationEvents.applicationId, id))
      .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
    // Invitations are IAM's table (no app_user grant): read as the owner once the application is known to be visible.
    const invitation = a.invitationId
      ? await asOwner(tx, async () => {
          const [inv] = await tx.select().from(invitations).where(eq(invitations.id, a.invitationId!));
          return inv ?? null;
        })
      : null;
    return {
      ...toRow(r),
      firstName: a.firstName,
      lastName: a.lastName,
      birthDate: a.birthDate,
      addressLine: a.addressLine,
      city: a.city,
      province: a.province,
      occupation: a.occupation,
      yearsInBusiness: a.yearsInBusiness,
      hasFranchiseExperience: a.hasFranchiseExperience,
      experienceSummary: a.experienceSummary,
      fundingSource: a.fundingSource,
      motivation: a.motivation,
      documents: docs.map(({ createdAt, ...d }) => ({ ...d, uploadedAt: createdAt.toISOString() })),
      events: events.map(({ e, actorName }) => ({
        id: e.id,
        kind: e.kind,
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        note: e.note,
        actorName: actorName ?? null,
        at: e.createdAt.toISOString(),
      })),
      invitation: invitation
        ? {
            id: invitation.id,
            status: invitation.acceptedAt
              ? 'accepted'
              : invitation.revokedAt
                ? 'revoked'
                : invitation.expiresAt.getTime() <= now().getTime()
                  ? 'expired'
                  : 'pending',
            sentAt: invitation.sentAt.toISOString(),
          }
        : null,
      allowedStatuses: [...APPLICATION_TRANSITIONS[a.status]],
    };
  }

  function get(actor: Actor, id: string): Promise<ApplicationDetail> {
    return withRls(db, actor, (tx) => detailOf(tx, id));
  }

  const refused = (from: ApplicationStatus, to: ApplicationStatus) =>
    AppError.conflict(
      APPLICATION_MESSAGES.transitionRefused(APPLICATION_STATUS_LABELS[from].toLowerCase(), APPLICATION_STATUS_LABELS[to].toLowerCase()),
    );
  const allowed = (from: ApplicationStatus, to: ApplicationStatus) => APPLICATION_TRANSITIONS[from].includes(to);

  /**
   * Moves an application along APPLICATION_TRANSITIONS (409 otherwise). Approving invites the applicant first: when
   * the invitation is refused (the e-mail has an account or a pending invitation) its 409 reaches the caller and
   * nothing here changes; when the save is refused after it (someone moved the application meanwhile), the
   * invitation is revoked again. Approving also starts the store's opening (decision 021), in the save's transaction.
   */
  async function setStatus(
    who: Who,
    id: string,
    to: ApplicationStatus,
    note: string | null,
    targetOpeningDate?: string,
  ): Promise<ApplicationDetail> {
    const before = await withRls(db, who.actor, (tx) => appRow(tx, id));
    if (!allowed(before.status, to)) throw refused(before.status, to);
    if (to === 'approved' && targetOpeningDate && targetOpeningDate < manilaToday()) {
      throw AppError.validation(OPENING_MESSAGES.targetPast, { fieldErrors: { targetOpeningDate: [OPENING_MESSAGES.targetPast] } });
    }
    let invitationId: string | null = null;
    if (to === 'approved') {
      // Refusals the opening would meet come before the mail, so nobody is invited to an opening that cannot start.
      await deps.openings.assertStartable(who.actor, {
        brandId: before.brandId,
        packageCode: before.packageCode,
        targetDate: targetOpeningDate,
      });
      const inv = await deps.invitations.create(who, {
        email: before.email,
        fullName: `${before.firstName} ${before.lastName}`.slice(0, 120),
        role: 'franchisee',
        locationIds: [],
      });
      invitationId = inv.id;
    }
    try {
      return await save(who, id, to, note, invitationId, targetOpeningDate);
    } catch (err) {
      // Someone moved the application meanwhile (or the save failed): the invitation just sent must not stay usable.
      if (invitationId) await deps.invitations.revoke(who, invitationId);
      throw err;
    }
  }

  /** The status change itself, under the row lock; refused (409) when the application moved since it was read. */
  function save(who: Who, id: string, to: ApplicationStatus, note: string | null, invitationId: string | null, targetOpeningDate?: string) {
    return withRls(db, who.actor, async (tx) => {
      const a = await appRow(tx, id, true);
      if (!allowed(a.status, to)) throw refused(a.status, to);
      const at = now();
      await tx
        .update(franchiseApplications)
        .set({ status: to, updatedAt: at, ...(invitationId ? { invitationId } : {}) })
        .where(eq(franchiseApplications.id, id));
      await tx
        .insert(applicationEvents)
        .values({ applicationId: id, kind: 'status', fromStatus: a.status, toStatus: to, note, actorId: who.actor.userId, createdAt: at });
      await deps.audit.record(tx, {
        actorId: who.actor.userId,
        action: 'franchise_application.status_changed',
        targetType: 'franchise_application',
        targetId: id,
        targetLabel: `${a.reference} ${a.firstName} ${a.lastName}`.slice(0, 200),
        before: { status: a.status },
        after: { status: to, ...(note ? { note } : {}), ...(invitationId ? { invitationId } : {}) },
        ip: who.ip,
      });
      // Approval starts the opening in this same transaction: the location, its draft agreement and the checklist.
      if (to === 'approved' && invitationId) await deps.openings.startForApplication(tx, who, a, invitationId, targetOpeningDate);
      if (to === 'rejected') {
        const [brand] = await tx.select({ name: brands.name }).from(brands).where(eq(brands.id, a.brandId));
        await deps.emailOutbox.queue(tx, rejectionEmail({ ...a, brandName: brand?.name ?? 'our brand' }));
      }
      return detailOf(tx, id);
    });
  }

  function addNote(who: Who, id: string, body: string): Promise<ApplicationDetail> {
    return withRls(db, who.actor, async (tx) => {
      await appRow(tx, id);
      await tx
        .insert(applicationEvents)
        .values({ applicationId: id, kind: 'note', note: body, actorId: who.actor.userId, createdAt: now() });
      return detailOf(tx, id);
    });
  }

  /** A document of this application (404 for another application's), streamed after the row-level check. */
  async function document(
    actor: Actor,
    id: string,
    documentId: string,
  ): Promise<{ body: Readable; filename: string; contentType: string }> {
    const [row] = await withRls(db, actor, (tx) =>
      tx
        .select({
          key: applicationDocuments.storageKey,
          filename: applicationDocuments.filename,
          contentType: applicationDocuments.contentType,
        })
        .from(applicationDocuments)
        .where(and(eq(applicationDocuments.id, documentId), eq(applicationDocuments.applicationId, id))),
    );
    if (!row) throw AppError.notFound(APPLICATION_MESSAGES.documentNotFound);
    const body = await storage.stream({ visibility: 'private', key: row.key });
    if (!body) throw AppError.notFound(APPLICATION_MESSAGES.documentNotFound);
    const ext = row.key.split('.').pop() ?? '';
    return { body, filename: row.filename, contentType: row.contentType || DOCUMENT_CONTENT_TYPES[ext] || 'application/octet-stream' };
  }

  return { list, get, setStatus, addNote, document };
}
export type ApplicationsReviewService = ReturnType<typeof createApplicationsReviewService>;
