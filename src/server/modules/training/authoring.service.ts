import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, count, countDistinct, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
  trainingEnrolments,
  trainingLessons,
  trainingModulePrerequisites,
  trainingModules,
  trainingPrograms,
  trainingQuizQuestions,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  claimDocumentQuota,
  DOCUMENT_CONTENT_TYPES,
  documentTypeOf,
  nameForType,
  refuseUpload,
  safeFileName,
} from '../../lib/document-upload';
import type { RateLimiter } from '../../lib/rate-limit';
import { asOwner, withRls, type Actor, type Tx } from '../../lib/rls';
import { containsPattern } from '../../lib/sql-like';
import type { Storage } from '../../lib/storage';
import type { AuditService } from '../audit/audit.service';
import type { Who } from '../network/locations.service';
import {
  TRAINING_MESSAGES,
  type AuthoringModule,
  type AuthoringProgram,
  type ProgramSummary,
  type ZLessonInput,
  type ZLessonUpdate,
  type ZModuleInput,
  type ZModuleUpdate,
  type ZProgramInput,
  type ZProgramQuery,
  type ZProgramUpdate,
  type ZQuestionInput,
  type ZQuestionUpdate,
} from '../../../shared/training.contracts';
import { DEFAULT_PASS_MARK } from './progress';

type ProgramIn = ReturnType<typeof ZProgramInput.parse>;
type ProgramPatch = ReturnType<typeof ZProgramUpdate.parse>;
type ProgramQuery = ReturnType<typeof ZProgramQuery.parse>;
type ModuleIn = ReturnType<typeof ZModuleInput.parse>;
type ModulePatch = ReturnType<typeof ZModuleUpdate.parse>;
type LessonIn = ReturnType<typeof ZLessonInput.parse>;
type LessonPatch = ReturnType<typeof ZLessonUpdate.parse>;
type QuestionIn = ReturnType<typeof ZQuestionInput.parse>;
type QuestionPatch = ReturnType<typeof ZQuestionUpdate.parse>;
type ProgramRow = typeof trainingPrograms.$inferSelect;

/** Lesson images and documents are private objects under this folder, one subfolder per lesson (decision 007). */
export const TRAINING_FILE_FOLDER = 'training-lessons';

const fieldError = (field: string, message: string) => AppError.validation(message, { fieldErrors: { [field]: [message] } });
const conflict = (message: string) => AppError.of('DUPLICATE_RESOURCE', message);

/**
 * Head office's authoring of training programmes. Reads run for training.report (franchisor, admin), writes for
 * training.manage (franchisor), both under row-level security; the quiz answer key is read as the owner (app_user
 * has no SELECT on correct_index) after the route's guard. Every write answers with the whole programme.
 */
