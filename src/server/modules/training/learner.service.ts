import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
  trainingEnrolments,
  trainingLessons,
  trainingModuleProgress,
  trainingModules,
  trainingPrograms,
  trainingQuizAttempts,
  trainingQuizQuestions,
  userProfiles,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { asOwner, withRls, type Actor, type Tx } from '../../lib/rls';
import type { Storage } from '../../lib/storage';
import { createMarkdownCache } from '../../lib/markdown';
import { addCalendarDays, manilaDayStart, toManilaYmd } from '../../../shared/time';
import {
  TRAINING_MESSAGES,
  TRAINING_QUIZ_LIMITS,
  type LearnerModule,
  type LearnerProgram,
  type QuizAttemptState,
  type QuizResult,
  type TrainingSummary,
} from '../../../shared/training.contracts';
import { streamLessonFile } from './authoring.service';
import { renderCertificate } from './certificate';
import { loadModuleFacts } from './facts';
import {
  computeProgress,
  currentProgram,
  dueOf,
  moduleDone,
  passMarkOf,
  quizScore,
  type ModuleFacts,
  type ProgressFacts,
} from './progress';

type ProgramRow = typeof trainingPrograms.$inferSelect;
type EnrolmentRow = typeof trainingEnrolments.$inferSelect;

const progressFacts = (r: typeof trainingModuleProgress.$inferSelect): ProgressFacts => ({
  moduleId: r.moduleId,
  lastLessonId: r.lastLessonId,
  completedLessonIds: r.completedLessonIds,
  quizPassed: r.quizPassed,
  bestScorePercent: r.bestScorePercent,
  completedAt: r.completedAt,
  updatedAt: r.updatedAt,
});

