import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditActions,
  auditAnswers,
  auditPhotos,
  auditTemplateVersions,
  auditTemplates,
  audits,
  brands,
  locations,
  userProfiles,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { claimDocumentQuota, documentTypeOf, refuseUpload } from '../../lib/document-upload';
import { imageDimensions } from '../../lib/image-dimensions';
import { activeHeadOfficeIds } from '../../lib/head-office';
import { assertSameRequest, requestFingerprint } from '../../lib/idempotency';
import { createPdfStore } from '../../lib/pdf/pdf-store';
import { asOwner, withRls, type Actor, type Tx } from '../../lib/rls';
import type { Storage } from '../../lib/storage';
import type { RateLimiter } from '../../lib/rate-limit';
import type { AuditService } from '../audit/audit.service';
import type { Notifier } from '../notifications/notifier';
import { answerProblem, questionsOf, scoreAudit, severityOf } from '../../../shared/audit-scoring';
import {
  ACTION_DUE_DAYS,
  AUDIT_MESSAGES,
  ZTemplateBody,
  ZTemplateInput,
  type Answer,
  type AuditAction,
  type AuditAnalytics,
  type AuditDetail,
  type AuditSummary,
  type Photo,
  type StoredSection,
  type Template,
  type TemplateVersion,
  ZAnswerInput,
  ZScheduleInput,
  ZActionResponse,
} from '../../../shared/audits.contracts';
import type { z } from 'zod';
import { roleHas, type Role } from '../../../shared/roles';
import { paths } from '../../../shared/routes';
import { addCalendarDays, manilaToday, toManilaYmd } from '../../../shared/time';
import { renderAuditReport, type AuditReportData } from './audit-report';

type Who = { actor: Actor; ip?: string | null };
type TemplateData = z.output<typeof ZTemplateInput>;
type TemplateBodyData = z.output<typeof ZTemplateBody>;
type AnswerData = z.output<typeof ZAnswerInput>;
type ScheduleData = z.output<typeof ZScheduleInput>;
type ResponseData = z.output<typeof ZActionResponse>;

export const AUDIT_PHOTO_FOLDER = 'audit-photos';
/** Where the notifications link: the auditor's corrective actions, the franchisee's audits page (shared route table). */
export const auditsUrl = paths.auditsTab('actions');
export const myAuditsUrl = paths.franchiseeAudits;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const conflict = (message: string) => AppError.conflict(message);

/** Fills every default and gives each section and question an id (kept when the editor sent one). */
function storeSections(sections: TemplateBodyData['sections']): StoredSection[] {
  return sections.map((s) => ({
    id: s.id ?? randomUUID(),
    title: s.title,
    questions: s.questions.map((q) => {
      const { id, ...rest } = q;
      const clean = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
      return { ...(clean as Omit<StoredSection['questions'][number], 'id'>), id: id ?? randomUUID() };
    }),
  }));
}

function monthsLater(ymd: string, months: number): string {
  const [y, m, d] = ymd.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1 + months, Math.min(d, 28)));
  return date.toISOString().slice(0, 10);
}