export function createTrainingAuthoringService(deps: { db: Db; audit: AuditService; storage: Storage; limiter: RateLimiter }) {
  const { db, audit, storage } = deps;

  // ---------------------------------------------------------------- reads

  async function summaries(tx: Tx, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<ProgramSummary[]> {
    let q = tx
      .select({ p: trainingPrograms, brandName: brands.name })
      .from(trainingPrograms)
      .innerJoin(brands, eq(brands.id, trainingPrograms.brandId))
      .where(where)
      .orderBy(asc(brands.name), desc(trainingPrograms.updatedAt), asc(trainingPrograms.id))
      .$dynamic();
    if (page) q = q.limit(page.limit).offset(page.offset);
    const rows = await q;
    if (!rows.length) return [];
    const ids = rows.map((r) => r.p.id);
    const moduleCounts = await tx
      .select({ programId: trainingModules.programId, modules: countDistinct(trainingModules.id), lessons: count(trainingLessons.id) })
      .from(trainingModules)
      .leftJoin(trainingLessons, eq(trainingLessons.moduleId, trainingModules.id))
      .where(inArray(trainingModules.programId, ids))
      .groupBy(trainingModules.programId);
    const enrolCounts = await tx
      .select({
        programId: trainingEnrolments.programId,
        enrolled: count(trainingEnrolments.id),
        completed: count(trainingEnrolments.completedAt),
      })
      .from(trainingEnrolments)
      .where(inArray(trainingEnrolments.programId, ids))
      .groupBy(trainingEnrolments.programId);
    return rows.map(({ p, brandName }) => {
      const mc = moduleCounts.find((m) => m.programId === p.id);
      const ec = enrolCounts.find((e) => e.programId === p.id);
      return {
        id: p.id,
        brandId: p.brandId,
        brandName,
        title: p.title,
        description: p.description,
        status: p.status,
        dueWithinDays: p.dueWithinDays,
        publishedAt: p.publishedAt?.toISOString() ?? null,
        moduleCount: Number(mc?.modules ?? 0),
        lessonCount: Number(mc?.lessons ?? 0),
        completedCount: Number(ec?.completed ?? 0),
        enrolledCount: Number(ec?.enrolled ?? 0),
        createdAt: p.createdAt.toISOString(),
        updatedAt: p.updatedAt.toISOString(),
      };
    });
  }

  async function programIn(tx: Tx, id: string): Promise<AuthoringProgram> {
    const [summary] = await summaries(tx, eq(trainingPrograms.id, id));
    if (!summary) throw AppError.notFound(TRAINING_MESSAGES.programNotFound);
    const modules = await tx
      .select()
      .from(trainingModules)
      .where(eq(trainingModules.programId, id))
      .orderBy(asc(trainingModules.position), asc(trainingModules.createdAt));
    const moduleIds = modules.map((m) => m.id);
    const lessons = moduleIds.length
      ? await tx
          .select()
          .from(trainingLessons)
          .where(inArray(trainingLessons.moduleId, moduleIds))
          .orderBy(asc(trainingLessons.position), asc(trainingLessons.createdAt))
      : [];
    // The answer key: head office only (the guard checked training.report), read as the owner.
    const questions = moduleIds.length
      ? await asOwner(tx, () =>
          tx
            .select()
            .from(trainingQuizQuestions)
            .where(inArray(trainingQuizQuestions.moduleId, moduleIds))
            .orderBy(asc(trainingQuizQuestions.position), asc(trainingQuizQuestions.createdAt)),
        )
      : [];
    const prereqs = moduleIds.length
      ? await tx.select().from(trainingModulePrerequisites).where(inArray(trainingModulePrerequisites.moduleId, moduleIds))
      : [];
    const out: AuthoringModule[] = modules.map((m) => ({
      id: m.id,
      programId: m.programId,
      position: m.position,
      title: m.title,
      description: m.description,
      estimatedMinutes: m.estimatedMinutes,
      passMarkPercent: m.passMarkPercent,
      prerequisiteIds: prereqs.filter((p) => p.moduleId === m.id).map((p) => p.requiredModuleId),
      lessons: lessons
        .filter((l) => l.moduleId === m.id)
        .map((l) => ({
          id: l.id,
          moduleId: l.moduleId,
          position: l.position,
          title: l.title,
          kind: l.kind,
          body: l.body,
          videoUrl: l.videoUrl,
          file: l.fileKey ? { name: l.fileName ?? 'file', type: l.fileType ?? '' } : null,
          estimatedMinutes: l.estimatedMinutes,
        })),
      questions: questions
        .filter((q) => q.moduleId === m.id)
        .map((q) => ({
          id: q.id,
          moduleId: q.moduleId,
          position: q.position,
          prompt: q.prompt,
          options: q.options,
          correctIndex: q.correctIndex,
        })),
    }));
    return { ...summary, modules: out };
  }

  async function list(actor: Actor, q: ProgramQuery) {
    return withRls(db, actor, async (tx) => {
      const f: (SQL | undefined)[] = [];
      if (q.search) f.push(or(ilike(trainingPrograms.title, containsPattern(q.search)), ilike(brands.name, containsPattern(q.search))));
      if (q.brandId) f.push(eq(trainingPrograms.brandId, q.brandId));
      if (q.status) f.push(eq(trainingPrograms.status, q.status));
      const where = and(...f);
      const items = await summaries(tx, where, q);
      const [{ total }] = await tx
        .select({ total: count() })
        .from(trainingPrograms)
        .innerJoin(brands, eq(brands.id, trainingPrograms.brandId))
        .where(where);
      return { items, total: Number(total) };
    });
  }

  const get = (actor: Actor, id: string) => withRls(db, actor, (tx) => programIn(tx, id));

  // ---------------------------------------------------------------- helpers for writes

  /** The programme, locked for the change; an archived one only changes status (409 otherwise). */
  async function editable(tx: Tx, programId: string, opts: { statusChangeOnly?: boolean } = {}): Promise<ProgramRow> {
    const [row] = await tx.select().from(trainingPrograms).where(eq(trainingPrograms.id, programId)).for('update');
    if (!row) throw AppError.notFound(TRAINING_MESSAGES.programNotFound);
    if (row.status === 'archived' && !opts.statusChangeOnly) throw conflict(TRAINING_MESSAGES.archivedReadOnly);
    return row;
  }
  const touch = (tx: Tx, programId: string) =>
    tx.update(trainingPrograms).set({ updatedAt: new Date() }).where(eq(trainingPrograms.id, programId));

  async function moduleOf(tx: Tx, moduleId: string) {
    const [m] = await tx.select().from(trainingModules).where(eq(trainingModules.id, moduleId));
    if (!m) throw AppError.notFound(TRAINING_MESSAGES.moduleNotFound);
    return m;
  }
  async function lessonOf(tx: Tx, lessonId: string) {
    const [row] = await tx
      .select({ l: trainingLessons, programId: trainingModules.programId })
      .from(trainingLessons)
      .innerJoin(trainingModules, eq(trainingModules.id, trainingLessons.moduleId))
      .where(eq(trainingLessons.id, lessonId));
    if (!row) throw AppError.notFound(TRAINING_MESSAGES.lessonNotFound);
    return row;
  }
  /** A question with its answer key (owner read, after the guard). */
  async function questionOf(tx: Tx, questionId: string) {
    const [row] = await asOwner(tx, () =>
      tx
        .select({ q: trainingQuizQuestions, programId: trainingModules.programId })
        .from(trainingQuizQuestions)
        .innerJoin(trainingModules, eq(trainingModules.id, trainingQuizQuestions.moduleId))
        .where(eq(trainingQuizQuestions.id, questionId)),
    );
    if (!row) throw AppError.notFound(TRAINING_MESSAGES.questionNotFound);
    return row;
  }
  const nextPosition = async (
    tx: Tx,
    table: typeof trainingLessons | typeof trainingModules | typeof trainingQuizQuestions,
    where: SQL,
  ) => {
    const [r] = await tx
      .select({ max: sql<number | null>`max(${table.position})` })
      .from(table)
      .where(where);
    return Number(r?.max ?? 0) + 1;
  };

  /** Runs a write on a programme (locked, not archived) and answers with the programme after it. */
  function write(who: Who, programId: string | ((tx: Tx) => Promise<string>), fn: (tx: Tx, programId: string) => Promise<void>) {
    return withRls(db, who.actor, async (tx) => {
      const id = typeof programId === 'string' ? programId : await programId(tx);
      await editable(tx, id);
      await fn(tx, id);
      await touch(tx, id);
      return programIn(tx, id);
    });
  }

  async function publishProblems(tx: Tx, programId: string): Promise<string | null> {
    const modules = await tx
      .select()
      .from(trainingModules)
      .where(eq(trainingModules.programId, programId))
      .orderBy(asc(trainingModules.position));
    if (!modules.length) return TRAINING_MESSAGES.publishNeedsModules;
    const lessons = await tx
      .select()
      .from(trainingLessons)
      .where(
        inArray(
          trainingLessons.moduleId,
          modules.map((m) => m.id),
        ),
      )
      .orderBy(asc(trainingLessons.position));
    const empty = modules.filter((m) => !lessons.some((l) => l.moduleId === m.id));
    if (empty.length) return TRAINING_MESSAGES.publishNeedsLessons(empty.map((m) => m.title));
    const missingFiles = lessons.filter((l) => (l.kind === 'image' || l.kind === 'document') && !l.fileKey);
    if (missingFiles.length) return TRAINING_MESSAGES.publishNeedsFiles(missingFiles.map((l) => l.title));
    return null;
  }

  // ---------------------------------------------------------------- programmes

  async function create(who: Who, input: ProgramIn): Promise<AuthoringProgram> {
    return withRls(db, who.actor, async (tx) => {
      const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brandId));
      if (!brand) throw fieldError('brandId', TRAINING_MESSAGES.brandNotFound);
      const [row] = await tx
        .insert(trainingPrograms)
        .values({ ...input, status: 'draft', createdBy: who.actor.userId })
        .returning({ id: trainingPrograms.id });
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'training_program.created',
        targetType: 'training_program',
        targetId: row.id,
        targetLabel: input.title,
        after: { title: input.title, brandId: input.brandId, dueWithinDays: input.dueWithinDays },
        ip: who.ip,
      });
      return programIn(tx, row.id);
    });
  }

  async function update(who: Who, id: string, patch: ProgramPatch): Promise<AuthoringProgram> {
    return withRls(db, who.actor, async (tx) => {
      const onlyStatus = Object.entries(patch).every(([k, v]) => k === 'status' || v === undefined);
      const row = await editable(tx, id, { statusChangeOnly: onlyStatus });
      if (patch.brandId && patch.brandId !== row.brandId) {
        const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, patch.brandId));
        if (!brand) throw fieldError('brandId', TRAINING_MESSAGES.brandNotFound);
      }
      const set: Partial<typeof trainingPrograms.$inferInsert> = { updatedAt: new Date() };
      for (const key of ['brandId', 'title', 'description', 'dueWithinDays'] as const) {
        if (patch[key] !== undefined) (set as Record<string, unknown>)[key] = patch[key];
      }
      if (patch.status && patch.status !== row.status) {
        if (patch.status === 'published') {
          const problem = await publishProblems(tx, id);
          if (problem) throw conflict(problem);
          set.publishedAt = new Date();
        }
        set.status = patch.status;
      }
      await tx.update(trainingPrograms).set(set).where(eq(trainingPrograms.id, id));
      const after = await programIn(tx, id);
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: set.status === 'published' ? 'training_program.published' : 'training_program.updated',
        targetType: 'training_program',
        targetId: id,
        targetLabel: after.title,
        before: { title: row.title, status: row.status, dueWithinDays: row.dueWithinDays, brandId: row.brandId },
        after: { title: after.title, status: after.status, dueWithinDays: after.dueWithinDays, brandId: after.brandId },
        ip: who.ip,
      });
      return after;
    });
  }

  async function remove(who: Who, id: string): Promise<void> {
    const keys = await withRls(db, who.actor, async (tx) => {
      const row = await editable(tx, id, { statusChangeOnly: true });
      if (row.status !== 'draft') throw conflict(TRAINING_MESSAGES.deleteOnlyDrafts);
      const files = await tx
        .select({ key: trainingLessons.fileKey })
        .from(trainingLessons)
        .innerJoin(trainingModules, eq(trainingModules.id, trainingLessons.moduleId))
        .where(and(eq(trainingModules.programId, id), isNotNull(trainingLessons.fileKey)));
      await tx.delete(trainingPrograms).where(eq(trainingPrograms.id, id));
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'training_program.deleted',
        targetType: 'training_program',
        targetId: id,
        targetLabel: row.title,
        before: { title: row.title, status: row.status },
        ip: who.ip,
      });
      return files.map((f) => f.key!);
    });
    for (const key of keys) await storage.delete({ visibility: 'private', key });
  }

  // ---------------------------------------------------------------- modules

  const addModule = (who: Who, programId: string, input: ModuleIn) =>
    write(who, programId, async (tx) => {
      const position = await nextPosition(tx, trainingModules, eq(trainingModules.programId, programId));
      await tx
        .insert(trainingModules)
        .values({ programId, position, ...input })
        .returning({ id: trainingModules.id });
    });

  const updateModule = (who: Who, moduleId: string, patch: ModulePatch) =>
    write(
      who,
      async (tx) => (await moduleOf(tx, moduleId)).programId,
      async (tx) => {
        const set: Partial<typeof trainingModules.$inferInsert> = { updatedAt: new Date() };
        for (const key of ['title', 'description', 'estimatedMinutes', 'passMarkPercent'] as const) {
          if (patch[key] !== undefined) (set as Record<string, unknown>)[key] = patch[key];
        }
        await tx.update(trainingModules).set(set).where(eq(trainingModules.id, moduleId));
      },
    );

  const removeModule = async (who: Who, moduleId: string) => {
    const keys: string[] = [];
    const program = await write(
      who,
      async (tx) => (await moduleOf(tx, moduleId)).programId,
      async (tx) => {
        const files = await tx
          .select({ key: trainingLessons.fileKey })
          .from(trainingLessons)
          .where(and(eq(trainingLessons.moduleId, moduleId), isNotNull(trainingLessons.fileKey)));
        keys.push(...files.map((f) => f.key!));
        await tx.delete(trainingModules).where(eq(trainingModules.id, moduleId));
      },
    );
    for (const key of keys) await storage.delete({ visibility: 'private', key });
    return program;
  };

  async function reorder(
    tx: Tx,
    table: typeof trainingModules | typeof trainingLessons | typeof trainingQuizQuestions,
    current: string[],
    ids: string[],
  ) {
    const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw fieldError('ids', TRAINING_MESSAGES.orderMismatch);
    for (const [i, id] of ids.entries()) {
      await tx
        .update(table)
        .set({ position: i + 1, updatedAt: new Date() })
        .where(eq(table.id, id));
    }
  }

  const reorderModules = (who: Who, programId: string, ids: string[]) =>
    write(who, programId, async (tx) => {
      const rows = await tx.select({ id: trainingModules.id }).from(trainingModules).where(eq(trainingModules.programId, programId));
      await reorder(
        tx,
        trainingModules,
        rows.map((r) => r.id),
        ids,
      );
    });

  /** Replaces the modules `moduleId` requires: same programme, not itself, no cycle (422 otherwise). */
  const setPrerequisites = (who: Who, moduleId: string, requiredIds: string[]) =>
    write(
      who,
      async (tx) => (await moduleOf(tx, moduleId)).programId,
      async (tx, programId) => {
        const required = [...new Set(requiredIds)];
        if (required.includes(moduleId)) throw fieldError('requiredModuleIds', TRAINING_MESSAGES.prerequisiteSelf);
        const siblings = await tx.select({ id: trainingModules.id }).from(trainingModules).where(eq(trainingModules.programId, programId));
        const siblingIds = new Set(siblings.map((s) => s.id));
        if (required.some((id) => !siblingIds.has(id))) throw fieldError('requiredModuleIds', TRAINING_MESSAGES.prerequisiteOtherProgram);
        const edges = await tx
          .select()
          .from(trainingModulePrerequisites)
          .where(inArray(trainingModulePrerequisites.moduleId, [...siblingIds]));
        const graph = new Map<string, string[]>();
        for (const e of edges) if (e.moduleId !== moduleId) graph.set(e.moduleId, [...(graph.get(e.moduleId) ?? []), e.requiredModuleId]);
        graph.set(moduleId, required);
        if (hasCycle(graph)) throw fieldError('requiredModuleIds', TRAINING_MESSAGES.prerequisiteCycle);
        await tx.delete(trainingModulePrerequisites).where(eq(trainingModulePrerequisites.moduleId, moduleId));
        if (required.length) {
          await tx.insert(trainingModulePrerequisites).values(required.map((requiredModuleId) => ({ moduleId, requiredModuleId })));
        }
      },
    );

  // ---------------------------------------------------------------- lessons

  const addLesson = (who: Who, moduleId: string, input: LessonIn) =>
    write(
      who,
      async (tx) => (await moduleOf(tx, moduleId)).programId,
      async (tx) => {
        const position = await nextPosition(tx, trainingLessons, eq(trainingLessons.moduleId, moduleId));
        await tx
          .insert(trainingLessons)
          .values({
            moduleId,
            position,
            title: input.title,
            kind: input.kind,
            body: input.body,
            videoUrl: input.kind === 'video' ? (input.videoUrl ?? null) : null,
            estimatedMinutes: input.estimatedMinutes,
          })
          .returning({ id: trainingLessons.id });
      },
    );

  const updateLesson = async (who: Who, lessonId: string, patch: LessonPatch) => {
    let dropped: string | null = null;
    const program = await write(
      who,
      async (tx) => (await lessonOf(tx, lessonId)).programId,
      async (tx) => {
        const { l } = await lessonOf(tx, lessonId);
        const kind = patch.kind ?? l.kind;
        const videoUrl = patch.videoUrl !== undefined ? patch.videoUrl : l.videoUrl;
        if (kind === 'video' && !videoUrl) throw fieldError('videoUrl', TRAINING_MESSAGES.videoUrlRequired);
        const set: Partial<typeof trainingLessons.$inferInsert> = {
          updatedAt: new Date(),
          kind,
          videoUrl: kind === 'video' ? videoUrl : null,
        };
        for (const key of ['title', 'body', 'estimatedMinutes'] as const) {
          if (patch[key] !== undefined) (set as Record<string, unknown>)[key] = patch[key];
        }
        const keepsFile = (kind === 'image' || kind === 'document') && kind === l.kind;
        if (!keepsFile && l.fileKey) {
          dropped = l.fileKey;
          Object.assign(set, { fileKey: null, fileName: null, fileType: null });
        }
        await tx.update(trainingLessons).set(set).where(eq(trainingLessons.id, lessonId));
      },
    );
    if (dropped) await storage.delete({ visibility: 'private', key: dropped });
    return program;
  };

  const removeLesson = async (who: Who, lessonId: string) => {
    let key: string | null = null;
    const program = await write(
      who,
      async (tx) => (await lessonOf(tx, lessonId)).programId,
      async (tx) => {
        key = (await lessonOf(tx, lessonId)).l.fileKey;
        await tx.delete(trainingLessons).where(eq(trainingLessons.id, lessonId));
      },
    );
    if (key) await storage.delete({ visibility: 'private', key });
    return program;
  };

  const reorderLessons = (who: Who, moduleId: string, ids: string[]) =>
    write(
      who,
      async (tx) => (await moduleOf(tx, moduleId)).programId,
      async (tx) => {
        const rows = await tx.select({ id: trainingLessons.id }).from(trainingLessons).where(eq(trainingLessons.moduleId, moduleId));
        await reorder(
          tx,
          trainingLessons,
          rows.map((r) => r.id),
          ids,
        );
      },
    );

  /** Stores an image (JPG/PNG) or document lesson's file privately; the file it replaces is deleted afterwards. */
  async function attachFile(who: Who, lessonId: string, file: { filename: string; bytes: Buffer }): Promise<AuthoringProgram> {
    const { l } = await withRls(db, who.actor, async (tx) => {
      const found = await lessonOf(tx, lessonId);
      await editable(tx, found.programId);
      return found;
    });
    if (l.kind !== 'image' && l.kind !== 'document') throw refuseUpload(TRAINING_MESSAGES.fileWrongKind);
    const type = await documentTypeOf(
      file.bytes,
      l.kind === 'image' ? TRAINING_MESSAGES.imageWrongType : TRAINING_MESSAGES.documentWrongType,
    );
    if (l.kind === 'image' && !type.contentType.startsWith('image/')) throw refuseUpload(TRAINING_MESSAGES.imageWrongType);
    const release = await claimDocumentQuota({ userId: who.actor.userId, limiter: deps.limiter }, file.bytes.length);
    const key = `${TRAINING_FILE_FOLDER}/${lessonId}/${randomBytes(8).toString('hex')}.${type.ext}`;
    let replaced: string | null = null;
    let program: AuthoringProgram;
    try {
      await storage.put({ visibility: 'private', key }, file.bytes, { contentType: type.contentType });
      program = await write(
        who,
        async (tx) => (await lessonOf(tx, lessonId)).programId,
        async (tx) => {
          const now = await lessonOf(tx, lessonId);
          if (now.l.kind !== l.kind) throw refuseUpload(TRAINING_MESSAGES.fileWrongKind);
          replaced = now.l.fileKey;
          const name = nameForType(safeFileName(file.filename, type.ext, 'lesson'), type);
          await tx
            .update(trainingLessons)
            .set({ fileKey: key, fileName: name, fileType: type.contentType, updatedAt: new Date() })
            .where(eq(trainingLessons.id, lessonId));
        },
      );
    } catch (err) {
      await storage.delete({ visibility: 'private', key });
      await release();
      throw err;
    }
    if (replaced && replaced !== key) await storage.delete({ visibility: 'private', key: replaced });
    return program;
  }

  // ---------------------------------------------------------------- quiz questions

  const addQuestion = (who: Who, moduleId: string, input: QuestionIn) =>
    write(
      who,
      async (tx) => (await moduleOf(tx, moduleId)).programId,
      async (tx) => {
        const m = await moduleOf(tx, moduleId);
        const position = await nextPosition(tx, trainingQuizQuestions, eq(trainingQuizQuestions.moduleId, moduleId));
        // Never `.returning()` the whole row: app_user may not read correct_index.
        await tx
          .insert(trainingQuizQuestions)
          .values({ moduleId, position, prompt: input.prompt, options: input.options, correctIndex: input.correctIndex })
          .returning({ id: trainingQuizQuestions.id });
        if (m.passMarkPercent === null) {
          await tx
            .update(trainingModules)
            .set({ passMarkPercent: DEFAULT_PASS_MARK, updatedAt: new Date() })
            .where(eq(trainingModules.id, moduleId));
        }
      },
    );

  const updateQuestion = (who: Who, questionId: string, patch: QuestionPatch) =>
    write(
      who,
      async (tx) => (await questionOf(tx, questionId)).programId,
      async (tx) => {
        const { q } = await questionOf(tx, questionId);
        const options = patch.options ?? q.options;
        const correctIndex = patch.correctIndex ?? q.correctIndex;
        if (correctIndex >= options.length) throw fieldError('correctIndex', TRAINING_MESSAGES.correctIndexOutOfRange);
        await tx
          .update(trainingQuizQuestions)
          .set({ prompt: patch.prompt ?? q.prompt, options, correctIndex, updatedAt: new Date() })
          .where(eq(trainingQuizQuestions.id, questionId));
      },
    );

  const removeQuestion = (who: Who, questionId: string) =>
    write(
      who,
      async (tx) => (await questionOf(tx, questionId)).programId,
      async (tx) => {
        await tx.delete(trainingQuizQuestions).where(eq(trainingQuizQuestions.id, questionId));
      },
    );

  // ---------------------------------------------------------------- files for head office

  async function lessonFile(actor: Actor, lessonId: string): Promise<{ body: Readable; filename: string; contentType: string }> {
    const { l } = await withRls(db, actor, (tx) => lessonOf(tx, lessonId));
    return streamLessonFile(storage, l);
  }

  return {
    list,
    get,
    create,
    update,
    remove,
    addModule,
    updateModule,
    removeModule,
    reorderModules,
    setPrerequisites,
    addLesson,
    updateLesson,
    removeLesson,
    reorderLessons,
    attachFile,
    addQuestion,
    updateQuestion,
    removeQuestion,
    lessonFile,
  };
}
export type TrainingAuthoringService = ReturnType<typeof createTrainingAuthoringService>;

/** Depth-first search over "module → modules it requires". */
export function hasCycle(graph: Map<string, string[]>): boolean {
  const state = new Map<string, 1 | 2>();
  const visit = (n: string): boolean => {
    if (state.get(n) === 1) return true;
    if (state.get(n) === 2) return false;
    state.set(n, 1);
    for (const next of graph.get(n) ?? []) if (visit(next)) return true;
    state.set(n, 2);
    return false;
  };
  return [...graph.keys()].some(visit);
}

/** A lesson's stored file, streamed (404 when there is none). */
export async function streamLessonFile(
  storage: Storage,
  l: { fileKey: string | null; fileName: string | null; fileType: string | null },
): Promise<{ body: Readable; filename: string; contentType: string }> {
  if (!l.fileKey) throw AppError.notFound(TRAINING_MESSAGES.noFile);
  const body = await storage.stream({ visibility: 'private', key: l.fileKey });
  if (!body) throw AppError.notFound(TRAINING_MESSAGES.noFile);
  const ext = l.fileKey.split('.').pop() ?? '';
  return {
    body,
    filename: l.fileName ?? `lesson.${ext}`,
    contentType: l.fileType ?? DOCUMENT_CONTENT_TYPES[ext] ?? 'application/octet-stream',
  };
}
