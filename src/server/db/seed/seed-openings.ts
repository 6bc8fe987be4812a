import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client';
import {
  applicationEvents,
  auditLog,
  brands,
  franchiseAgreements,
  franchiseApplications,
  invitations,
  locations,
  locationStatusHistory,
  openingItems,
  openingProjects,
  openingStarterLines,
  openingTemplateItems,
  productBrands,
  products,
  userProfiles,
} from '../schema';
import { PH_OPENING_TEMPLATE } from '../../modules/openings/default-template';
import type { Storage } from '../../lib/storage';
import { PACKAGE_CODES, type PackageCode } from '../../../shared/packages';
import { addCalendarDays, toManilaYmd } from '../../../shared/time';

const DAY = 86_400_000;

/** Starter quantity of each of the brand's first products per package (A Entry … D Investor). */
const STARTER_QUANTITY = { A: 2, B: 4, C: 8, D: 12 } as const;
const STARTER_PRODUCTS = 4;

/**
 * Openings (issue 35, decision 021): every active brand's opening template (the Philippine checklist) and each
 * package's starter inventory (the brand's first products, more of each for a larger package). Adds only what is
 * missing, so it also runs on a database seeded before openings existed. The demo stores in opening are
 * seedDemoOpenings's, for a freshly seeded network only.
 */
export async function seedOpenings(db: Db): Promise<void> {
  const active = await db.select({ id: brands.id }).from(brands).where(eq(brands.status, 'active')).orderBy(asc(brands.name));
  for (const brand of active) {
    const [hasTemplate] = await db
      .select({ id: openingTemplateItems.id })
      .from(openingTemplateItems)
      .where(eq(openingTemplateItems.brandId, brand.id))
      .limit(1);
    if (!hasTemplate)
      await db
        .insert(openingTemplateItems)
        .values(PH_OPENING_TEMPLATE.map((t, i) => ({ ...t, description: t.description ?? '', brandId: brand.id, position: i + 1 })));
    const [hasStarter] = await db
      .select({ id: openingStarterLines.id })
      .from(openingStarterLines)
      .where(eq(openingStarterLines.brandId, brand.id))
      .limit(1);
    if (hasStarter) continue;
    const linked = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(productBrands, eq(productBrands.productId, products.id))
      .where(and(eq(productBrands.brandId, brand.id), eq(products.active, true)))
      .orderBy(asc(products.sku))
      .limit(STARTER_PRODUCTS);
    if (linked.length === 0) continue;
    const ids = linked.map((p) => p.id);
    const rows = await db
      .select({ id: products.id, min: products.minOrderQty, max: products.maxOrderQty })
      .from(products)
      .where(inArray(products.id, ids));
    await db.insert(openingStarterLines).values(
      PACKAGE_CODES.flatMap((code) =>
        rows.map((p) => ({
          brandId: brand.id,
          packageCode: code,
          productId: p.id,
          quantity: Math.max(p.min, p.max === null ? STARTER_QUANTITY[code] : Math.min(p.max, STARTER_QUANTITY[code])),
        })),
      ),
    );
  }
}

/** A small real PDF: the demo's uploaded scans (the content check of a later re-upload is the server's). */
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** Days from today to the demo opening's target: chosen so exactly one open item (DTI, -60) is already overdue. */
const HALF_DONE_TARGET_DAYS = 50;
const APPLICANT_TARGET_DAYS = 85;

interface DemoStore {
  brandSlug: string;
  name: string;
  city: string;
  province: string;
  packageCode: PackageCode;
  ownerId: string | null;
  applicationId: string | null;
  targetDate: string;
  agreementSignedOn: string | null;
}

/**
 * Issue 35's demo openings (a freshly seeded network only): a location in status `opening`, its draft agreement and
 * its checklist copied from the brand's template, as approval or "Start an opening" makes them (decision 021), with
 * an `opening.started` audit entry so the project's history reads right.
 */
