import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import type { Storage } from '../../lib/storage';
import {
  brands,
  franchiseAgreementHistory,
  franchiseAgreements,
  locationDocuments,
  locationMilestones,
  locations,
  packageUpgradeRequests,
} from '../schema';
import { renderPdf } from '../../lib/pdf/render';
import { FRANCHISE_PACKAGES, PACKAGE_CODES, packageLabel, type PackageCode } from '../../../shared/packages';
import { DEMO_BRAND_PACKAGES } from './seed-public-site';
import { MILESTONES, type Milestone, type MilestoneState, type RenewalStatus } from '../../../shared/contract-package.contracts';
import { addCalendarDays, formatCalendarDate, toManilaYmd } from '../../../shared/time';

/** Package, barangay and renewal of each demo location by its code; any other location gets the cycle below. */
/** Each package is one the location's brand sells (DEMO_BRAND_PACKAGES): Lemon Juice Stand A–B, Kape Kanto B–D. */
const PLAN: Record<string, { pkg: PackageCode; barangay: string; renewal?: RenewalStatus }> = {
  'SE-MKT-001': { pkg: 'B', barangay: 'Barangay Poblacion' },
  'SE-QC-002': { pkg: 'A', barangay: 'Barangay Socorro' },
  'LJ-BGC-001': { pkg: 'B', barangay: 'Barangay Fort Bonifacio' },
  'LJ-CEB-002': { pkg: 'A', barangay: 'Barangay Lahug' },
  'KK-ORT-001': { pkg: 'D', barangay: 'Barangay San Antonio' },
  'KK-DVO-002': { pkg: 'B', barangay: 'Barangay Poblacion District', renewal: 'due' },
  'BF-ALA-001': { pkg: 'C', barangay: 'Barangay Alabang' },
  'BF-ILO-002': { pkg: 'B', barangay: 'Barangay Jaro' },
};

/** Any other location takes its brand's packages in turn (all four for a brand the demo does not know). */
function cyclePackage(brandSlug: string, i: number): PackageCode {
  const offered = PACKAGE_CODES.filter((c) => DEMO_BRAND_PACKAGES[brandSlug]?.[c] !== undefined);
  const codes = offered.length ? offered : PACKAGE_CODES;
  return codes[i % codes.length];
}

/** How far along each milestone is for a location's status (planning … open). */
function milestoneStates(status: string): Record<Milestone, MilestoneState> {
  const done = { planning: 1, construction: 2, training: 3, open: 5, closed: 5, sold: 5 }[status] ?? 0;
  return Object.fromEntries(MILESTONES.map((m, i) => [m, i < done ? 'completed' : i === done ? 'in_progress' : 'pending'])) as Record<
    Milestone,
    MilestoneState
  >;
}

/** A one-page PDF standing in for a scanned document. */
function documentPdf(title: string, lines: string[]): Promise<Buffer> {
  return renderPdf({
    info: { title },
    content: [
      { text: title, fontSize: 18, bold: true, margin: [0, 0, 0, 12] },
      ...lines.map((l) => ({ text: l, margin: [0, 0, 0, 6] as [number, number, number, number] })),
    ],
  });
}

/**
 * Demo contract packages (issue 15): an agreement for every demo location (packages A–D, five-year terms from a
 * couple of months before opening, Philippine territories), its creation in the history, milestones matching the
 * location's status, and — when storage is given — real PDF documents: an approved agreement, a permit expiring within
 * 30 days and a sanitary permit awaiting review; plus one pending upgrade request.
 */
