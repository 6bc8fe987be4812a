import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { auditActions, auditAnswers, auditTemplateVersions, auditTemplates, audits, brands, locations } from '../schema';
import { questionsOf, scoreAudit, severityOf } from '../../../shared/audit-scoring';
import { ACTION_DUE_DAYS, type StoredQuestion, type StoredSection } from '../../../shared/audits.contracts';
import { addCalendarDays, toManilaYmd } from '../../../shared/time';

type Q = Omit<StoredQuestion, 'id' | 'critical' | 'photoRequired' | 'commentRequired' | 'allowNa'> &
  Partial<Pick<StoredQuestion, 'critical' | 'photoRequired' | 'commentRequired' | 'allowNa'>>;
const yes = (prompt: string, weight = 1, extra: Partial<Q> = {}): Q => ({ prompt, kind: 'yes_no', weight, allowNa: true, ...extra });
const score = (prompt: string, weight = 2): Q => ({ prompt, kind: 'score', maxScore: 5, passScore: 3, weight });
const temp = (prompt: string, passMin: number, passMax: number): Q => ({
  prompt,
  kind: 'number',
  min: -40,
  max: 100,
  passMin,
  passMax,
  unit: '°C',
  weight: 3,
  critical: true,
  photoRequired: true,
});

/** The food-service standards every brand's template starts from (sections in the order an auditor walks the store). */
function sectionsFor(brandName: string): StoredSection[] {
  const raw: { title: string; questions: Q[] }[] = [
    {
      title: 'Food safety and temperatures',
      questions: [
        temp('Chiller temperature (0–5 °C)', 0, 5),
        temp('Freezer temperature (−18 °C or colder)', -40, -18),
        temp('Hot-holding temperature (63 °C or hotter)', 63, 100),
        yes('Raw and cooked food stored apart', 3, { critical: true }),
        yes('Hand-wash station stocked (soap, paper towels)', 2),
      ],
    },
    {
      title: 'Cleanliness',
      questions: [score('Food preparation area clean'), score('Customer area and counter clean'), yes('Waste bins emptied and lidded', 1)],
    },
    {
      title: 'Brand presentation',
      questions: [
        {
          prompt: `${brandName} menu board condition`,
          kind: 'choice',
          weight: 2,
          choices: [
            { label: 'Good', passes: true },
            { label: 'Worn but readable', passes: true },
            { label: 'Damaged or outdated prices', passes: false },
          ],
        },
        yes('Signage lit and undamaged', 1),
        yes('Current promotion materials displayed', 1),
      ],
    },
    {
      title: 'Stock rotation (first in, first out)',
      questions: [yes('Oldest stock at the front, labels dated', 2), yes('No expired products on site', 3, { critical: true })],
    },
    {
      title: 'Cash handling',
      questions: [yes('Till counted at shift change and signed', 2), yes('Receipts issued for every sale', 2)],
    },
    {
      title: 'Staff',
      questions: [
        yes('Crew in full uniform with hairnets', 1),
        yes('Health certificates on file and current', 2),
        score('Service greeting and speed', 1),
      ],
    },
  ];
  return raw.map((s) => ({
    id: randomUUID(),
    title: s.title,
    questions: s.questions.map((q) => ({
      critical: false,
      photoRequired: false,
      commentRequired: false,
      allowNa: false,
      ...q,
      id: randomUUID(),
    })),
  }));
}

/** A plausible answer: mostly passing; `weak` questions (by position) fail. */
function answerFor(q: StoredQuestion, weak: boolean): { na: boolean; value: string | number | null } {
  switch (q.kind) {
    case 'yes_no':
      return { na: false, value: weak ? 'no' : 'yes' };
    case 'score':
      return { na: false, value: weak ? 2 : 4 };
    case 'number':
      return { na: false, value: weak ? (q.passMax ?? 0) + 3 : ((q.passMin ?? 0) + Math.min(q.passMax ?? 0, (q.passMin ?? 0) + 10)) / 2 };
    case 'choice':
      return { na: false, value: weak ? (q.choices?.length ?? 1) - 1 : 0 };
  }
}

/**
 * Audits of the demo network (issue 37): one template per brand, an approved audit of every location last quarter
 * (some weaker than others, their failed questions open or closed corrective actions), and the next audits: an
 * announced one due today at Maria's store for the franchisor, an unannounced one next week.
 */