async function seedStore(db: Db, s: DemoStore, franchisorId: string, now: Date) {
  const [brand] = await db.select().from(brands).where(eq(brands.slug, s.brandSlug));
  if (!brand) return null;
  const [{ n }] = rowsOf<{ n: string }>(await db.execute(sql`select nextval('opening_location_code_seq')::text as n`));
  const code = `NEW-${n.padStart(5, '0')}`;
  const [loc] = await db
    .insert(locations)
    .values({
      brandId: brand.id,
      ownerId: s.ownerId,
      code,
      name: s.name,
      addressLine: `${s.city}, ${s.province}`,
      city: s.city,
      province: s.province,
      status: 'opening',
    })
    .returning();
  await db
    .insert(locationStatusHistory)
    .values({ locationId: loc.id, fromStatus: null, toStatus: 'opening', note: 'Opening project started', changedBy: franchisorId });
  await db.insert(franchiseAgreements).values({
    locationId: loc.id,
    agreementNumber: `FA-${code}`,
    packageCode: s.packageCode,
    termStart: s.targetDate,
    termEnd: addCalendarDays(s.targetDate, 5 * 365),
    territory: `${s.city}, ${s.province}`,
    signedOn: s.agreementSignedOn,
  });
  const template = await db
    .select()
    .from(openingTemplateItems)
    .where(eq(openingTemplateItems.brandId, brand.id))
    .orderBy(asc(openingTemplateItems.position));
  const [project] = await db
    .insert(openingProjects)
    .values({
      locationId: loc.id,
      applicationId: s.applicationId,
      packageCode: s.packageCode,
      targetDate: s.targetDate,
      createdBy: franchisorId,
      createdAt: now,
    })
    .returning();
  const items = await db
    .insert(openingItems)
    .values(
      template.map((t) => ({
        projectId: project.id,
        locationId: loc.id,
        position: t.position,
        section: t.section,
        title: t.title,
        description: t.description,
        ownerSide: t.ownerSide,
        kind: t.kind,
        systemLink: t.systemLink,
        dueOffsetDays: t.dueOffsetDays,
        dueOn: addCalendarDays(s.targetDate, t.dueOffsetDays),
        critical: t.critical,
      })),
    )
    .returning();
  await db.insert(auditLog).values({
    actorId: franchisorId,
    action: 'opening.started',
    targetType: 'opening',
    targetId: project.id,
    targetLabel: `${code} ${loc.name}`,
    after: {
      locationId: loc.id,
      code,
      brand: brand.name,
      packageCode: s.packageCode,
      targetDate: s.targetDate,
      applicationId: s.applicationId,
    },
    createdAt: now,
  });
  return { brand, loc, project, items };
}

/** Puts a demo scan on an item (privately, as an upload would) and moves it to `state`. */
async function withFile(
  db: Db,
  storage: Storage | undefined,
  item: typeof openingItems.$inferSelect,
  fileName: string,
  state: 'submitted' | 'done',
  by: { ownerId: string; franchisorId: string; at: Date },
) {
  const key = `openings/${item.projectId}/${item.id}/${randomUUID()}.pdf`;
  if (storage) await storage.put({ visibility: 'private', key }, DEMO_PDF, { contentType: 'application/pdf' });
  await db
    .update(openingItems)
    .set({
      state,
      fileKey: storage ? key : null,
      fileName,
      fileType: 'application/pdf',
      fileSize: DEMO_PDF.length,
      completedBy: by.ownerId,
      completedAt: state === 'done' ? by.at : null,
      reviewedBy: state === 'done' ? by.franchisorId : null,
      reviewedAt: state === 'done' ? by.at : null,
    })
    .where(eq(openingItems.id, item.id));
}

/**
 * The demo's store openings (issue 35), on a freshly seeded network:
 * - Jose Santos's second Siomai Express store, half-way through its checklist: agreement signed, site lease, BIR
 *   registration and mayor's permit accepted, the barangay clearance awaiting head office's review, and the DTI
 *   registration overdue. (Jose finished the brand's programme, so "Staff trained" completes itself on first read.)
 * - An approved application (Patricia Lim) whose opening is under way: her invitation is pending, her store has no
 *   owner yet and nothing on its checklist is done.
 */
