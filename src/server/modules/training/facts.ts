import { asc, count, inArray } from 'drizzle-orm';
import { trainingLessons, trainingModulePrerequisites, trainingModules, trainingQuizQuestions } from '../../db/schema';
import type { Tx } from '../../lib/rls';
import type { ModuleFacts } from './progress';

/**
 * The facts progress is computed from, per programme: modules, their lessons in order, how many questions (never
 * the answer key: only columns app_user may read) and prerequisites. Runs in the caller's transaction, so row-level
 * security decides what a learner sees.
 */
export async function loadModuleFacts(tx: Tx, programIds: string[]): Promise<Map<string, ModuleFacts[]>> {
  const out = new Map<string, ModuleFacts[]>(programIds.map((id) => [id, []]));
  if (!programIds.length) return out;
  const modules = await tx
    .select()
    .from(trainingModules)
    .where(inArray(trainingModules.programId, programIds))
    .orderBy(asc(trainingModules.position), asc(trainingModules.createdAt));
  if (!modules.length) return out;
  const moduleIds = modules.map((m) => m.id);
  // One after the other: a transaction's queries share one connection.
  const lessons = await tx
    .select({ id: trainingLessons.id, moduleId: trainingLessons.moduleId, title: trainingLessons.title })
    .from(trainingLessons)
    .where(inArray(trainingLessons.moduleId, moduleIds))
    .orderBy(asc(trainingLessons.position), asc(trainingLessons.createdAt));
  const questionCounts = await tx
    .select({ moduleId: trainingQuizQuestions.moduleId, n: count(trainingQuizQuestions.id) })
    .from(trainingQuizQuestions)
    .where(inArray(trainingQuizQuestions.moduleId, moduleIds))
    .groupBy(trainingQuizQuestions.moduleId);
  const prereqs = await tx.select().from(trainingModulePrerequisites).where(inArray(trainingModulePrerequisites.moduleId, moduleIds));
  const qn = new Map(questionCounts.map((q) => [q.moduleId, Number(q.n)]));
  for (const m of modules) {
    out.get(m.programId)!.push({
      id: m.id,
      position: m.position,
      title: m.title,
      description: m.description,
      estimatedMinutes: m.estimatedMinutes,
      passMarkPercent: m.passMarkPercent,
      lessons: lessons.filter((l) => l.moduleId === m.id).map((l) => ({ id: l.id, title: l.title })),
      questionCount: qn.get(m.id) ?? 0,
      prerequisiteIds: prereqs.filter((p) => p.moduleId === m.id).map((p) => p.requiredModuleId),
    });
  }
  return out;
}