export async function seedAudits(db: Db, opts: { now: Date; franchisorId: string }) {
  const today = toManilaYmd(opts.now);
  const brandRows = await db.select().from(brands);
  const templateOf = new Map<string, { id: string; versionId: string; sections: StoredSection[]; passMark: number }>();
  for (const b of brandRows) {
    const sections = sectionsFor(b.name);
    const [t] = await db
      .insert(auditTemplates)
      .values({ brandId: b.id, name: `${b.name} store standards`, currentVersion: 1, createdBy: opts.franchisorId })
      .returning();
    const [v] = await db
      .insert(auditTemplateVersions)
      .values({ templateId: t.id, version: 1, passMarkPercent: 80, sections, createdBy: opts.franchisorId })
      .returning();
    templateOf.set(b.id, { id: t.id, versionId: v.id, sections, passMark: 80 });
  }
  const locationRows = await db.select().from(locations).where(eq(locations.status, 'open'));
  let n = 0;
  for (const loc of locationRows) {
    const t = templateOf.get(loc.brandId);
    if (!t) continue;
    n += 1;
    const date = addCalendarDays(today, -60 - n * 3);
    const at = new Date(`${date}T10:00:00+08:00`);
    const questions = questionsOf(t.sections);
    // Every third store struggles with two questions; one in four fails a temperature.
    const weakAt = new Set(n % 3 === 0 ? [5, 8] : n % 4 === 0 ? [0] : [11]);
    const answers = questions.map((q, i) => ({ questionId: q.id, ...answerFor(q, weakAt.has(i)) }));
    const result = scoreAudit(t.sections, answers, t.passMark);
    const [a] = await db
      .insert(audits)
      .values({
        locationId: loc.id,
        templateId: t.id,
        templateVersionId: t.versionId,
        auditorId: opts.franchisorId,
        scheduledFor: date,
        cadence: 'quarterly',
        announced: true,
        status: 'approved',
        scoreTenths: Math.round(result.percent * 10),
        criticalFailures: result.criticalFailures,
        passed: result.passed,
        startedAt: at,
        submittedAt: new Date(at.getTime() + 3_600_000),
        approvedAt: new Date(at.getTime() + 26 * 3_600_000),
        approvedBy: opts.franchisorId,
        createdBy: opts.franchisorId,
      })
      .returning();
    await db.insert(auditAnswers).values(
      answers.map((x) => ({
        auditId: a.id,
        questionId: x.questionId,
        idempotencyKey: randomUUID(),
        fingerprint: 'seed',
        na: x.na,
        value: x.value,
        answeredAt: at,
        answeredBy: opts.franchisorId,
      })),
    );
    for (const f of result.failed) {
      const q = questions.find((x) => x.id === f.questionId)!;
      const severity = severityOf(q);
      const closed = n % 2 === 0;
      await db.insert(auditActions).values({
        auditId: a.id,
        locationId: loc.id,
        questionId: q.id,
        prompt: q.prompt,
        severity,
        dueOn: addCalendarDays(date, 1 + ACTION_DUE_DAYS[severity]),
        status: closed ? 'closed' : 'open',
        ...(closed ? { closedAt: new Date(at.getTime() + 5 * 86_400_000), closedBy: opts.franchisorId } : {}),
        // Seeded history: nobody is reminded or escalated about it again.
        remindedAt: at,
        escalatedAt: at,
      });
    }
  }
  // Maria's Makati store (the demo franchisee) gets the audits to come.
  const first = locationRows.find((l) => l.code === 'SE-MKT-001' && templateOf.has(l.brandId));
  if (first) {
    const t = templateOf.get(first.brandId)!;
    await db.insert(audits).values([
      {
        locationId: first.id,
        templateId: t.id,
        auditorId: opts.franchisorId,
        scheduledFor: today,
        cadence: 'quarterly',
        announced: true,
        createdBy: opts.franchisorId,
      },
      {
        locationId: first.id,
        templateId: t.id,
        auditorId: opts.franchisorId,
        scheduledFor: addCalendarDays(today, 7),
        cadence: 'once',
        announced: false,
        createdBy: opts.franchisorId,
      },
    ]);
  }
}