export async function seedDemoOpenings(db: Db, opts: { now: Date; franchisorId: string; storage?: Storage }): Promise<void> {
  const { now, franchisorId, storage } = opts;
  const today = toManilaYmd(now);
  const [jose] = await db.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.email, 'jose.santos@demo.com'));
  if (jose) {
    const started = await seedStore(
      db,
      {
        brandSlug: 'siomai-shop',
        name: 'Siomai Express – Marikina',
        city: 'Marikina',
        province: 'Metro Manila',
        packageCode: 'B',
        ownerId: jose.id,
        applicationId: null,
        targetDate: addCalendarDays(today, HALF_DONE_TARGET_DAYS),
        agreementSignedOn: addCalendarDays(today, -12),
      },
      franchisorId,
      new Date(now.getTime() - 40 * DAY),
    );
    if (started) {
      const by = (daysAgo: number) => ({ ownerId: jose.id, franchisorId, at: new Date(now.getTime() - daysAgo * DAY) });
      const find = (prefix: string) => started.items.find((i) => i.title.startsWith(prefix));
      const agreement = find('Franchise agreement signed');
      // The agreement really is signed above (signed_on), so the system item agrees with its event.
      if (agreement)
        await db
          .update(openingItems)
          .set({ state: 'done', completedAt: by(12).at })
          .where(eq(openingItems.id, agreement.id));
      const done: [string, string, number][] = [
        ['Site lease', 'sm-marikina-letter-of-award.pdf', 30],
        ['BIR certificate', 'bir-form-2303-marikina.pdf', 6],
        ["Mayor's or business permit", 'marikina-business-permit-2026.pdf', 4],
      ];
      for (const [title, file, daysAgo] of done) {
        const item = find(title);
        if (item) await withFile(db, storage, item, file, 'done', by(daysAgo));
      }
      const barangay = find('Barangay clearance');
      if (barangay) await withFile(db, storage, barangay, 'barangay-clearance-concepcion-uno.pdf', 'submitted', by(1));
    }
  }

  // The approved applicant: the application, its timeline, the pending invitation carrying the new store.
  const [lemon] = await db.select().from(brands).where(eq(brands.slug, 'lemon-juice-stand'));
  if (!lemon) return;
  const submittedAt = new Date(now.getTime() - 9 * DAY);
  const approvedAt = new Date(now.getTime() - 2 * DAY);
  const [{ n }] = rowsOf<{ n: string }>(await db.execute(sql`select nextval('application_reference_seq')::text as n`));
  const email = 'patricia.lim@example.ph';
  const [invitation] = await db
    .insert(invitations)
    .values({
      email,
      fullName: 'Patricia Lim',
      role: 'franchisee',
      // Nobody holds this token: the demo invitation is there to be seen (pending), not accepted.
      tokenHash: createHash('sha256').update(randomUUID()).digest('hex'),
      invitedBy: franchisorId,
      createdAt: approvedAt,
      sentAt: approvedAt,
      expiresAt: new Date(now.getTime() + 5 * DAY),
    })
    .returning();
  const [app] = await db
    .insert(franchiseApplications)
    .values({
      reference: `APP-${toManilaYmd(submittedAt).replace(/-/g, '')}-${n.padStart(6, '0')}`,
      status: 'approved',
      firstName: 'Patricia',
      lastName: 'Lim',
      email,
      phone: '+63 917 630 1188',
      birthDate: '1987-07-09',
      addressLine: '21 Session Road, Barangay Kabayanihan',
      city: 'Baguio City',
      province: 'Benguet',
      occupation: 'Café owner',
      yearsInBusiness: 7,
      hasFranchiseExperience: false,
      experienceSummary: null,
      investmentRange: '120k-250k',
      fundingSource: 'personal_savings',
      brandId: lemon.id,
      packageCode: 'B',
      preferredProvince: 'Benguet',
      preferredCity: 'Baguio City',
      motivation: 'Session Road has tourists all year and no fresh-juice stand near the night market.',
      invitationId: invitation.id,
      createdAt: submittedAt,
      updatedAt: approvedAt,
    })
    .returning();
  await db.insert(applicationEvents).values([
    { applicationId: app.id, kind: 'status', fromStatus: null, toStatus: 'new', createdAt: submittedAt },
    {
      applicationId: app.id,
      kind: 'status',
      fromStatus: 'new',
      toStatus: 'under_review',
      note: 'Strong café experience; site near the night market.',
      actorId: franchisorId,
      createdAt: new Date(submittedAt.getTime() + 2 * DAY),
    },
    {
      applicationId: app.id,
      kind: 'status',
      fromStatus: 'under_review',
      toStatus: 'approved',
      note: 'Approved after the site visit. Target opening in about three months.',
      actorId: franchisorId,
      createdAt: approvedAt,
    },
  ]);
  const started = await seedStore(
    db,
    {
      brandSlug: 'lemon-juice-stand',
      name: `${lemon.name} Baguio City`,
      city: 'Baguio City',
      province: 'Benguet',
      packageCode: 'B',
      ownerId: null,
      applicationId: app.id,
      targetDate: addCalendarDays(today, APPLICANT_TARGET_DAYS),
      agreementSignedOn: null,
    },
    franchisorId,
    approvedAt,
  );
  if (started)
    await db
      .update(invitations)
      .set({ locationIds: [started.loc.id] })
      .where(eq(invitations.id, invitation.id));
}
