import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../test/harness';
import { attemptAs } from '../test/rls-attempt';
import {
  brands,
  franchiseAgreements,
  locationDocuments,
  locations,
  marketingAssetDownloads,
  marketingAssets,
  packageUpgradeRequests,
  supportTicketMessages,
  supportTickets,
  trainingModules,
  trainingPrograms,
  trainingQuizQuestions,
} from '../db/schema';
import { withRls, type Actor } from './rls';

/**
 * Defence in depth for the franchisee workspace (migration 0021, decision 002): whatever a route gets wrong, a
 * franchisee's statements see only their brands' training and assets and their own locations' contract package and
 * tickets, cannot read the quiz answer key, and cannot write head office's decisions.
 */

let t: TestApp;
let maria: { userId: string };
let jose: { userId: string };
let hq: { userId: string };
let admin: { userId: string };
const id: Record<string, string> = {};

const asMaria = (): Actor => ({ userId: maria.userId, role: 'franchisee' });
const asHq = (): Actor => ({ userId: hq.userId, role: 'franchisor' });
const asAdmin = (): Actor => ({ userId: admin.userId, role: 'admin' });

const attempt = (actor: Actor, statement: SQL) => attemptAs(t.db, actor, statement);

beforeAll(async () => {
  t = await createTestApp();
  maria = await signUp(t, { role: 'franchisee' });
  jose = await signUp(t, { role: 'franchisee' });
  hq = await signUp(t, { role: 'franchisor' });
  admin = await signUp(t, { role: 'admin' });
  const [a] = await t.db.insert(brands).values({ slug: 'ws-a', name: 'Workspace A' }).returning();
  const [b] = await t.db.insert(brands).values({ slug: 'ws-b', name: 'Workspace B' }).returning();
  const mk = async (code: string, brandId: string, ownerId: string) =>
    (await t.db.insert(locations).values({ brandId, ownerId, code, name: code, addressLine: 'a', city: 'c', province: 'p' }).returning())[0]
      .id;
  id.mariaLoc = await mk('WS-M', a.id, maria.userId);
  id.joseLoc = await mk('WS-J', b.id, jose.userId);

  const program = async (brandId: string, status: 'draft' | 'published') =>
    (
      await t.db
        .insert(trainingPrograms)
        .values({ brandId, title: `${status} ${brandId}`, status })
        .returning()
    )[0].id;
  id.progA = await program(a.id, 'published');
  id.progADraft = await program(a.id, 'draft');
  id.progB = await program(b.id, 'published');
  const module = async (programId: string) =>
    (await t.db.insert(trainingModules).values({ programId, position: 1, title: 'M', passMarkPercent: 50 }).returning())[0].id;
  id.modA = await module(id.progA);
  id.modB = await module(id.progB);
  await t.db.insert(trainingQuizQuestions).values({ moduleId: id.modA, position: 1, prompt: 'Q?', options: ['x', 'y'], correctIndex: 1 });

  const asset = async (brandId: string | null, status: 'active' | 'archived', title: string) =>
    (await t.db.insert(marketingAssets).values({ brandId, title, type: 'document', category: 'Menu', status }).returning())[0].id;
  id.assetA = await asset(a.id, 'active', 'A');
  id.assetAll = await asset(null, 'active', 'All');
  id.assetB = await asset(b.id, 'active', 'B');
  id.assetArchived = await asset(a.id, 'archived', 'Old');

  for (const [loc, n] of [
    [id.mariaLoc, 'M'],
    [id.joseLoc, 'J'],
  ] as const) {
    await t.db
      .insert(franchiseAgreements)
      .values({ locationId: loc, agreementNumber: `FA-${n}`, packageCode: 'A', termStart: '2026-01-01', termEnd: '2031-01-01' });
    await t.db.insert(locationDocuments).values({
      locationId: loc,
      kind: 'permit',
      title: `Permit ${n}`,
      fileKey: `k-${n}`,
      fileName: 'p.pdf',
      fileType: 'pdf',
      fileSize: 10,
    });
  }
  const [ticket] = await t.db
    .insert(supportTickets)
    .values({ ticketNumber: 'TKT-J', locationId: id.joseLoc, createdBy: jose.userId, subject: 'J', category: 'Other', description: 'd' })
    .returning();
  id.joseTicket = ticket.id;
});
afterAll(async () => t?.close());

