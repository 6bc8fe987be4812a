import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../test/harness';
import { attemptAs } from '../test/rls-attempt';
import {
  brands,
  dailySales,
  dailySalesHistory,
  locations,
  marketingAssetDownloads,
  marketingAssets,
  supportTickets,
  trainingEnrolments,
  trainingModuleProgress,
  trainingModules,
  trainingPrograms,
  trainingQuizAttempts,
} from '../db/schema';
import { withRls, type Actor } from './rls';

/**
 * Issue 32, point 4 (migration 0035, decision 018): rows only head office or the server should write. Each case is
 * what an outside probe did as `app_user` with a franchisee's identity; each statement must now be refused (42501) and
 * leave the row as it was, while the franchisee's own legitimate statements still pass.
 */

let t: TestApp;
let maria: { userId: string };
let hq: { userId: string };
const id: Record<string, string> = {};

const asMaria = (): Actor => ({ userId: maria.userId, role: 'franchisee' });
const asHq = (): Actor => ({ userId: hq.userId, role: 'franchisor' });
const attempt = (actor: Actor, statement: SQL) => attemptAs(t.db, actor, statement);

beforeAll(async () => {
  t = await createTestApp();
  maria = await signUp(t, { role: 'franchisee' });
  hq = await signUp(t, { role: 'franchisor' });
  const [brand] = await t.db.insert(brands).values({ slug: 'sw-a', name: 'Server Written' }).returning();
  const [loc] = await t.db
    .insert(locations)
    .values({ brandId: brand.id, ownerId: maria.userId, code: 'SW-M', name: 'SW-M', addressLine: 'a', city: 'c', province: 'p' })
    .returning();
  id.loc = loc.id;
  const day = (salesDate: string, status: 'approved' | 'submitted') =>
    t.db
      .insert(dailySales)
      .values({
        locationId: loc.id,
        salesDate,
        grossCentavos: 500_000,
        netCentavos: 500_000,
        transactions: 50,
        status,
        reportedBy: maria.userId,
        submittedAt: new Date('2026-03-02T10:00:00Z'),
        reviewedBy: status === 'approved' ? hq.userId : null,
        reviewedAt: status === 'approved' ? new Date('2026-03-03T10:00:00Z') : null,
      })
      .returning();
  id.approvedDay = (await day('2026-03-01', 'approved'))[0].id;
  id.submittedDay = (await day('2026-03-02', 'submitted'))[0].id;

  const [ticket] = await t.db
    .insert(supportTickets)
    .values({ ticketNumber: 'TKT-SW', locationId: loc.id, createdBy: maria.userId, subject: 'S', category: 'Other', description: 'd' })
    .returning();
  id.ticket = ticket.id;

  const [program] = await t.db.insert(trainingPrograms).values({ brandId: brand.id, title: 'P', status: 'published' }).returning();
  id.program = program.id;
  const [module] = await t.db
    .insert(trainingModules)
    .values({ programId: program.id, position: 1, title: 'M', passMarkPercent: 100 })
    .returning();
  id.module = module.id;
  await t.db.insert(trainingEnrolments).values({ userId: maria.userId, programId: program.id });
  await t.db.insert(trainingModuleProgress).values({ userId: maria.userId, moduleId: module.id });

  const [asset] = await t.db
    .insert(marketingAssets)
    .values({ brandId: brand.id, title: 'Menu', type: 'document', category: 'Menu' })
    .returning();
  id.asset = asset.id;
});
afterAll(async () => t?.close());