/** A certificate number: TRN-<Manila date>-<8 hex>, given once per completed enrolment. */
const certificateNumber = (at: Date) => `TRN-${toManilaYmd(at).replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * A franchisee's side of training: everything runs under row-level security (only published programmes of the
 * learner's brands are visible; progress rows are the learner's own). The answer key is read as the owner only to
 * grade a submission, after the module was found visible and unlocked.
 */

/** Lessons are rendered like blog posts (one sanitised pipeline); an edited body is a new key, so nothing goes stale. */
const markdownCache = createMarkdownCache(500);
const lessonHtml = (lessonId: string, body: string) => (body ? markdownCache(`${lessonId}:${body}`, body) : '');

export function createTrainingLearnerService(deps: { db: Db; storage: Storage; now?: () => Date }) {
  const { db, storage } = deps;
  const now = deps.now ?? (() => new Date());

  async function visiblePrograms(tx: Tx, programIds?: string[]) {
    return tx
      .select({ p: trainingPrograms, brandName: brands.name })
      .from(trainingPrograms)
      .innerJoin(brands, eq(brands.id, trainingPrograms.brandId))
      .where(and(eq(trainingPrograms.status, 'published'), programIds ? inArray(trainingPrograms.id, programIds) : undefined))
      .orderBy(asc(brands.name), asc(trainingPrograms.publishedAt), asc(trainingPrograms.title));
  }

  /** The learner's enrolments in these programmes, created (first seen now) where missing. */
  async function enrol(tx: Tx, actor: Actor, programIds: string[]): Promise<Map<string, EnrolmentRow>> {
    if (!programIds.length) return new Map();
    // Written by the server (migration 0035): the programmes were found visible to the learner under RLS.
    await asOwner(tx, () =>
      tx
        .insert(trainingEnrolments)
        .values(programIds.map((programId) => ({ userId: actor.userId, programId, firstSeenAt: now() })))
        .onConflictDoNothing(),
    );
    return enrolmentsOf(tx, actor, programIds);
  }

  async function enrolmentsOf(tx: Tx, actor: Actor, programIds: string[]): Promise<Map<string, EnrolmentRow>> {
    if (!programIds.length) return new Map();
    const rows = await tx
      .select()
      .from(trainingEnrolments)
      .where(and(eq(trainingEnrolments.userId, actor.userId), inArray(trainingEnrolments.programId, programIds)));
    return new Map(rows.map((r) => [r.programId, r]));
  }

  async function progressOf(tx: Tx, actor: Actor, moduleIds: string[]) {
    if (!moduleIds.length) return [];
    const rows = await tx
      .select()
      .from(trainingModuleProgress)
      .where(and(eq(trainingModuleProgress.userId, actor.userId), inArray(trainingModuleProgress.moduleId, moduleIds)));
    return rows.map(progressFacts);
  }

  function learnerProgram(
    p: ProgramRow,
    brandName: string,
    facts: ModuleFacts[],
    progress: ProgressFacts[],
    e: EnrolmentRow,
  ): LearnerProgram {
    const c = computeProgress(facts, progress);
    const due = dueOf(e.firstSeenAt, p.dueWithinDays, e.completedAt, now());
    return {
      id: p.id,
      brandId: p.brandId,
      brandName,
      title: p.title,
      description: p.description,
      dueWithinDays: p.dueWithinDays,
      firstSeenAt: e.firstSeenAt.toISOString(),
      dueOn: due.dueOn,
      overdue: due.overdue,
      percent: e.completedAt ? 100 : c.percent,
      modulesCompleted: c.modulesCompleted,
      modulesTotal: c.modulesTotal,
      completedAt: e.completedAt?.toISOString() ?? null,
      certificateNumber: e.certificateNumber,
      certificateAvailable: !!e.completedAt,
      resume: e.completedAt ? null : c.resume,
      modules: c.modules,
    };
  }

  /**
   * The learner's programmes with their progress. Viewing enrols (`enrol`, the default: first seen starts the due
   * clock); the dashboard summary only looks, counting a programme never opened from its publication.
   */
  async function programsIn(tx: Tx, actor: Actor, programIds?: string[], opts: { enrol?: boolean } = {}): Promise<LearnerProgram[]> {
    const programs = await visiblePrograms(tx, programIds);
    const ids = programs.map((r) => r.p.id);
    const facts = await loadModuleFacts(tx, ids);
    const enrolments = opts.enrol === false ? await enrolmentsOf(tx, actor, ids) : await enrol(tx, actor, ids);
    const progress = await progressOf(
      tx,
      actor,
      [...facts.values()].flat().map((m) => m.id),
    );
    return programs.map(({ p, brandName }) => {
      const f = facts.get(p.id) ?? [];
      const mine = progress.filter((x) => f.some((m) => m.id === x.moduleId));
      const e = enrolments.get(p.id) ?? {
        id: '',
        userId: actor.userId,
        programId: p.id,
        firstSeenAt: p.publishedAt ?? now(),
        completedAt: null,
        certificateNumber: null,
      };
      return learnerProgram(p, brandName, f, mine, e);
    });
  }

  const overview = (actor: Actor) => withRls(db, actor, async (tx) => ({ items: await programsIn(tx, actor) }));

  async function summary(actor: Actor): Promise<TrainingSummary> {
    const items = await withRls(db, actor, (tx) => programsIn(tx, actor, undefined, { enrol: false }));
    const current = currentProgram(items);
    if (!current) {
      return {
        programId: null,
        programTitle: null,
        percent: 0,
        modulesCompleted: 0,
        modulesTotal: 0,
        nextModule: null,
        certificateAvailable: false,
        overdue: false,
        programCount: 0,
      };
    }
    return {
      programId: current.id,
      programTitle: current.title,
      percent: current.percent,
      modulesCompleted: current.modulesCompleted,
      modulesTotal: current.modulesTotal,
      nextModule: current.resume ? { id: current.resume.moduleId, title: current.resume.moduleTitle } : null,
      certificateAvailable: current.certificateAvailable,
      overdue: current.overdue,
      programCount: items.length,
    };
  }

  /** The module as the learner may see it (visible, has lessons), with its programme's computed progress. */
  async function moduleContext(tx: Tx, actor: Actor, moduleId: string) {
    const [m] = await tx
      .select({ programId: trainingModules.programId })
      .from(trainingModules)
      .innerJoin(trainingPrograms, eq(trainingPrograms.id, trainingModules.programId))
      .where(and(eq(trainingModules.id, moduleId), eq(trainingPrograms.status, 'published')));
    if (!m) throw AppError.notFound(TRAINING_MESSAGES.moduleNotFound);
    const [program] = await programsIn(tx, actor, [m.programId]);
    const summary = program?.modules.find((s) => s.id === moduleId);
    if (!program || !summary) throw AppError.notFound(TRAINING_MESSAGES.moduleNotFound);
    return { program, summary };
  }

  function refuseLocked(summary: LearnerModule | LearnerProgram['modules'][number]) {
    if (summary.state === 'locked') {
      throw AppError.of('DUPLICATE_RESOURCE', TRAINING_MESSAGES.moduleLocked(summary.lockedBy.map((r) => r.title)), {
        lockedBy: summary.lockedBy,
      });
    }
  }

  async function moduleIn(tx: Tx, actor: Actor, moduleId: string): Promise<LearnerModule> {
    const { program, summary } = await moduleContext(tx, actor, moduleId);
    refuseLocked(summary);
    const lessons = await tx
      .select()
      .from(trainingLessons)
      .where(eq(trainingLessons.moduleId, moduleId))
      .orderBy(asc(trainingLessons.position), asc(trainingLessons.createdAt));
    // Only the columns app_user may read: never correct_index.
    const questions = await tx
      .select({
        id: trainingQuizQuestions.id,
        position: trainingQuizQuestions.position,
        prompt: trainingQuizQuestions.prompt,
        options: trainingQuizQuestions.options,
      })
      .from(trainingQuizQuestions)
      .where(eq(trainingQuizQuestions.moduleId, moduleId))
      .orderBy(asc(trainingQuizQuestions.position), asc(trainingQuizQuestions.createdAt));
    const [p] = await tx
      .select()
      .from(trainingModuleProgress)
      .where(and(eq(trainingModuleProgress.userId, actor.userId), eq(trainingModuleProgress.moduleId, moduleId)));
    const [last] = await tx
      .select()
      .from(trainingQuizAttempts)
      .where(and(eq(trainingQuizAttempts.userId, actor.userId), eq(trainingQuizAttempts.moduleId, moduleId)))
      .orderBy(desc(trainingQuizAttempts.createdAt))
      .limit(1);
    const [{ attempts }] = await tx
      .select({ attempts: count() })
      .from(trainingQuizAttempts)
      .where(and(eq(trainingQuizAttempts.userId, actor.userId), eq(trainingQuizAttempts.moduleId, moduleId)));
    const read = new Set(p?.completedLessonIds ?? []);
    const index = program.modules.findIndex((s) => s.id === moduleId);
    const ref = (i: number) => (program.modules[i] ? { id: program.modules[i].id, title: program.modules[i].title } : null);
    return {
      ...summary,
      program: { id: program.id, title: program.title, brandName: program.brandName },
      lessons: lessons.map((l) => ({
        id: l.id,
        position: l.position,
        title: l.title,
        kind: l.kind,
        body: l.body,
        html: lessonHtml(l.id, l.body),
        videoUrl: l.kind === 'video' ? l.videoUrl : null,
        file: l.fileKey && (l.kind === 'image' || l.kind === 'document') ? { name: l.fileName ?? 'file', type: l.fileType ?? '' } : null,
        estimatedMinutes: l.estimatedMinutes,
        completed: read.has(l.id),
      })),
      quiz: questions.length
        ? {
            passMarkPercent: summary.passMarkPercent ?? passMarkOf({ passMarkPercent: null }),
            questions,
            lastAttempt: last ? { scorePercent: last.scorePercent, passed: last.passed, createdAt: last.createdAt.toISOString() } : null,
            attemptCount: Number(attempts),
            attempts: await attemptState(tx, actor, moduleId, !!p?.quizPassed),
          }
        : null,
      lastLessonId: p?.lastLessonId ?? null,
      previousModule: ref(index - 1),
      nextModule: ref(index + 1),
    };
  }

  /**
   * The learner's attempts at a module's quiz today (Asia/Manila) and when the next one is allowed (issue 32): after
   * the cool-down from the last attempt, and tomorrow once the day's attempts are used. No limit once passed.
   */
  async function attemptState(tx: Tx, actor: Actor, moduleId: string, quizPassed: boolean): Promise<QuizAttemptState> {
    const { attemptsPerDay: perDay, cooldownSeconds } = TRAINING_QUIZ_LIMITS;
    const at = now();
    const today = toManilaYmd(at);
    const [row] = await tx
      .select({ n: count(), last: sql<string | Date | null>`max(${trainingQuizAttempts.createdAt})` })
      .from(trainingQuizAttempts)
      .where(
        and(
          eq(trainingQuizAttempts.userId, actor.userId),
          eq(trainingQuizAttempts.moduleId, moduleId),
          gte(trainingQuizAttempts.createdAt, manilaDayStart(today)),
        ),
      );
    const usedToday = Number(row?.n ?? 0);
    if (quizPassed) return { perDay, cooldownSeconds, usedToday, limitReached: false, nextAttemptAt: null };
    if (usedToday >= perDay) {
      return {
        perDay,
        cooldownSeconds,
        usedToday,
        limitReached: true,
        nextAttemptAt: manilaDayStart(addCalendarDays(today, 1)).toISOString(),
      };
    }
    const last = row?.last ? new Date(row.last) : null;
    const next = last ? new Date(last.getTime() + cooldownSeconds * 1000) : null;
    return { perDay, cooldownSeconds, usedToday, limitReached: false, nextAttemptAt: next && next > at ? next.toISOString() : null };
  }

  /** Refuses an attempt before its time: 429 with Retry-After and the catalogue's message. */
  function refuseEarly(state: QuizAttemptState) {
    if (!state.nextAttemptAt) return;
    const seconds = Math.max(1, Math.ceil((Date.parse(state.nextAttemptAt) - now().getTime()) / 1000));
    const message = state.limitReached ? TRAINING_MESSAGES.quizDailyLimit(state.perDay) : TRAINING_MESSAGES.quizCoolDown(seconds);
    throw AppError.of('RATE_LIMITED', message, { attempts: state }).retryAfter(seconds);
  }

  const getModule = (actor: Actor, moduleId: string) => withRls(db, actor, (tx) => moduleIn(tx, actor, moduleId));

  /**
   * The learner's progress row of a module, created (started now) when missing, locked for the change. Progress is
   * written by the server as the owner (migration 0035), only after the module was found visible and open.
   */
  async function startedProgress(tx: Tx, actor: Actor, moduleId: string) {
    return asOwner(tx, async () => {
      await tx.insert(trainingModuleProgress).values({ userId: actor.userId, moduleId }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(trainingModuleProgress)
        .where(and(eq(trainingModuleProgress.userId, actor.userId), eq(trainingModuleProgress.moduleId, moduleId)))
        .for('update');
      return row;
    });
  }

  /** Marks the module complete when its lessons are read and its quiz passed, then the programme when all are. */
  async function settle(tx: Tx, actor: Actor, moduleId: string, programId: string) {
    const facts = (await loadModuleFacts(tx, [programId])).get(programId) ?? [];
    const m = facts.find((f) => f.id === moduleId);
    const [p] = await tx
      .select()
      .from(trainingModuleProgress)
      .where(and(eq(trainingModuleProgress.userId, actor.userId), eq(trainingModuleProgress.moduleId, moduleId)));
    let moduleCompleted = !!p?.completedAt;
    if (m && p && !p.completedAt && moduleDone(m, p)) {
      await asOwner(tx, () =>
        tx.update(trainingModuleProgress).set({ completedAt: now(), updatedAt: now() }).where(eq(trainingModuleProgress.id, p.id)),
      );
      moduleCompleted = true;
    }
    const progress = await progressOf(
      tx,
      actor,
      facts.map((f) => f.id),
    );
    const c = computeProgress(facts, progress);
    let programCompleted = false;
    if (c.complete) {
      const [e] = await asOwner(tx, () =>
        tx
          .update(trainingEnrolments)
          .set({ completedAt: now(), certificateNumber: certificateNumber(now()) })
          .where(
            and(
              eq(trainingEnrolments.userId, actor.userId),
              eq(trainingEnrolments.programId, programId),
              isNull(trainingEnrolments.completedAt),
            ),
          )
          .returning({ id: trainingEnrolments.id }),
      );
      programCompleted = !!e;
    }
    return { moduleCompleted, programCompleted, complete: c.complete };
  }

  async function completeLesson(actor: Actor, lessonId: string): Promise<LearnerModule> {
    return withRls(db, actor, async (tx) => {
      const [l] = await tx
        .select({ id: trainingLessons.id, moduleId: trainingLessons.moduleId })
        .from(trainingLessons)
        .where(eq(trainingLessons.id, lessonId));
      if (!l) throw AppError.notFound(TRAINING_MESSAGES.lessonNotFound);
      const { program, summary } = await moduleContext(tx, actor, l.moduleId);
      refuseLocked(summary);
      const p = await startedProgress(tx, actor, l.moduleId);
      const read = p.completedLessonIds.includes(lessonId) ? p.completedLessonIds : [...p.completedLessonIds, lessonId];
      await asOwner(tx, () =>
        tx
          .update(trainingModuleProgress)
          .set({ completedLessonIds: read, lastLessonId: lessonId, updatedAt: now() })
          .where(eq(trainingModuleProgress.id, p.id)),
      );
      await settle(tx, actor, l.moduleId, program.id);
      return moduleIn(tx, actor, l.moduleId);
    });
  }

  async function submitQuiz(actor: Actor, moduleId: string, answers: number[]): Promise<QuizResult> {
    return withRls(db, actor, async (tx) => {
      const { program, summary } = await moduleContext(tx, actor, moduleId);
      refuseLocked(summary);
      if (!summary.hasQuiz) throw AppError.of('DUPLICATE_RESOURCE', TRAINING_MESSAGES.noQuiz);
      if (summary.lessonsCompleted < summary.lessonCount) throw AppError.of('DUPLICATE_RESOURCE', TRAINING_MESSAGES.lessonsFirst);
      // The module is visible and open to this learner: now the answer key may be read (as the owner).
      const key = await asOwner(tx, () =>
        tx
          .select({
            id: trainingQuizQuestions.id,
            options: trainingQuizQuestions.options,
            correctIndex: trainingQuizQuestions.correctIndex,
          })
          .from(trainingQuizQuestions)
          .where(eq(trainingQuizQuestions.moduleId, moduleId))
          .orderBy(asc(trainingQuizQuestions.position), asc(trainingQuizQuestions.createdAt)),
      );
      if (answers.length !== key.length) {
        const message = TRAINING_MESSAGES.answersCount(key.length);
        throw AppError.validation(message, { fieldErrors: { answers: [message] } });
      }
      if (answers.some((a, i) => a >= key[i].options.length)) {
        throw AppError.validation(TRAINING_MESSAGES.answerOutOfRange, { fieldErrors: { answers: [TRAINING_MESSAGES.answerOutOfRange] } });
      }
      // The progress row is locked first, so two attempts at once are counted one after the other.
      const p = await startedProgress(tx, actor, moduleId);
      const before = await attemptState(tx, actor, moduleId, p.quizPassed);
      refuseEarly(before);
      const correctCount = key.filter((q, i) => answers[i] === q.correctIndex).length;
      const passMarkPercent = summary.passMarkPercent ?? passMarkOf({ passMarkPercent: null });
      const { scorePercent, passed } = quizScore(correctCount, key.length, passMarkPercent);
      // Graded and recorded by the server as the owner (migration 0035): a learner's statements only read these.
      await asOwner(tx, async () => {
        await tx.insert(trainingQuizAttempts).values({ userId: actor.userId, moduleId, answers, scorePercent, passed, createdAt: now() });
        await tx
          .update(trainingModuleProgress)
          .set({
            quizPassed: p.quizPassed || passed,
            bestScorePercent: Math.max(p.bestScorePercent ?? 0, scorePercent),
            updatedAt: now(),
          })
          .where(eq(trainingModuleProgress.id, p.id));
      });
      const attempts = await attemptState(tx, actor, moduleId, p.quizPassed || passed);
      // Per question only once passed (with the key), or after the day's last attempt (which were wrong, not what is
      // right); otherwise the score only, so answers cannot be searched one question at a time.
      const reveal = passed || p.quizPassed;
      const results =
        reveal || attempts.limitReached
          ? key.map((q, i) => ({
              questionId: q.id,
              chosenIndex: answers[i],
              correct: answers[i] === q.correctIndex,
              correctIndex: reveal ? q.correctIndex : null,
            }))
          : null;
      const settled = await settle(tx, actor, moduleId, program.id);
      const after = await moduleIn(tx, actor, moduleId);
      const { program: _p, lessons: _l, quiz: _q, lastLessonId: _x, previousModule: _a, nextModule: _b, ...moduleSummary } = after;
      return {
        scorePercent,
        passed,
        passMarkPercent,
        correctCount,
        questionCount: key.length,
        results,
        attempts,
        moduleCompleted: settled.moduleCompleted,
        programCompleted: settled.programCompleted,
        certificateAvailable: settled.complete,
        module: moduleSummary,
      };
    });
  }

  async function lessonFile(actor: Actor, lessonId: string): Promise<{ body: Readable; filename: string; contentType: string }> {
    const l = await withRls(db, actor, async (tx) => {
      const [row] = await tx
        .select({
          moduleId: trainingLessons.moduleId,
          fileKey: trainingLessons.fileKey,
          fileName: trainingLessons.fileName,
          fileType: trainingLessons.fileType,
        })
        .from(trainingLessons)
        .innerJoin(trainingModules, eq(trainingModules.id, trainingLessons.moduleId))
        .innerJoin(trainingPrograms, eq(trainingPrograms.id, trainingModules.programId))
        .where(and(eq(trainingLessons.id, lessonId), eq(trainingPrograms.status, 'published')));
      if (!row) return row;
      // A locked module's files stay shut like its lessons (409), not only its page.
      const { summary } = await moduleContext(tx, actor, row.moduleId);
      refuseLocked(summary);
      return row;
    });
    if (!l) throw AppError.notFound(TRAINING_MESSAGES.lessonNotFound);
    return streamLessonFile(storage, l);
  }

  /** The certificate PDF of a completed programme (409 before 100 %). */
  async function certificate(actor: Actor, programId: string): Promise<{ bytes: Buffer; filename: string }> {
    const data = await withRls(db, actor, async (tx) => {
      const [program] = await programsIn(tx, actor, [programId]);
      if (!program) throw AppError.notFound(TRAINING_MESSAGES.programNotFound);
      if (!program.completedAt || !program.certificateNumber)
        throw AppError.of('DUPLICATE_RESOURCE', TRAINING_MESSAGES.certificateNotReady);
      const [me] = await tx.select({ fullName: userProfiles.fullName }).from(userProfiles).where(eq(userProfiles.id, actor.userId));
      return { program, fullName: me?.fullName ?? '' };
    });
    const bytes = await renderCertificate({
      learnerName: data.fullName,
      programTitle: data.program.title,
      brandName: data.program.brandName,
      completedAt: new Date(data.program.completedAt!),
      certificateNumber: data.program.certificateNumber!,
    });
    return { bytes, filename: `certificate-${data.program.certificateNumber}.pdf` };
  }

  return { overview, summary, getModule, completeLesson, submitQuiz, lessonFile, certificate };
}
export type TrainingLearnerService = ReturnType<typeof createTrainingLearnerService>;
