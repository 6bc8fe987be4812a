import { addCalendarDays, toManilaYmd } from '../../../shared/time';
import type { LearnerModuleSummary, ModuleRef, ResumePointer, TrainingModuleState } from '../../../shared/training.contracts';

/**
 * The progress arithmetic of a learner in a programme, shared by the learner views and head office's reports.
 * Pure: the services load the facts (modules, lessons, question counts, prerequisites, progress rows) and this
 * derives states, percentages, the resume pointer and whether the programme is complete.
 */

/** Pass mark used when a module has questions but head office never set one. */
export const DEFAULT_PASS_MARK = 70;

/**
 * A quiz attempt's score as people read it (2 of 3 is 67%, rounded) and whether it passes, decided on the exact
 * fraction: 2 of 3 (66.67%) does not reach a pass mark of 67%.
 */
export function quizScore(correct: number, total: number, passMarkPercent: number): { scorePercent: number; passed: boolean } {
  return { scorePercent: Math.round((correct * 100) / total), passed: correct * 100 >= passMarkPercent * total };
}

export interface ModuleFacts {
  id: string;
  position: number;
  title: string;
  description: string;
  estimatedMinutes: number;
  passMarkPercent: number | null;
  /** Lessons in order. */
  lessons: { id: string; title: string }[];
  questionCount: number;
  prerequisiteIds: string[];
}

export interface ProgressFacts {
  moduleId: string;
  lastLessonId: string | null;
  completedLessonIds: string[];
  quizPassed: boolean;
  bestScorePercent: number | null;
  completedAt: Date | null;
  updatedAt: Date;
}

/** A module counts for learners only once it has a lesson (an empty module added to a published programme is hidden). */
export const visibleModules = (modules: ModuleFacts[]) =>
  [...modules].filter((m) => m.lessons.length > 0).sort((a, b) => a.position - b.position);

export const passMarkOf = (m: Pick<ModuleFacts, 'passMarkPercent'>) => m.passMarkPercent ?? DEFAULT_PASS_MARK;

/** True when every lesson is read and the quiz (if any) passed. */
export function moduleDone(m: ModuleFacts, p: Pick<ProgressFacts, 'completedLessonIds' | 'quizPassed'> | undefined): boolean {
  if (!p) return false;
  const read = new Set(p.completedLessonIds);
  return m.lessons.every((l) => read.has(l.id)) && (m.questionCount === 0 || p.quizPassed);
}

export interface ProgramProgress {
  modules: LearnerModuleSummary[];
  percent: number;
  modulesCompleted: number;
  modulesTotal: number;
  complete: boolean;
  resume: ResumePointer | null;
}

export function computeProgress(all: ModuleFacts[], progressRows: ProgressFacts[]): ProgramProgress {
  const modules = visibleModules(all);
  const byId = new Map(modules.map((m) => [m.id, m]));
  const progress = new Map(progressRows.map((p) => [p.moduleId, p]));
  const isCompleted = (id: string) => !!progress.get(id)?.completedAt;

  const summaries: LearnerModuleSummary[] = modules.map((m) => {
    const p = progress.get(m.id);
    const read = new Set(p?.completedLessonIds ?? []);
    const lessonsCompleted = m.lessons.filter((l) => read.has(l.id)).length;
    const hasQuiz = m.questionCount > 0;
    const lockedBy: ModuleRef[] = m.prerequisiteIds
      .filter((id) => byId.has(id) && !isCompleted(id))
      .map((id) => byId.get(id)!)
      .sort((a, b) => a.position - b.position)
      .map((r) => ({ id: r.id, title: r.title }));
    const completed = !!p?.completedAt;
    const state: TrainingModuleState = completed ? 'completed' : lockedBy.length ? 'locked' : p ? 'in_progress' : 'available';
    const steps = m.lessons.length + (hasQuiz ? 1 : 0);
    const done = lessonsCompleted + (hasQuiz && p?.quizPassed ? 1 : 0);
    return {
      id: m.id,
      position: m.position,
      title: m.title,
      description: m.description,
      estimatedMinutes: m.estimatedMinutes,
      lessonCount: m.lessons.length,
      lessonsCompleted,
      hasQuiz,
      questionCount: m.questionCount,
      passMarkPercent: hasQuiz ? passMarkOf(m) : null,
      quizPassed: !!p?.quizPassed,
      bestScorePercent: p?.bestScorePercent ?? null,
      state,
      percent: completed ? 100 : Math.min(99, Math.floor((done * 100) / Math.max(1, steps))),
      lockedBy: completed ? [] : lockedBy,
      completedAt: p?.completedAt?.toISOString() ?? null,
    };
  });

  const modulesCompleted = summaries.filter((s) => s.state === 'completed').length;
  const modulesTotal = summaries.length;
  const complete = modulesTotal > 0 && modulesCompleted === modulesTotal;
  const percent = complete
    ? 100
    : modulesTotal === 0
      ? 0
      : Math.min(99, Math.floor(summaries.reduce((sum, s) => sum + s.percent, 0) / modulesTotal));

  let resume: ResumePointer | null = null;
  if (!complete) {
    const open = summaries.filter((s) => s.state === 'in_progress' || s.state === 'available');
    const started = open
      .filter((s) => s.state === 'in_progress')
      .sort((a, b) => progress.get(b.id)!.updatedAt.getTime() - progress.get(a.id)!.updatedAt.getTime());
    const target = started[0] ?? open[0];
    if (target) {
      const m = byId.get(target.id)!;
      const p = progress.get(m.id);
      const read = new Set(p?.completedLessonIds ?? []);
      const lesson = m.lessons.find((l) => !read.has(l.id)) ?? m.lessons.find((l) => l.id === p?.lastLessonId) ?? null;
      resume = { moduleId: m.id, moduleTitle: m.title, lessonId: lesson?.id ?? null, lessonTitle: lesson?.title ?? null };
    }
  }
  return { modules: summaries, percent, modulesCompleted, modulesTotal, complete, resume };
}

const DAY_MS = 86_400_000;

/** When the due clock ends: first seen (else published) + due days; overdue when that is past and not complete. */
export function dueOf(start: Date | null, dueWithinDays: number, completedAt: Date | null, now: Date): { dueOn: string; overdue: boolean } {
  const from = start ?? now;
  const dueAt = new Date(from.getTime() + dueWithinDays * DAY_MS);
  return { dueOn: addCalendarDays(toManilaYmd(from), dueWithinDays), overdue: !completedAt && dueAt.getTime() < now.getTime() };
}

type CardProgram = { percent: number; overdue: boolean; completedAt: string | null };

/**
 * The programme the dashboard card shows: of the unfinished ones, the overdue first, then the furthest along (the one
 * the learner is working on), else the list's first; with everything finished, the latest finished.
 */
export function currentProgram<P extends CardProgram>(items: readonly P[]): P | undefined {
  const unfinished = items
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => !p.completedAt)
    .sort((a, b) => Number(b.p.overdue) - Number(a.p.overdue) || b.p.percent - a.p.percent || a.i - b.i);
  if (unfinished.length) return unfinished[0].p;
  return [...items].sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''))[0];
}