describe('franchisee workspace row-level security', () => {
  it("a franchisee sees only their brands' published training, and never the quiz answer key", async () => {
    const seen = await withRls(t.db, asMaria(), async (tx) => ({
      programs: (await tx.select({ id: trainingPrograms.id }).from(trainingPrograms)).map((r) => r.id),
      modules: (await tx.select({ id: trainingModules.id }).from(trainingModules)).map((r) => r.id),
      questions: (await tx.select({ prompt: trainingQuizQuestions.prompt }).from(trainingQuizQuestions)).length,
    }));
    expect(seen).toEqual({ programs: [id.progA], modules: [id.modA], questions: 1 });
    expect(await attempt(asMaria(), sql`select correct_index from training_quiz_questions`)).toBe('refused');
    expect(await attempt(asMaria(), sql`update training_programs set status = 'archived'`)).toBe(0);
    expect(await attempt(asAdmin(), sql`update training_programs set status = 'archived'`)).toBe(0);
  });

  it("a franchisee sees their brands' and network-wide active assets, downloads count only for their own locations", async () => {
    const titles = await withRls(t.db, asMaria(), async (tx) =>
      (await tx.select({ title: marketingAssets.title }).from(marketingAssets)).map((r) => r.title),
    );
    expect(titles.sort()).toEqual(['A', 'All']);
    expect(
      await attempt(
        asMaria(),
        sql`insert into marketing_asset_downloads (asset_id, location_id, user_id) values (${id.assetA}, ${id.joseLoc}, ${maria.userId})`,
      ),
    ).toBe('refused');
    expect(
      await attempt(
        asMaria(),
        sql`insert into marketing_asset_downloads (asset_id, location_id, user_id) values (${id.assetB}, ${id.mariaLoc}, ${maria.userId})`,
      ),
    ).toBe('refused');
    // Even for an own location and a visible asset: downloads are counted by the server as the owner (migration 0035).
    expect(
      await attempt(
        asMaria(),
        sql`insert into marketing_asset_downloads (asset_id, location_id, user_id) values (${id.assetA}, ${id.mariaLoc}, ${maria.userId})`,
      ),
    ).toBe('refused');
    await t.db.insert(marketingAssetDownloads).values({ assetId: id.assetA, locationId: id.mariaLoc, userId: maria.userId });
    const [row] = await t.db.select({ n: marketingAssets.downloadCount }).from(marketingAssets).where(eq(marketingAssets.id, id.assetA));
    expect(row.n).toBe(1);
    expect(await attempt(asMaria(), sql`update marketing_assets set download_count = 99`)).toBe('refused');
    expect(await attempt(asHq(), sql`update marketing_assets set download_count = 99`)).toBe('refused');
  });

  it("a franchisee sees only their own location's agreement and documents and cannot approve their own document", async () => {
    const seen = await withRls(t.db, asMaria(), async (tx) => ({
      agreements: (await tx.select({ n: franchiseAgreements.agreementNumber }).from(franchiseAgreements)).map((r) => r.n),
      documents: (await tx.select({ title: locationDocuments.title }).from(locationDocuments)).map((r) => r.title),
    }));
    expect(seen).toEqual({ agreements: ['FA-M'], documents: ['Permit M'] });
    expect(await attempt(asMaria(), sql`update location_documents set review_status = 'approved' returning id`)).toBe(0);
    expect(await attempt(asMaria(), sql`update franchise_agreements set package_code = 'D' returning id`)).toBe(0);
    expect(
      await attempt(
        asMaria(),
        sql`insert into location_documents (location_id, kind, title, file_key, file_name, file_type, file_size, uploaded_by)
            values (${id.joseLoc}, 'permit', 'x', 'k', 'x.pdf', 'pdf', 1, ${maria.userId})`,
      ),
    ).toBe('refused');
    expect(
      await attempt(
        asMaria(),
        sql`insert into package_upgrade_requests (location_id, from_package, to_package, requested_by, status)
            values (${id.mariaLoc}, 'A', 'B', ${maria.userId}, 'approved')`,
      ),
    ).toBe('refused');
    await withRls(t.db, asMaria(), (tx) =>
      tx.insert(packageUpgradeRequests).values({ locationId: id.mariaLoc, fromPackage: 'A', toPackage: 'C', requestedBy: maria.userId }),
    );
    expect(await attempt(asMaria(), sql`update package_upgrade_requests set status = 'approved' returning id`)).toBe('refused');
  });

  it("a franchisee never sees or writes into another location's ticket, and cannot raise a pre-assigned one", async () => {
    const tickets = await withRls(t.db, asMaria(), (tx) => tx.select({ id: supportTickets.id }).from(supportTickets));
    expect(tickets).toEqual([]);
    expect(
      await attempt(
        asMaria(),
        sql`insert into support_ticket_messages (ticket_id, author_id, body) values (${id.joseTicket}, ${maria.userId}, 'hi')`,
      ),
    ).toBe('refused');
    expect(await attempt(asMaria(), sql`update support_tickets set status = 'closed' where id = ${id.joseTicket} returning id`)).toBe(0);
    expect(
      await attempt(
        asMaria(),
        sql`insert into support_tickets (ticket_number, location_id, created_by, subject, category, description, status)
            values ('TKT-X', ${id.mariaLoc}, ${maria.userId}, 's', 'Other', 'd', 'resolved')`,
      ),
    ).toBe('refused');
    const messages = await withRls(t.db, asHq(), (tx) =>
      tx.insert(supportTicketMessages).values({ ticketId: id.joseTicket, authorId: hq.userId, body: 'Head office answers' }).returning(),
    );
    expect(messages).toHaveLength(1);
  });
});
