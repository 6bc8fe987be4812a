import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
  locations,
  trainingEnrolments,
  trainingModuleProgress,
  trainingPrograms,
  trainingQuizAttempts,
  userProfiles,
} from '../../db/schema';
import { manilaDayStart, toManilaYmd } from '../../../shared/time';
import { withRls, type Actor, type Tx } from '../../lib/rls';
import type { LocationCompletion, PersonCompletion, ZReportQuery } from '../../../shared/training.contracts';
import { loadModuleFacts } from './facts';
import { computeProgress, dueOf, type ModuleFacts, type ProgressFacts } from './progress';

type Query = ReturnType<typeof ZReportQuery.parse>;

interface Learner {
  userId: string;
  programId: string;
}

/**
 * Head office's completion reports (training.report): per location (its owner's progress) and per person, for every
 * published programme of the location's brand. Learners who never opened a programme count from its publication.
 * Rows are computed in memory from a handful of queries (every lookup indexed by learner), then filtered and paged.
 */
export function createTrainingReportsService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function load(tx: Tx, q: Query) {
    const programs = await tx
      .select({ p: trainingPrograms, brandName: brands.name })
      .from(trainingPrograms)
      .innerJoin(brands, eq(brands.id, trainingPrograms.brandId))
      .where(
        and(
          eq(trainingPrograms.status, 'published'),
          q.brandId ? eq(trainingPrograms.brandId, q.brandId) : undefined,
          q.programId ? eq(trainingPrograms.id, q.programId) : undefined,
        ),
      )
      .orderBy(asc(brands.name), asc(trainingPrograms.title));
    const programIds = programs.map((r) => r.p.id);
    const brandIds = [...new Set(programs.map((r) => r.p.brandId))];
    const locs = brandIds.length
      ? await tx
          .select({ l: locations, ownerName: userProfiles.fullName, ownerEmail: userProfiles.email })
          .from(locations)
          .leftJoin(userProfiles, eq(userProfiles.id, locations.ownerId))
          .where(inArray(locations.brandId, brandIds))
          .orderBy(asc(locations.name))
      : [];
    const facts = await loadModuleFacts(tx, programIds);
    const ownerIds = [...new Set(locs.map((r) => r.l.ownerId).filter((id): id is string => !!id))];
    const enrolments = ownerIds.length
      ? await tx
          .select()
          .from(trainingEnrolments)
          .where(and(inArray(trainingEnrolments.userId, ownerIds), inArray(trainingEnrolments.programId, programIds)))
      : [];
    const moduleIds = [...facts.values()].flat().map((m) => m.id);
    const progress =
      ownerIds.length && moduleIds.length
        ? await tx
            .select()
            .from(trainingModuleProgress)
            .where(and(inArray(trainingModuleProgress.userId, ownerIds), inArray(trainingModuleProgress.moduleId, moduleIds)))
        : [];

    // Quiz attempts per learner and module, all time and today (Asia/Manila): head office sees who is guessing.
    const todayStart = manilaDayStart(toManilaYmd(now()));
    const attemptRows =
      ownerIds.length && moduleIds.length
        ? await tx
            .select({
              userId: trainingQuizAttempts.userId,
              moduleId: trainingQuizAttempts.moduleId,
              total: count(),
              today: sql<
                number | string
              >`count(*) filter (where ${trainingQuizAttempts.createdAt} >= ${todayStart.toISOString()}::timestamptz)`,
            })
            .from(trainingQuizAttempts)
            .where(and(inArray(trainingQuizAttempts.userId, ownerIds), inArray(trainingQuizAttempts.moduleId, moduleIds)))
            .groupBy(trainingQuizAttempts.userId, trainingQuizAttempts.moduleId)
        : [];
    // Indexed once: a large network's report is thousands of learner × programme rows, each looked up here.
    const programById = new Map(programs.map((r) => [r.p.id, r]));
    const moduleIdsOf = new Map([...facts].map(([programId, f]) => [programId, new Set(f.map((m) => m.id))]));
    const byUser = <T extends { userId: string }>(rows: readonly T[]) => {
      const map = new Map<string, T[]>();
      for (const r of rows) {
        const list = map.get(r.userId);
        if (list) list.push(r);
        else map.set(r.userId, [r]);
      }
      return map;
    };
    const progressByUser = byUser(progress);
    const attemptsByUser = byUser(attemptRows);
    const enrolmentOf = new Map(enrolments.map((e) => [`${e.userId}:${e.programId}`, e]));
    const inProgram = <T extends { moduleId: string }>(rows: readonly T[] | undefined, programId: string) => {
      const ids = moduleIdsOf.get(programId);
      return ids && rows ? rows.filter((r) => ids.has(r.moduleId)) : [];
    };

    const attemptsOf = (who: Learner) => {
      const mine = inProgram(attemptsByUser.get(who.userId), who.programId);
      return {
        quizAttempts: mine.reduce((n, r) => n + Number(r.total), 0),
        quizAttemptsToday: mine.reduce((n, r) => n + Number(r.today), 0),
      };
    };

    const cache = new Map<string, ReturnType<typeof progressRow>>();
    function progressRow(who: Learner) {
      const { p, brandName } = programById.get(who.programId)!;
      const f: ModuleFacts[] = facts.get(p.id) ?? [];
      const mine: ProgressFacts[] = inProgram(progressByUser.get(who.userId), p.id);
      const e = enrolmentOf.get(`${who.userId}:${p.id}`);
      const c = computeProgress(f, mine);
      const completedAt = e?.completedAt ?? null;
      const due = dueOf(e?.firstSeenAt ?? p.publishedAt, p.dueWithinDays, completedAt, now());
      return {
        brandId: p.brandId,
        brandName,
        programId: p.id,
        programTitle: p.title,
        percent: completedAt ? 100 : c.percent,
        modulesCompleted: c.modulesCompleted,
        modulesTotal: c.modulesTotal,
        firstSeenAt: e?.firstSeenAt.toISOString() ?? null,
        completedAt: completedAt?.toISOString() ?? null,
        dueOn: due.dueOn,
        overdue: due.overdue,
      };
    }
    const rowFor = (who: Learner) => {
      const k = `${who.userId}:${who.programId}`;
      if (!cache.has(k)) cache.set(k, progressRow(who));
      return cache.get(k)!;
    };
    /** A location without an owner has nobody to train: it shows 0 % and is due from publication. */
    const unowned = (programId: string) => rowFor({ userId: '', programId });
    return { programs, locs, rowFor, unowned, attemptsOf };
  }

  function page<T extends { overdue: boolean }>(rows: T[], q: Query, text: (r: T) => string) {
    const needle = q.search?.toLowerCase();
    const filtered = rows.filter((r) => (!q.overdue || r.overdue) && (!needle || text(r).toLowerCase().includes(needle)));
    return { items: filtered.slice(q.offset, q.offset + q.limit), total: filtered.length };
  }

  async function byLocation(actor: Actor, q: Query): Promise<{ items: LocationCompletion[]; total: number }> {
    return withRls(db, actor, async (tx) => {
      const { programs, locs, rowFor, unowned } = await load(tx, q);
      const rows: LocationCompletion[] = [];
      for (const { l, ownerName } of locs) {
        for (const { p } of programs.filter((r) => r.p.brandId === l.brandId)) {
          rows.push({
            locationId: l.id,
            locationCode: l.code,
            locationName: l.name,
            ownerId: l.ownerId,
            ownerName: ownerName ?? null,
            ...(l.ownerId ? rowFor({ userId: l.ownerId, programId: p.id }) : unowned(p.id)),
          });
        }
      }
      rows.sort(
        (a, b) =>
          a.brandName.localeCompare(b.brandName) ||
          a.locationName.localeCompare(b.locationName) ||
          a.programTitle.localeCompare(b.programTitle),
      );
      return page(rows, q, (r) => `${r.locationName} ${r.locationCode} ${r.ownerName ?? ''} ${r.programTitle}`);
    });
  }

  async function byPerson(actor: Actor, q: Query): Promise<{ items: PersonCompletion[]; total: number }> {
    return withRls(db, actor, async (tx) => {
      const { programs, locs, rowFor, attemptsOf } = await load(tx, q);
      const people = new Map<string, { fullName: string; email: string; locs: (typeof locs)[number]['l'][] }>();
      for (const { l, ownerName, ownerEmail } of locs) {
        if (!l.ownerId) continue;
        const person = people.get(l.ownerId) ?? { fullName: ownerName ?? '', email: ownerEmail ?? '', locs: [] };
        person.locs.push(l);
        people.set(l.ownerId, person);
      }
      const rows: PersonCompletion[] = [];
      for (const [userId, person] of people) {
        for (const { p } of programs) {
          const mine = person.locs.filter((l) => l.brandId === p.brandId);
          if (!mine.length) continue;
          rows.push({
            userId,
            fullName: person.fullName,
            email: person.email,
            locationNames: mine.map((l) => l.name),
            ...rowFor({ userId, programId: p.id }),
            ...attemptsOf({ userId, programId: p.id }),
          });
        }
      }
      rows.sort((a, b) => a.fullName.localeCompare(b.fullName) || a.programTitle.localeCompare(b.programTitle));
      return page(rows, q, (r) => `${r.fullName} ${r.email} ${r.locationNames.join(' ')} ${r.programTitle}`);
    });
  }

  return { byLocation, byPerson };
}
export type TrainingReportsService = ReturnType<typeof createTrainingReportsService>;