export async function seedContractPackage(db: Db, ctx: { now: Date; franchisorId: string; storage?: Storage }): Promise<void> {
  const today = toManilaYmd(ctx.now);
  const locs = await db
    .select({
      id: locations.id,
      code: locations.code,
      name: locations.name,
      city: locations.city,
      status: locations.status,
      openedOn: locations.openedOn,
      ownerId: locations.ownerId,
      royalty: locations.royaltyRateBps,
      fee: locations.marketingFeeRateBps,
      brandSlug: brands.slug,
    })
    .from(locations)
    .innerJoin(brands, eq(brands.id, locations.brandId))
    .orderBy(asc(locations.code));
  const packageOf = new Map<string, PackageCode>();

  for (const [i, l] of locs.entries()) {
    const plan = PLAN[l.code] ?? { pkg: cyclePackage(l.brandSlug, i), barangay: 'Barangay Poblacion' };
    const opened = l.openedOn ?? addCalendarDays(today, 60);
    const signedOn = addCalendarDays(opened, -120);
    const termStart = addCalendarDays(opened, -90);
    const termEnd = addCalendarDays(termStart, 5 * 365 + 1);
    const values = {
      locationId: l.id,
      agreementNumber: `FA-${l.code}`,
      packageCode: plan.pkg,
      termStart,
      termEnd,
      territory: `${plan.barangay}, ${l.city}${l.city.endsWith('City') ? '' : ' City'}`,
      renewalStatus: plan.renewal ?? ('not_due' as const),
      signedOn,
    };
    const [a] = await db.insert(franchiseAgreements).values(values).returning();
    packageOf.set(l.id, plan.pkg);
    await db.insert(franchiseAgreementHistory).values({
      agreementId: a.id,
      locationId: l.id,
      changedBy: ctx.franchisorId,
      before: null,
      after: {
        packageCode: values.packageCode,
        termStart,
        termEnd,
        territory: values.territory,
        renewalStatus: values.renewalStatus,
        signedOn,
        royaltyPercent: l.royalty === null ? null : l.royalty / 100,
        marketingFeePercent: l.fee === null ? null : l.fee / 100,
      },
      note: 'Agreement created',
      changedAt: new Date(`${signedOn}T02:00:00Z`),
    });

    const states = milestoneStates(l.status);
    const due: Record<Milestone, string> = {
      contract_signed: signedOn,
      initial_payment: addCalendarDays(signedOn, 14),
      location_setup: addCalendarDays(opened, -30),
      staff_training: addCalendarDays(opened, -10),
      grand_opening: opened,
    };
    await db.insert(locationMilestones).values(
      MILESTONES.map((m) => ({
        locationId: l.id,
        milestone: m,
        state: states[m],
        dueOn: due[m],
        completedOn: states[m] === 'completed' ? due[m] : null,
        updatedBy: ctx.franchisorId,
      })),
    );
  }

  // One pending upgrade: the first location on package A asks for B.
  const small = locs.find((l) => packageOf.get(l.id) === 'A');
  if (small) {
    await db.insert(packageUpgradeRequests).values({
      locationId: small.id,
      fromPackage: 'A',
      toPackage: 'B',
      reason: 'Foot traffic has doubled since the mall renovation; we want to move from the kiosk to an in-line store.',
      requestedBy: small.ownerId,
      createdAt: new Date(ctx.now.getTime() - 3 * 86_400_000),
    });
  }

  const storage = ctx.storage;
  if (!storage || !locs.length) return;
  const put = async (l: (typeof locs)[number], file: string, title: string, lines: string[]) => {
    const bytes = await documentPdf(title, [`${l.name} (${l.code})`, ...lines]);
    const key = `location-documents/${l.id}/seed-${file}`;
    await storage.put({ visibility: 'private', key }, bytes, { contentType: 'application/pdf' });
    return { fileKey: key, fileName: file, fileType: 'application/pdf', fileSize: bytes.length };
  };
  // The demo franchisee's stores (franchisee@demo.com) carry the documents, so signing in as them shows each case.
  const first = locs.find((l) => l.code === 'SE-MKT-001') ?? locs[0];
  const second = locs.find((l) => l.code === 'LJ-BGC-001') ?? locs[1] ?? locs[0];
  const reviewed = { reviewStatus: 'approved' as const, reviewedBy: ctx.franchisorId, reviewedAt: ctx.now };
  const pkg = FRANCHISE_PACKAGES[packageOf.get(first.id)!];
  await db.insert(locationDocuments).values([
    {
      locationId: first.id,
      kind: 'agreement',
      title: 'Signed franchise agreement',
      ...(await put(first, 'franchise-agreement.pdf', 'Franchise Agreement', [
        `Agreement FA-${first.code}`,
        `Package ${packageLabel(pkg.code)}`,
      ])),
      uploadedBy: ctx.franchisorId,
      ...reviewed,
    },
    {
      locationId: first.id,
      kind: 'permit',
      title: 'Mayor’s business permit 2026',
      ...(await put(first, 'business-permit.pdf', 'Business Permit', [`Valid until ${formatCalendarDate(addCalendarDays(today, 21))}`])),
      expiresOn: addCalendarDays(today, 21),
      uploadedBy: first.ownerId,
      ...reviewed,
    },
    {
      locationId: second.id,
      kind: 'certificate',
      title: 'Sanitary permit',
      ...(await put(second, 'sanitary-permit.pdf', 'Sanitary Permit', [`Valid until ${formatCalendarDate(addCalendarDays(today, 300))}`])),
      expiresOn: addCalendarDays(today, 300),
      uploadedBy: second.ownerId,
    },
  ]);
}