describe('rows a franchisee must not write as app_user (issue 32)', () => {
  it('(a) an approved sales day cannot be rewritten without its correction being filed in the history', async () => {
    const before = (await t.db.select().from(dailySales).where(eq(dailySales.id, id.approvedDay)))[0];
    // New figures, back to submitted (what the probe did), staying approved, or "corrected" with no history row.
    for (const status of ['submitted', 'approved', 'corrected'] as const) {
      expect(
        await attempt(
          asMaria(),
          sql`update daily_sales set gross_centavos = 100, net_centavos = 100, status = ${status}, submitted_at = now()
              where id = ${id.approvedDay} returning id`,
        ),
      ).toBe('refused');
    }
    // Figures changed with no new submission time on a submitted day: refused as well.
    expect(
      await attempt(
        asMaria(),
        sql`update daily_sales set gross_centavos = 100, net_centavos = 100 where id = ${id.submittedDay} returning id`,
      ),
    ).toBe('refused');
    const after = (await t.db.select().from(dailySales).where(eq(dailySales.id, id.approvedDay)))[0];
    expect(after).toEqual(before);
    expect(await t.db.select().from(dailySalesHistory).where(eq(dailySalesHistory.salesId, id.approvedDay))).toEqual([]);

    // The service's own correction (new figures, corrected, its history entry in the same transaction) still passes,
    // and so does attaching a proof to a reported day.
    await withRls(t.db, asMaria(), async (tx) => {
      await tx
        .update(dailySales)
        .set({ grossCentavos: 400_000, netCentavos: 400_000, status: 'corrected', submittedAt: new Date() })
        .where(eq(dailySales.id, id.approvedDay));
      await tx.insert(dailySalesHistory).values({
        salesId: id.approvedDay,
        locationId: id.loc,
        fromStatus: 'approved',
        toStatus: 'corrected',
        note: 'Typo',
        actorId: maria.userId,
      });
    });
    expect(
      await attempt(
        asMaria(),
        sql`update daily_sales set proof_key = 'k', proof_name = 'p.pdf' where id = ${id.submittedDay} returning id`,
      ),
    ).toBe(1);
    expect((await t.db.select().from(dailySales).where(eq(dailySales.id, id.approvedDay)))[0].status).toBe('corrected');
  });

  it('(b) an own ticket cannot be resolved, escalated, assigned or given a forged first response', async () => {
    for (const change of [
      sql`status = 'resolved', priority = 'Urgent', first_response_at = now(), resolved_at = now()`,
      sql`priority = 'Urgent'`,
      sql`first_response_at = now()`,
      sql`assigned_to = ${hq.userId}`,
      sql`status = 'in_progress'`,
    ]) {
      expect(await attempt(asMaria(), sql`update support_tickets set ${change} where id = ${id.ticket} returning id`)).toBe('refused');
    }
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, id.ticket));
    expect(row).toMatchObject({ status: 'open', priority: 'Medium', firstResponseAt: null, resolvedAt: null, assignedTo: null });

    // What the franchisee does through the API: a reply touches the activity time; they may close their ticket.
    expect(
      await attempt(
        asMaria(),
        sql`update support_tickets set last_activity_at = now(), updated_at = now() where id = ${id.ticket} returning id`,
      ),
    ).toBe(1);
    // Head office still works the ticket as app_user.
    expect(await attempt(asHq(), sql`update support_tickets set priority = 'High' where id = ${id.ticket} returning id`)).toBe(1);
    expect(
      await attempt(asMaria(), sql`update support_tickets set status = 'closed', closed_at = now() where id = ${id.ticket} returning id`),
    ).toBe(1);
  });

  it('(c) quiz progress cannot be set to passed, nor an attempt, completion or certificate number forged', async () => {
    const statements = [
      sql`update training_module_progress set quiz_passed = true, best_score_percent = 100, completed_at = now()
          where user_id = ${maria.userId} returning id`,
      sql`insert into training_module_progress (user_id, module_id, quiz_passed) values (${maria.userId}, ${id.module}, true) returning id`,
      sql`insert into training_quiz_attempts (user_id, module_id, answers, score_percent, passed)
          values (${maria.userId}, ${id.module}, '[0]'::jsonb, 100, true) returning id`,
      sql`update training_enrolments set completed_at = now(), certificate_number = 'TRN-20260301-FORGED00'
          where user_id = ${maria.userId} returning id`,
      sql`insert into training_enrolments (user_id, program_id) values (${maria.userId}, ${id.program}) returning id`,
    ];
    for (const statement of statements) expect(await attempt(asMaria(), statement)).toBe('refused');
    const [progress] = await t.db.select().from(trainingModuleProgress).where(eq(trainingModuleProgress.userId, maria.userId));
    expect(progress).toMatchObject({ quizPassed: false, completedAt: null, bestScorePercent: null });
    const [enrolment] = await t.db.select().from(trainingEnrolments).where(eq(trainingEnrolments.userId, maria.userId));
    expect(enrolment).toMatchObject({ completedAt: null, certificateNumber: null });
    expect(await t.db.select().from(trainingQuizAttempts)).toEqual([]);
    // The learner still reads their own progress.
    expect(await attempt(asMaria(), sql`select id from training_module_progress`)).toBe(1);
  });

  it('(d) download rows cannot be inserted to inflate a count', async () => {
    expect(
      await attempt(
        asMaria(),
        sql`insert into marketing_asset_downloads (asset_id, location_id, user_id)
            select ${id.asset}, ${id.loc}, ${maria.userId} from generate_series(1, 1000) returning id`,
      ),
    ).toBe('refused');
    expect(await t.db.select().from(marketingAssetDownloads)).toEqual([]);
    const [asset] = await t.db.select({ n: marketingAssets.downloadCount }).from(marketingAssets).where(eq(marketingAssets.id, id.asset));
    expect(asset.n).toBe(0);
  });
});