export function createAuditsService(deps: { db: Db; audit: AuditService; storage: Storage; limiter: RateLimiter; notifier: Notifier }) {
  const { db, storage } = deps;
  const reports = createPdfStore<AuditReportData>(storage, { folder: 'audit-reports', layout: 1, render: renderAuditReport });

  const versionDto = (v: typeof auditTemplateVersions.$inferSelect): TemplateVersion => ({
    id: v.id,
    version: v.version,
    passMarkPercent: v.passMarkPercent,
    sections: v.sections,
    createdAt: v.createdAt.toISOString(),
  });

  async function templateDto(tx: Tx, id: string, version?: number): Promise<Template> {
    const [row] = await tx
      .select({ t: auditTemplates, brand: { id: brands.id, name: brands.name } })
      .from(auditTemplates)
      .innerJoin(brands, eq(brands.id, auditTemplates.brandId))
      .where(eq(auditTemplates.id, id));
    if (!row) throw AppError.notFound();
    const [v] = await tx
      .select()
      .from(auditTemplateVersions)
      .where(and(eq(auditTemplateVersions.templateId, id), eq(auditTemplateVersions.version, version ?? row.t.currentVersion)));
    if (!v) throw AppError.notFound();
    return {
      id: row.t.id,
      brand: row.brand,
      name: row.t.name,
      currentVersion: row.t.currentVersion,
      version: versionDto(v),
      updatedAt: row.t.updatedAt.toISOString(),
    };
  }

  // ---------------------------------------------------------------- templates

  const listTemplates = (actor: Actor, brandId?: string) =>
    withRls(db, actor, async (tx) => {
      const rows = await tx
        .select({ t: auditTemplates, brand: { id: brands.id, name: brands.name } })
        .from(auditTemplates)
        .innerJoin(brands, eq(brands.id, auditTemplates.brandId))
        .where(brandId ? eq(auditTemplates.brandId, brandId) : undefined)
        .orderBy(asc(brands.name), asc(auditTemplates.name));
      return {
        items: rows.map((r) => ({
          id: r.t.id,
          brand: r.brand,
          name: r.t.name,
          currentVersion: r.t.currentVersion,
          updatedAt: r.t.updatedAt.toISOString(),
        })),
      };
    });

  const getTemplate = (actor: Actor, id: string, version?: number) => withRls(db, actor, (tx) => templateDto(tx, id, version));

  /** A new template, as version 1. */
  async function createTemplate(who: Who, input: TemplateData): Promise<Template> {
    return withRls(db, who.actor, async (tx) => {
      const [brand] = await tx.select().from(brands).where(eq(brands.id, input.brandId));
      if (!brand) throw AppError.notFound();
      const [t] = await tx
        .insert(auditTemplates)
        .values({ brandId: input.brandId, name: input.name, currentVersion: 1, createdBy: who.actor.userId })
        .returning();
      await tx.insert(auditTemplateVersions).values({
        templateId: t.id,
        version: 1,
        passMarkPercent: input.passMarkPercent,
        sections: storeSections(input.sections),
        createdBy: who.actor.userId,
      });
      await deps.audit.record(tx, {
        actorId: who.actor.userId,
        action: 'audit_template.created',
        targetType: 'audit_template',
        targetId: t.id,
        targetLabel: `${brand.name}: ${t.name}`,
        ip: who.ip,
      });
      return templateDto(tx, t.id);
    });
  }

  /** Every edit is a new version; audits already started keep theirs. */
  async function updateTemplate(who: Who, id: string, body: TemplateBodyData): Promise<Template> {
    return withRls(db, who.actor, async (tx) => {
      const [t] = await tx.select().from(auditTemplates).where(eq(auditTemplates.id, id)).for('update');
      if (!t) throw AppError.notFound();
      const next = t.currentVersion + 1;
      await tx.insert(auditTemplateVersions).values({
        templateId: id,
        version: next,
        passMarkPercent: body.passMarkPercent,
        sections: storeSections(body.sections),
        createdBy: who.actor.userId,
      });
      await tx
        .update(auditTemplates)
        .set({ name: body.name, currentVersion: next, updatedAt: new Date() })
        .where(eq(auditTemplates.id, id));
      await deps.audit.record(tx, {
        actorId: who.actor.userId,
        action: 'audit_template.versioned',
        targetType: 'audit_template',
        targetId: id,
        targetLabel: body.name,
        before: { version: t.currentVersion },
        after: { version: next },
        ip: who.ip,
      });
      return templateDto(tx, id);
    });
  }

  // ---------------------------------------------------------------- audits

  const summarySelect = {
    a: audits,
    location: { id: locations.id, name: locations.name, code: locations.code, city: locations.city },
    brand: { id: brands.id, name: brands.name },
    templateName: auditTemplates.name,
    auditorName: userProfiles.fullName,
  };

  function summaryQuery(tx: Tx) {
    return tx
      .select(summarySelect)
      .from(audits)
      .innerJoin(locations, eq(locations.id, audits.locationId))
      .innerJoin(brands, eq(brands.id, locations.brandId))
      .innerJoin(auditTemplates, eq(auditTemplates.id, audits.templateId))
      .leftJoin(userProfiles, eq(userProfiles.id, audits.auditorId));
  }

  type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];
  const summaryDto = (r: SummaryRow): AuditSummary => ({
    id: r.a.id,
    location: r.location,
    brand: r.brand,
    templateName: r.templateName,
    auditor: r.a.auditorId ? { id: r.a.auditorId, name: r.auditorName ?? '' } : null,
    scheduledFor: r.a.scheduledFor,
    cadence: r.a.cadence,
    announced: r.a.announced,
    status: r.a.status,
    scorePercent: r.a.scoreTenths === null ? null : r.a.scoreTenths / 10,
    criticalFailures: r.a.criticalFailures,
    passed: r.a.passed,
    submittedAt: iso(r.a.submittedAt),
    approvedAt: iso(r.a.approvedAt),
  });

  async function summaryOf(tx: Tx, id: string): Promise<AuditSummary> {
    const [r] = await summaryQuery(tx).where(eq(audits.id, id));
    if (!r) throw AppError.notFound();
    return summaryDto(r);
  }

  async function assertAuditor(tx: Tx, auditorId: string) {
    const [p] = await tx.select().from(userProfiles).where(eq(userProfiles.id, auditorId));
    if (!p || p.status !== 'active' || !roleHas(p.role as Role, 'audits.perform')) {
      throw AppError.validation(AUDIT_MESSAGES.notAuditor, { fieldErrors: { auditorId: [AUDIT_MESSAGES.notAuditor] } });
    }
  }

  async function schedule(who: Who, input: ScheduleData): Promise<AuditSummary> {
    return withRls(db, who.actor, async (tx) => {
      const [loc] = await tx.select().from(locations).where(eq(locations.id, input.locationId));
      const [t] = await tx.select().from(auditTemplates).where(eq(auditTemplates.id, input.templateId));
      if (!loc || !t) throw AppError.notFound();
      if (t.brandId !== loc.brandId) {
        throw AppError.validation(AUDIT_MESSAGES.locationBrand, { fieldErrors: { templateId: [AUDIT_MESSAGES.locationBrand] } });
      }
      await asOwner(tx, () => assertAuditor(tx, input.auditorId));
      const [a] = await tx
        .insert(audits)
        .values({ ...input, createdBy: who.actor.userId })
        .returning();
      await deps.audit.record(tx, {
        actorId: who.actor.userId,
        action: 'audit.scheduled',
        targetType: 'audit',
        targetId: a.id,
        targetLabel: `${loc.name} ${input.scheduledFor}`,
        after: { auditorId: input.auditorId, cadence: input.cadence, announced: input.announced },
        ip: who.ip,
      });
      return summaryOf(tx, a.id);
    });
  }

  const list = (actor: Actor, q: { status?: AuditSummary['status']; locationId?: string }) =>
    withRls(db, actor, async (tx) => {
      const rows = await summaryQuery(tx)
        .where(and(q.status ? eq(audits.status, q.status) : undefined, q.locationId ? eq(audits.locationId, q.locationId) : undefined))
        .orderBy(desc(audits.scheduledFor))
        .limit(200);
      return { items: rows.map(summaryDto) };
    });

  /** The auditor's own open audits: due today or before (not done yet) and upcoming. */
  const auditorList = (actor: Actor) =>
    withRls(db, actor, async (tx) => {
      const today = manilaToday();
      const rows = await summaryQuery(tx)
        .where(and(eq(audits.auditorId, actor.userId), inArray(audits.status, ['scheduled', 'in_progress'])))
        .orderBy(asc(audits.scheduledFor));
      const items = rows.map(summaryDto);
      return { today: items.filter((i) => i.scheduledFor <= today), upcoming: items.filter((i) => i.scheduledFor > today) };
    });

  async function auditRow(tx: Tx, id: string, lock = false) {
    const q = tx.select().from(audits).where(eq(audits.id, id));
    const [a] = lock ? await q.for('update') : await q;
    if (!a) throw AppError.notFound();
    return a;
  }

  async function versionOf(tx: Tx, a: typeof audits.$inferSelect) {
    if (a.templateVersionId) {
      const [v] = await tx.select().from(auditTemplateVersions).where(eq(auditTemplateVersions.id, a.templateVersionId));
      if (!v) throw AppError.notFound();
      return v;
    }
    const [v] = await tx
      .select({ v: auditTemplateVersions })
      .from(auditTemplateVersions)
      .innerJoin(auditTemplates, eq(auditTemplates.id, auditTemplateVersions.templateId))
      .where(and(eq(auditTemplates.id, a.templateId), eq(auditTemplateVersions.version, auditTemplates.currentVersion)));
    if (!v) throw AppError.notFound();
    return v.v;
  }

  /** The latest given answer to each question (the device's answeredAt decides; decision 023). */
  async function currentAnswers(tx: Tx, auditId: string) {
    const rows = await tx
      .select()
      .from(auditAnswers)
      .where(eq(auditAnswers.auditId, auditId))
      .orderBy(asc(auditAnswers.answeredAt), asc(auditAnswers.createdAt));
    const latest = new Map<string, typeof auditAnswers.$inferSelect>();
    for (const r of rows) latest.set(r.questionId, r);
    return [...latest.values()];
  }

  const answerDto = (r: typeof auditAnswers.$inferSelect): Answer => ({
    id: r.id,
    questionId: r.questionId,
    idempotencyKey: r.idempotencyKey,
    na: r.na,
    value: r.value ?? null,
    comment: r.comment,
    answeredAt: r.answeredAt.toISOString(),
  });
  const photoDto = (r: typeof auditPhotos.$inferSelect): Photo => ({
    id: r.id,
    questionId: r.questionId,
    actionId: r.actionId,
    idempotencyKey: r.idempotencyKey,
    contentType: r.contentType,
    bytes: r.bytes,
    createdAt: r.createdAt.toISOString(),
  });

  async function actionsOf(tx: Tx, where: ReturnType<typeof and>): Promise<AuditAction[]> {
    const rows = await tx
      .select({ x: auditActions, location: { id: locations.id, name: locations.name } })
      .from(auditActions)
      .innerJoin(locations, eq(locations.id, auditActions.locationId))
      .where(where)
      .orderBy(asc(auditActions.dueOn));
    if (!rows.length) return [];
    const photos = await tx
      .select({ id: auditPhotos.id, auditId: auditPhotos.auditId, questionId: auditPhotos.questionId })
      .from(auditPhotos)
      .where(and(inArray(auditPhotos.auditId, [...new Set(rows.map((r) => r.x.auditId))]), isNull(auditPhotos.actionId)));
    return rows.map(({ x, location }) => ({
      id: x.id,
      auditId: x.auditId,
      location,
      questionId: x.questionId,
      prompt: x.prompt,
      severity: x.severity,
      dueOn: x.dueOn,
      status: x.status,
      evidencePhotoIds: photos.filter((p) => p.auditId === x.auditId && p.questionId === x.questionId).map((p) => p.id),
      responseComment: x.responseComment,
      responsePhotoId: x.responsePhotoId,
      respondedAt: iso(x.respondedAt),
      closedAt: iso(x.closedAt),
      reopenCount: x.reopenCount,
    }));
  }

  /** Everything the audit form (and the report) needs, as one document the device keeps for offline use. */
  const detail = (actor: Actor, id: string, opts: { approvedOnly?: boolean } = {}) =>
    withRls(db, actor, async (tx): Promise<AuditDetail> => {
      const a = await auditRow(tx, id);
      if (opts.approvedOnly && a.status !== 'approved') throw AppError.notFound();
      const summary = await summaryOf(tx, id);
      const [loc] = await tx.select().from(locations).where(eq(locations.id, a.locationId));
      const v = await versionOf(tx, a);
      const answers = await currentAnswers(tx, id);
      const photos = await tx
        .select()
        .from(auditPhotos)
        .where(and(eq(auditPhotos.auditId, id), isNull(auditPhotos.actionId)));
      const past = await tx
        .select({
          id: audits.id,
          scheduledFor: audits.scheduledFor,
          scoreTenths: audits.scoreTenths,
          passed: audits.passed,
          templateId: audits.templateId,
        })
        .from(audits)
        .where(and(eq(audits.locationId, a.locationId), eq(audits.status, 'approved'), ne(audits.id, id)))
        .orderBy(desc(audits.approvedAt))
        .limit(10);
      const prev = past.find((p) => p.templateId === a.templateId);
      const previous = prev ? await currentAnswers(tx, prev.id) : [];
      const open = await tx
        .select()
        .from(auditActions)
        .where(and(eq(auditActions.locationId, a.locationId), ne(auditActions.status, 'closed')))
        .orderBy(asc(auditActions.dueOn));
      const score =
        a.status === 'submitted' || a.status === 'approved' ? scoreAudit(v.sections, answers.map(answerDto), v.passMarkPercent) : null;
      return {
        audit: summary,
        store: {
          address: [loc.addressLine, loc.city, loc.province].filter(Boolean).join(', '),
          phone: loc.phone,
          pastScores: past.map((p) => ({
            auditId: p.id,
            date: p.scheduledFor,
            scorePercent: p.scoreTenths === null ? null : p.scoreTenths / 10,
            passed: p.passed,
          })),
          openActions: open.map((o) => ({ id: o.id, prompt: o.prompt, dueOn: o.dueOn, status: o.status })),
        },
        version: versionDto(v),
        answers: answers.map(answerDto),
        photos: photos.map(photoDto),
        previous: previous.map((p) => ({ questionId: p.questionId, na: p.na, value: p.value ?? null, comment: p.comment })),
        failures: score?.failed ?? [],
        actions: await actionsOf(tx, eq(auditActions.auditId, id)),
      };
    });

  function assertOwnOpenAudit(actor: Actor, a: typeof audits.$inferSelect) {
    if (a.auditorId !== actor.userId) throw AppError.forbidden(AUDIT_MESSAGES.notYours);
    if (a.status === 'submitted' || a.status === 'approved' || a.status === 'cancelled') throw conflict(AUDIT_MESSAGES.submitted);
  }

  /** The auditor opens the audit: the template's current version is pinned to it from now on. */
  async function start(who: Who, id: string): Promise<AuditDetail> {
    await withRls(db, who.actor, async (tx) => {
      const a = await auditRow(tx, id, true);
      if (a.auditorId !== who.actor.userId) throw AppError.forbidden(AUDIT_MESSAGES.notYours);
      if (a.status !== 'scheduled') return;
      const v = await versionOf(tx, a);
      await tx
        .update(audits)
        .set({ status: 'in_progress', templateVersionId: v.id, startedAt: new Date(), updatedAt: new Date() })
        .where(eq(audits.id, id));
      await deps.audit.record(tx, {
        actorId: who.actor.userId,
        action: 'audit.started',
        targetType: 'audit',
        targetId: id,
        after: { templateVersion: v.version },
        ip: who.ip,
      });
    });
    return detail(who.actor, id);
  }

  /**
   * One answer as given on the device. Its idempotency key is unique in the table: a second copy (a retry, the
   * offline queue sending again, or two copies at the same moment) stores nothing and answers the first one.
   */
  async function saveAnswer(who: Who, auditId: string, input: AnswerData) {
    const fingerprint = requestFingerprint({
      auditId,
      questionId: input.questionId,
      na: input.na,
      value: input.value,
      comment: input.comment ?? null,
      answeredAt: new Date(input.answeredAt).toISOString(),
    });
    return withRls(db, who.actor, async (tx) => {
      const existing = async () => {
        const [row] = await tx.select().from(auditAnswers).where(eq(auditAnswers.idempotencyKey, input.idempotencyKey));
        return row;
      };
      const before = await existing();
      if (before) {
        assertSameRequest(before.fingerprint, fingerprint);
        return { answer: answerDto(before), duplicate: true };
      }
      const a = await auditRow(tx, auditId);
      assertOwnOpenAudit(who.actor, a);
      if (a.status !== 'in_progress' || !a.templateVersionId) throw conflict(AUDIT_MESSAGES.notStarted);
      const v = await versionOf(tx, a);
      const q = questionsOf(v.sections).find((x) => x.id === input.questionId);
      if (!q) throw AppError.validation(AUDIT_MESSAGES.unknownQuestion, { fieldErrors: { questionId: [AUDIT_MESSAGES.unknownQuestion] } });
      const problem = answerProblem(q, input);
      if (problem) {
        const message = problem === 'na' ? AUDIT_MESSAGES.naNotAllowed : AUDIT_MESSAGES.badAnswer;
        throw AppError.validation(message, { fieldErrors: { value: [message] } });
      }
      const [row] = await tx
        .insert(auditAnswers)
        .values({
          auditId,
          questionId: input.questionId,
          idempotencyKey: input.idempotencyKey,
          fingerprint,
          na: input.na,
          value: input.na ? null : input.value,
          comment: input.comment ?? null,
          answeredAt: new Date(input.answeredAt),
          answeredBy: who.actor.userId,
        })
        .onConflictDoNothing({ target: auditAnswers.idempotencyKey })
        .returning();
      if (!row) {
        const first = await existing();
        if (!first) throw conflict(AUDIT_MESSAGES.submitted);
        assertSameRequest(first.fingerprint, fingerprint);
        return { answer: answerDto(first), duplicate: true };
      }
      await deps.audit.record(tx, {
        actorId: who.actor.userId,
        action: 'audit.answer_saved',
        targetType: 'audit',
        targetId: auditId,
        after: { questionId: row.questionId, na: row.na, value: row.value, key: row.idempotencyKey },
        ip: who.ip,
      });
      return { answer: answerDto(row), duplicate: false };
    });
  }

  /** Checks a photo by its content (JPG or PNG, at most 5 MB and 40 MP) and stores it privately, once per key. */
  async function storePhoto(
    who: Who,
    file: { bytes: Buffer },
    key: string,
    fingerprintOf: (sha: string) => string,
    claim: (tx: Tx) => Promise<{ auditId: string; questionId: string | null; actionId: string | null }>,
  ) {
    // Where it goes first: another store's audit or action is a 404 whatever the file is.
    await withRls(db, who.actor, claim);
    const type = await documentTypeOf(file.bytes, AUDIT_MESSAGES.photoWrongType);
    if (!type.contentType.startsWith('image/')) throw refuseUpload(AUDIT_MESSAGES.photoWrongType);
    const size = imageDimensions(file.bytes, type.contentType as 'image/png' | 'image/jpeg');
    if (!size || !size.width || !size.height || size.width * size.height > 40_000_000) throw refuseUpload(AUDIT_MESSAGES.photoWrongType);
    const sha = createHash('sha256').update(file.bytes).digest('base64url');
    const fingerprint = fingerprintOf(sha);
    const replay = await withRls(db, who.actor, async (tx) => {
      const [row] = await tx.select().from(auditPhotos).where(eq(auditPhotos.idempotencyKey, key));
      return row;
    });
    if (replay) {
      assertSameRequest(replay.fingerprint, fingerprint);
      return { photo: photoDto(replay), duplicate: true };
    }
    const release = await claimDocumentQuota({ userId: who.actor.userId, limiter: deps.limiter }, file.bytes.length);
    const fileKey = `${AUDIT_PHOTO_FOLDER}/${randomBytes(12).toString('hex')}.${type.ext}`;
    await storage.put({ visibility: 'private', key: fileKey }, file.bytes, { contentType: type.contentType });
    try {
      const result = await withRls(db, who.actor, async (tx) => {
        const target = await claim(tx);
        const [row] = await tx
          .insert(auditPhotos)
          .values({
            ...target,
            idempotencyKey: key,
            fingerprint,
            fileKey,
            contentType: type.contentType,
            bytes: file.bytes.length,
            uploadedBy: who.actor.userId,
          })
          .onConflictDoNothing({ target: auditPhotos.idempotencyKey })
          .returning();
        if (!row) return null;
        await deps.audit.record(tx, {
          actorId: who.actor.userId,
          action: target.actionId ? 'audit_action.photo_uploaded' : 'audit.photo_uploaded',
          targetType: target.actionId ? 'audit_action' : 'audit',
          targetId: target.actionId ?? target.auditId,
          after: { photoId: row.id, questionId: row.questionId, key },
          ip: who.ip,
        });
        return row;
      });
      if (result) return { photo: photoDto(result), duplicate: false };
      // Sent twice at once: the other copy won; this file is not needed.
      await storage.delete({ visibility: 'private', key: fileKey });
      await release();
      const first = await withRls(db, who.actor, async (tx) => {
        const [row] = await tx.select().from(auditPhotos).where(eq(auditPhotos.idempotencyKey, key));
        return row;
      });
      if (!first) throw conflict(AUDIT_MESSAGES.submitted);
      assertSameRequest(first.fingerprint, fingerprint);
      return { photo: photoDto(first), duplicate: true };
    } catch (err) {
      await storage.delete({ visibility: 'private', key: fileKey });
      await release();
      throw err;
    }
  }

  const savePhoto = (who: Who, auditId: string, fields: { idempotencyKey: string; questionId?: string }, file: { bytes: Buffer }) =>
    storePhoto(
      who,
      file,
      fields.idempotencyKey,
      (sha) => requestFingerprint({ auditId, questionId: fields.questionId ?? null, sha }),
      async (tx) => {
        const a = await auditRow(tx, auditId);
        assertOwnOpenAudit(who.actor, a);
        if (a.status !== 'in_progress' || !a.templateVersionId) throw conflict(AUDIT_MESSAGES.notStarted);
        if (fields.questionId) {
          const v = await versionOf(tx, a);
          if (!questionsOf(v.sections).some((q) => q.id === fields.questionId)) {
            throw AppError.validation(AUDIT_MESSAGES.unknownQuestion, { fieldErrors: { questionId: [AUDIT_MESSAGES.unknownQuestion] } });
          }
        }
        return { auditId, questionId: fields.questionId ?? null, actionId: null };
      },
    );

  /** A franchisee's photo answering an open action of theirs. */
  const saveActionPhoto = (who: Who, actionId: string, fields: { idempotencyKey: string }, file: { bytes: Buffer }) =>
    storePhoto(
      who,
      file,
      fields.idempotencyKey,
      (sha) => requestFingerprint({ actionId, sha }),
      async (tx) => {
        const [x] = await tx.select().from(auditActions).where(eq(auditActions.id, actionId));
        if (!x) throw AppError.notFound();
        if (x.status !== 'open') throw conflict(AUDIT_MESSAGES.actionNotOpen);
        return { auditId: x.auditId, questionId: x.questionId, actionId };
      },
    );

  /** A photo's bytes, when row-level security lets the caller see it. */
  async function photo(actor: Actor, photoId: string): Promise<{ body: Readable; contentType: string; filename: string }> {
    const row = await withRls(db, actor, async (tx) => {
      const [r] = await tx.select().from(auditPhotos).where(eq(auditPhotos.id, photoId));
      return r;
    });
    if (!row) throw AppError.notFound();
    const body = await storage.stream({ visibility: 'private', key: row.fileKey });
    if (!body) throw AppError.notFound();
    return { body, contentType: row.contentType, filename: `audit-photo-${row.id}.${row.contentType === 'image/png' ? 'png' : 'jpg'}` };
  }

  /** Submit: the server scores the stored answers; the audit is read-only from now on. */
  async function submit(who: Who, id: string): Promise<AuditSummary> {
    return withRls(db, who.actor, async (tx) => {
      const a = await auditRow(tx, id, true);
      assertOwnOpenAudit(who.actor, a);
      if (a.status !== 'in_progress') throw conflict(AUDIT_MESSAGES.notStarted);
      const v = await versionOf(tx, a);
      const answers = await currentAnswers(tx, id);
      const photos = await tx
        .select()
        .from(auditPhotos)
        .where(and(eq(auditPhotos.auditId, id), isNull(auditPhotos.actionId)));
      const fieldErrors: Record<string, string[]> = {};
      for (const q of questionsOf(v.sections)) {
        const ans = answers.find((x) => x.questionId === q.id);
        if (!ans) fieldErrors[q.id] = [AUDIT_MESSAGES.missing];
        else if (q.photoRequired && !ans.na && !photos.some((p) => p.questionId === q.id))
          fieldErrors[q.id] = [AUDIT_MESSAGES.photoMissing];
        else if (q.commentRequired && !ans.na && !ans.comment?.trim()) fieldErrors[q.id] = [AUDIT_MESSAGES.commentMissing];
      }
      if (Object.keys(fieldErrors).length) throw AppError.validation(AUDIT_MESSAGES.missing, { fieldErrors });
      const score = scoreAudit(v.sections, answers.map(answerDto), v.passMarkPercent);
      await tx
        .update(audits)
        .set({
          status: 'submitted',
          scoreTenths: Math.round(score.percent * 10),
          criticalFailures: score.criticalFailures,
          passed: score.passed,
          submittedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(audits.id, id));
      await deps.audit.record(tx, {
        actorId: who.actor.userId,
        action: 'audit.submitted',
        targetType: 'audit',
        targetId: id,
        after: { scorePercent: score.percent, criticalFailures: score.criticalFailures, passed: score.passed },
        ip: who.ip,
      });
      return summaryOf(tx, id);
    });
  }

  async function reportData(tx: Tx, id: string): Promise<AuditReportData> {
    const a = await auditRow(tx, id);
    const s = await summaryOf(tx, id);
    const v = await versionOf(tx, a);
    const answers = (await currentAnswers(tx, id)).map(answerDto);
    const photos = await tx
      .select()
      .from(auditPhotos)
      .where(and(eq(auditPhotos.auditId, id), isNull(auditPhotos.actionId)));
    const score = scoreAudit(v.sections, answers, v.passMarkPercent);
    return {
      auditId: id,
      storeName: s.location.name,
      brandName: s.brand.name,
      templateName: s.templateName,
      version: v.version,
      date: s.scheduledFor,
      auditorName: s.auditor?.name ?? '',
      scorePercent: score.percent,
      passMarkPercent: v.passMarkPercent,
      passed: score.passed,
      criticalFailures: score.criticalFailures,
      sections: v.sections,
      answers,
      failed: score.failed.map((f) => f.questionId),
      photos: photos.map((p) => ({ id: p.id, questionId: p.questionId, key: p.fileKey, contentType: p.contentType })),
    };
  }

  /** Approve: actions for every failed question, the PDF report, the franchisee told, the next audit of a cadence. */
  async function approve(who: Who, id: string): Promise<AuditSummary> {
    const data = await withRls(db, who.actor, async (tx) => {
      const a = await auditRow(tx, id, true);
      if (a.status !== 'submitted') throw conflict(AUDIT_MESSAGES.notSubmitted);
      const v = await versionOf(tx, a);
      const answers = (await currentAnswers(tx, id)).map(answerDto);
      const score = scoreAudit(v.sections, answers, v.passMarkPercent);
      const now = new Date();
      const today = toManilaYmd(now);
      await tx
        .update(audits)
        .set({ status: 'approved', approvedAt: now, approvedBy: who.actor.userId, updatedAt: now })
        .where(eq(audits.id, id));
      const questions = questionsOf(v.sections);
      for (const f of score.failed) {
        const q = questions.find((x) => x.id === f.questionId)!;
        const severity = severityOf(q);
        await tx.insert(auditActions).values({
          auditId: id,
          locationId: a.locationId,
          questionId: q.id,
          prompt: q.prompt,
          severity,
          dueOn: addCalendarDays(today, ACTION_DUE_DAYS[severity]),
        });
      }
      if (a.cadence !== 'once') {
        await tx.insert(audits).values({
          locationId: a.locationId,
          templateId: a.templateId,
          auditorId: a.auditorId,
          scheduledFor: monthsLater(a.scheduledFor, a.cadence === 'monthly' ? 1 : 3),
          cadence: a.cadence,
          announced: a.announced,
          createdBy: who.actor.userId,
        });
      }
      await deps.audit.record(tx, {
        actorId: who.actor.userId,
        action: 'audit.approved',
        targetType: 'audit',
        targetId: id,
        after: { scorePercent: score.percent, actions: score.failed.length },
        ip: who.ip,
      });
      const [loc] = await tx.select().from(locations).where(eq(locations.id, a.locationId));
      if (loc.ownerId) {
        await asOwner(tx, () =>
          deps.notifier.sendWith(tx, {
            type: 'system_announcement',
            recipientIds: [loc.ownerId!],
            category: 'announcement',
            priority: score.passed ? 'medium' : 'high',
            title: 'Audit report ready',
            message: `The audit of ${loc.name} scored ${score.percent}%${score.failed.length ? `; ${score.failed.length} corrective action(s) to answer` : ''}.`,
            actionUrl: myAuditsUrl,
          }),
        );
      }
      return reportData(tx, id);
    });
    await reports.ensure(id, await withPhotoBytes(data));
    return withRls(db, who.actor, (tx) => summaryOf(tx, id));
  }

  async function withPhotoBytes(d: AuditReportData): Promise<AuditReportData> {
    const photos = [];
    for (const p of d.photos) {
      const body = await storage.stream({ visibility: 'private', key: p.key });
      if (!body) continue;
      const chunks: Buffer[] = [];
      for await (const c of body) chunks.push(Buffer.from(c as Buffer));
      photos.push({ ...p, dataUrl: `data:${p.contentType};base64,${Buffer.concat(chunks).toString('base64')}` });
    }
    return { ...d, photos };
  }

  /** The approved audit's PDF report (rendered once per content, stored privately). */
  async function report(actor: Actor, id: string): Promise<Readable | Buffer> {
    const data = await withRls(db, actor, async (tx) => {
      const a = await auditRow(tx, id);
      if (a.status !== 'approved') throw AppError.notFound();
      return reportData(tx, id);
    });
    return reports.open(id, await withPhotoBytes(data));
  }

  // ---------------------------------------------------------------- the franchisee, actions

  const franchiseeAudits = (actor: Actor) =>
    withRls(db, actor, async (tx) => {
      const rows = (await summaryQuery(tx).orderBy(desc(audits.scheduledFor))).map(summaryDto);
      return {
        upcoming: rows.filter((r) => r.status !== 'approved' && r.status !== 'cancelled'),
        reports: rows.filter((r) => r.status === 'approved'),
      };
    });

  const actions = (actor: Actor, status?: AuditAction['status']) =>
    withRls(db, actor, async (tx) => ({ items: await actionsOf(tx, status ? eq(auditActions.status, status) : undefined) }));

  /** The action, locked when the caller may change it (row-level security: a franchisee only while it is open). */
  async function actionRow(tx: Tx, id: string, status: AuditAction['status']) {
    const [x] = await tx.select().from(auditActions).where(eq(auditActions.id, id));
    if (!x) throw AppError.notFound();
    if (x.status !== status) throw conflict(status === 'open' ? AUDIT_MESSAGES.actionNotOpen : AUDIT_MESSAGES.actionNotAnswered);
    const [locked] = await tx
      .select()
      .from(auditActions)
      .where(and(eq(auditActions.id, id), eq(auditActions.status, status)))
      .for('update');
    if (!locked) throw conflict(status === 'open' ? AUDIT_MESSAGES.actionNotOpen : AUDIT_MESSAGES.actionNotAnswered);
    return locked;
  }
  const oneAction = async (tx: Tx, id: string) => (await actionsOf(tx, eq(auditActions.id, id)))[0];

  async function respond(who: Who, id: string, input: ResponseData): Promise<AuditAction> {
    return withRls(db, who.actor, async (tx) => {
      const x = await actionRow(tx, id, 'open');
      const [p] = await tx
        .select()
        .from(auditPhotos)
        .where(and(eq(auditPhotos.id, input.photoId), eq(auditPhotos.actionId, id)));
      if (!p) throw AppError.validation(AUDIT_MESSAGES.photoMissing, { fieldErrors: { photoId: [AUDIT_MESSAGES.photoMissing] } });
      await tx
        .update(auditActions)
        .set({
          status: 'answered',
          responseComment: input.comment,
          responsePhotoId: p.id,
          respondedAt: new Date(),
          respondedBy: who.actor.userId,
          updatedAt: new Date(),
        })
        .where(eq(auditActions.id, id));
      await deps.audit.record(tx, {
        actorId: who.actor.userId,
        action: 'audit_action.answered',
        targetType: 'audit_action',
        targetId: id,
        targetLabel: x.prompt,
        after: { photoId: p.id },
        ip: who.ip,
      });
      const [a] = await tx.select({ auditorId: audits.auditorId }).from(audits).where(eq(audits.id, x.auditId));
      if (a?.auditorId) {
        await asOwner(tx, () =>
          deps.notifier.sendWith(tx, {
            type: 'system_announcement',
            recipientIds: [a.auditorId!],
            category: 'announcement',
            priority: 'medium',
            title: 'Corrective action answered',
            message: `“${x.prompt}” was answered. Accept it or reopen it.`,
            actionUrl: auditsUrl,
          }),
        );
      }
      return oneAction(tx, id);
    });
  }

  async function decide(who: Who, id: string, accept: boolean): Promise<AuditAction> {
    return withRls(db, who.actor, async (tx) => {
      const x = await actionRow(tx, id, 'answered');
      const now = new Date();
      await tx
        .update(auditActions)
        .set(
          accept
            ? { status: 'closed', closedAt: now, closedBy: who.actor.userId, updatedAt: now }
            : { status: 'open', reopenCount: x.reopenCount + 1, remindedAt: null, escalatedAt: null, updatedAt: now },
        )
        .where(eq(auditActions.id, id));
      await deps.audit.record(tx, {
        actorId: who.actor.userId,
        action: accept ? 'audit_action.closed' : 'audit_action.reopened',
        targetType: 'audit_action',
        targetId: id,
        targetLabel: x.prompt,
        ip: who.ip,
      });
      return oneAction(tx, id);
    });
  }

  // ---------------------------------------------------------------- analytics

  const analytics = (actor: Actor, passMark: number) =>
    withRls(db, actor, async (tx): Promise<AuditAnalytics> => {
      const rows = await tx
        .select({
          id: audits.id,
          date: audits.scheduledFor,
          scoreTenths: audits.scoreTenths,
          locationId: locations.id,
          name: locations.name,
          region: locations.province,
          brand: brands.name,
          versionId: audits.templateVersionId,
        })
        .from(audits)
        .innerJoin(locations, eq(locations.id, audits.locationId))
        .innerJoin(brands, eq(brands.id, locations.brandId))
        .where(eq(audits.status, 'approved'))
        .orderBy(asc(audits.scheduledFor));
      const byMonthMap = new Map<string, { month: string; brand: string; region: string; sum: number; n: number }>();
      const last = new Map<string, AuditAnalytics['byLocation'][number]>();
      for (const r of rows) {
        const pct = (r.scoreTenths ?? 0) / 10;
        const month = r.date.slice(0, 7);
        const k = `${month}|${r.brand}|${r.region}`;
        const m = byMonthMap.get(k) ?? { month, brand: r.brand, region: r.region, sum: 0, n: 0 };
        m.sum += pct;
        m.n += 1;
        byMonthMap.set(k, m);
        last.set(r.locationId, {
          locationId: r.locationId,
          name: r.name,
          brand: r.brand,
          region: r.region,
          lastPercent: pct,
          lastDate: r.date,
        });
      }
      const today = manilaToday();
      const month = Number(today.slice(5, 7));
      const quarterStart = `${today.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`;
      const failures = await tx
        .select({ questionId: auditActions.questionId, prompt: auditActions.prompt, failures: sql<number>`count(*)::int` })
        .from(auditActions)
        .innerJoin(audits, eq(audits.id, auditActions.auditId))
        .where(and(gte(audits.scheduledFor, quarterStart), lte(audits.scheduledFor, today)))
        .groupBy(auditActions.questionId, auditActions.prompt)
        .orderBy(desc(sql`count(*)`))
        .limit(10);
      const byLocation = [...last.values()];
      return {
        byMonth: [...byMonthMap.values()].map((m) => ({
          month: m.month,
          brand: m.brand,
          region: m.region,
          averagePercent: Math.round((m.sum / m.n) * 10) / 10,
          audits: m.n,
        })),
        byLocation,
        mostFailed: failures,
        belowPassMark: byLocation
          .filter((l) => l.lastPercent < passMark)
          .map((l) => ({ locationId: l.locationId, name: l.name, lastPercent: l.lastPercent })),
      };
    });

  // ---------------------------------------------------------------- reminders and escalation (jobs)

  /**
   * Reminds the franchisee one day before an open action is due and escalates an action still open after its due
   * date to head office; each is claimed by stamping the row (update … where stamp is null), so it happens once
   * even when two processes run at once.
   */
  async function remindAndEscalate(now: Date) {
    const today = toManilaYmd(now);
    const tomorrow = addCalendarDays(today, 1);
    return db.transaction(async (tx) => {
      const reminded = await tx
        .update(auditActions)
        .set({ remindedAt: now })
        .where(
          and(
            eq(auditActions.status, 'open'),
            isNull(auditActions.remindedAt),
            lte(auditActions.dueOn, tomorrow),
            gte(auditActions.dueOn, today),
          ),
        )
        .returning();
      const escalated = await tx
        .update(auditActions)
        .set({ escalatedAt: now })
        .where(and(eq(auditActions.status, 'open'), isNull(auditActions.escalatedAt), sql`${auditActions.dueOn} < ${today}`))
        .returning();
      const owners = new Map(
        (
          await tx
            .select({ id: locations.id, ownerId: locations.ownerId, name: locations.name })
            .from(locations)
            .where(inArray(locations.id, [...new Set([...reminded, ...escalated].map((x) => x.locationId)), randomUUID()]))
        ).map((l) => [l.id, l]),
      );
      for (const x of reminded) {
        const owner = owners.get(x.locationId)?.ownerId;
        if (!owner) continue;
        await deps.notifier.sendWith(tx, {
          type: 'system_announcement',
          recipientIds: [owner],
          category: 'announcement',
          priority: 'high',
          title: 'Corrective action due',
          message: `“${x.prompt}” is due on ${x.dueOn}. Answer it with a comment and a photo.`,
          actionUrl: myAuditsUrl,
        });
      }
      if (escalated.length) {
        const hq = await activeHeadOfficeIds(tx);
        for (const x of escalated) {
          await deps.notifier.sendWith(tx, {
            type: 'system_announcement',
            recipientIds: hq,
            category: 'announcement',
            priority: 'urgent',
            title: 'Corrective action overdue',
            message: `${owners.get(x.locationId)?.name ?? 'A store'}: “${x.prompt}” was due on ${x.dueOn} and is still open.`,
            actionUrl: auditsUrl,
          });
        }
      }
      return { reminded: reminded.length, escalated: escalated.length };
    });
  }

  return {
    listTemplates,
    getTemplate,
    createTemplate,
    updateTemplate,
    schedule,
    list,
    auditorList,
    detail,
    start,
    saveAnswer,
    savePhoto,
    saveActionPhoto,
    photo,
    submit,
    approve,
    report,
    franchiseeAudits,
    actions,
    respond,
    accept: (who: Who, id: string) => decide(who, id, true),
    reopen: (who: Who, id: string) => decide(who, id, false),
    analytics,
    remindAndEscalate,
  };
}
export type AuditsService = ReturnType<typeof createAuditsService>;
