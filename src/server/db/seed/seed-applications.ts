import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { rowsOf, type Db } from '../client';
import { applicationDocuments, applicationEvents, brandPackages, brands, contactMessages, franchiseApplications } from '../schema';
import { renderPdf } from '../../lib/pdf/render';
import type { Storage } from '../../lib/storage';
import { toManilaYmd } from '../../../shared/time';
import { PACKAGE_CODES, type PackageCode } from '../../../shared/packages';
import {
  DOCUMENT_KIND_LABELS,
  type ApplicationDocumentKind,
  type ApplicationStatus,
  type ZApplicationSubmit,
} from '../../../shared/applications.contracts';

type Fields = Omit<ReturnType<typeof ZApplicationSubmit.parse>, 'documents' | 'consent' | 'brandId' | 'packageCode'>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DemoApplicant {
  fields: Fields;
  /** Preferred package; the brand's first offered one when it does not offer this. */
  packageCode: PackageCode;
  daysAgo: number;
  /** The path to the status, each with the note head office wrote. */
  path: { to: ApplicationStatus; note: string | null; hoursLater: number }[];
  notes?: string[];
}

const base = { hasFranchiseExperience: false, experienceSummary: null, motivation: null };

/** Five applicants across the pipeline (not approved: that needs an IAM invitation, made by approving in the app). */
const APPLICANTS: DemoApplicant[] = [
  {
    fields: {
      ...base,
      firstName: 'Kristine',
      lastName: 'Mendoza',
      email: 'kristine.mendoza@example.ph',
      phone: '+63 917 845 2231',
      birthDate: '1991-03-18',
      addressLine: '45 Rizal Avenue, Barangay Poblacion',
      city: 'Tagum City',
      province: 'Davao del Norte',
      occupation: 'Pharmacist',
      yearsInBusiness: 2,
      investmentRange: '120k-250k',
      fundingSource: 'personal_savings',
      preferredProvince: 'Davao del Norte',
      preferredCity: 'Tagum City',
      motivation: 'There is no coffee kiosk near the provincial hospital; students and staff line up at the canteen.',
    },
    packageCode: 'B',
    daysAgo: 1,
    path: [],
  },
  {
    fields: {
      ...base,
      firstName: 'Ramon',
      lastName: 'Villanueva',
      email: 'ramon.villanueva@example.ph',
      phone: '+63 918 220 4410',
      birthDate: '1983-11-02',
      addressLine: 'Unit 3B, 88 Katipunan Avenue',
      city: 'Quezon City',
      province: 'Metro Manila',
      occupation: 'IT project manager',
      yearsInBusiness: 5,
      hasFranchiseExperience: true,
      experienceSummary: 'Co-owned a milk tea franchise in Marikina from 2019 to 2023 (two branches).',
      investmentRange: '250k-500k',
      fundingSource: 'bank_loan',
      preferredProvince: 'Metro Manila',
      preferredCity: 'Marikina',
    },
    packageCode: 'C',
    daysAgo: 4,
    path: [{ to: 'under_review', note: 'Documents complete. Checking the Marikina territory map.', hoursLater: 20 }],
    notes: ['Bank pre-approval letter promised by next week.'],
  },
  {
    fields: {
      ...base,
      firstName: 'Liza',
      lastName: 'Dela Cruz',
      email: 'liza.delacruz@example.ph',
      phone: '+63 927 301 7788',
      birthDate: '1987-07-25',
      addressLine: '12 Osmeña Boulevard',
      city: 'Cebu City',
      province: 'Cebu',
      occupation: 'Restaurant supervisor',
      yearsInBusiness: 9,
      investmentRange: '120k-250k',
      fundingSource: 'family_or_partners',
      preferredProvince: 'Cebu',
      preferredCity: 'Mandaue City',
      motivation: 'Nine years in food service; my family and I want a business of our own near the Mandaue factories.',
    },
    packageCode: 'B',
    daysAgo: 9,
    path: [
      { to: 'under_review', note: null, hoursLater: 26 },
      { to: 'interview', note: 'Interview set for Thursday 10:00 via video call.', hoursLater: 72 },
    ],
  },
  {
    fields: {
      ...base,
      firstName: 'Jerome',
      lastName: 'Bautista',
      email: 'jerome.bautista@example.ph',
      phone: '+63 905 774 1902',
      birthDate: '1999-01-09',
      addressLine: 'Purok 5, Barangay Lumbia',
      city: 'Cagayan de Oro',
      province: 'Misamis Oriental',
      occupation: 'Call centre agent',
      yearsInBusiness: 0,
      investmentRange: '50k-120k',
      fundingSource: 'personal_savings',
      preferredProvince: 'Misamis Oriental',
      preferredCity: 'Cagayan de Oro',
    },
    packageCode: 'D',
    daysAgo: 14,
    path: [{ to: 'rejected', note: 'Investment range below the Investor package; suggested re-applying for Package A.', hoursLater: 30 }],
  },
  {
    fields: {
      ...base,
      firstName: 'Angelica',
      lastName: 'Ramos',
      email: 'angelica.ramos@example.ph',
      phone: '+63 916 552 0937',
      birthDate: '1994-05-30',
      addressLine: '7 Burgos Street',
      city: 'Iloilo City',
      province: 'Iloilo',
      occupation: 'Online seller',
      yearsInBusiness: 3,
      investmentRange: '50k-120k',
      fundingSource: 'personal_savings',
      preferredProvince: 'Iloilo',
      preferredCity: 'Iloilo City',
    },
    packageCode: 'A',
    daysAgo: 20,
    path: [
      { to: 'under_review', note: null, hoursLater: 18 },
      { to: 'withdrawn', note: 'Applicant called: postponing plans until next year.', hoursLater: 96 },
    ],
  },
];

const CONTACTS = [
  {
    firstName: 'Paolo',
    lastName: 'Garcia',
    email: 'paolo.garcia@example.ph',
    phone: '+63 919 402 3388',
    subject: 'Mall kiosk availability in Pampanga',
    message: 'Hello! Do you have kiosk slots available in SM Pampanga for next quarter? I would like to know the requirements.',
    hoursAgo: 5,
    handled: false,
  },
  {
    firstName: 'Grace',
    lastName: 'Lim',
    email: 'grace.lim@example.ph',
    phone: '+63 2 8633 1290',
    subject: 'Corporate catering for 200 staff',
    message: 'Good afternoon. Our company is looking for coffee and snacks for a town hall of about 200 people. Can you quote us?',
    hoursAgo: 28,
    handled: false,
  },
  {
    firstName: 'Noel',
    lastName: 'Aquino',
    email: 'noel.aquino@example.ph',
    phone: '+63 908 117 6624',
    subject: 'Franchise fee payment terms',
    message: 'Is it possible to pay the franchise fee for Package B in two instalments? Thank you.',
    hoursAgo: 60,
    handled: true,
  },
];

/** A one-page PDF standing in for a scanned document. */
function demoPdf(kind: ApplicationDocumentKind, name: string, at: Date): Promise<Buffer> {
  const definition: TDocumentDefinitions = {
    content: [
      { text: DOCUMENT_KIND_LABELS[kind], fontSize: 18, bold: true, margin: [0, 0, 0, 12] },
      { text: `Name: ${name}` },
      { text: `Scanned: ${toManilaYmd(at)}` },
      { text: 'Demo document (FranchiseHub seed data).', italics: true, margin: [0, 24, 0, 0] },
    ],
  };
  return renderPdf(definition);
}

/** Demo franchise applications in each status but approved (with two PDF documents each when storage is given), and contact messages. */
export async function seedApplications(db: Db, opts: { now: Date; franchisorId: string; storage?: Storage }): Promise<void> {
  const { now, franchisorId, storage } = opts;
  const active = await db.select({ id: brands.id }).from(brands).where(eq(brands.status, 'active')).orderBy(brands.name);
  if (active.length) {
    const offered = await db.select().from(brandPackages);
    for (const [i, a] of APPLICANTS.entries()) {
      const brandId = active[i % active.length].id;
      const own = offered.filter((p) => p.brandId === brandId).map((p) => p.packageCode);
      const codes: readonly PackageCode[] = own.length ? own : PACKAGE_CODES;
      const packageCode = codes.includes(a.packageCode) ? a.packageCode : codes[0];
      const submittedAt = new Date(now.getTime() - a.daysAgo * DAY);
      const [{ n }] = rowsOf<{ n: string }>(await db.execute(sql`select nextval('application_reference_seq')::text as n`));
      const reference = `APP-${toManilaYmd(submittedAt).replace(/-/g, '')}-${n.padStart(6, '0')}`;
      let at = submittedAt;
      const events: Omit<typeof applicationEvents.$inferInsert, 'applicationId'>[] = [];
      let status: ApplicationStatus = 'new';
      for (const step of a.path) {
        at = new Date(at.getTime() + step.hoursLater * HOUR);
        events.push({ kind: 'status', fromStatus: status, toStatus: step.to, note: step.note, actorId: franchisorId, createdAt: at });
        status = step.to;
      }
      const [app] = await db
        .insert(franchiseApplications)
        .values({ ...a.fields, brandId, packageCode, reference, status, createdAt: submittedAt, updatedAt: at })
        .returning();
      await db.insert(applicationEvents).values([
        { applicationId: app.id, kind: 'status', fromStatus: null, toStatus: 'new', createdAt: submittedAt },
        ...events.map((e) => ({ ...e, applicationId: app.id })),
        ...(a.notes ?? []).map((note, k) => ({
          applicationId: app.id,
          kind: 'note' as const,
          note,
          actorId: franchisorId,
          createdAt: new Date(at.getTime() + (k + 1) * HOUR),
        })),
      ]);
      if (!storage) continue;
      const fullName = `${a.fields.firstName} ${a.fields.lastName}`;
      for (const kind of ['government_id', 'proof_of_billing'] as const) {
        const bytes = await demoPdf(kind, fullName, submittedAt);
        const id = randomUUID();
        const key = `applications/${app.id}/${id}.pdf`;
        await storage.put({ visibility: 'private', key }, bytes, { contentType: 'application/pdf' });
        await db.insert(applicationDocuments).values({
          id,
          applicationId: app.id,
          kind,
          storageKey: key,
          filename: `${kind === 'government_id' ? 'umid-id' : 'meralco-bill'}-${a.fields.lastName.toLowerCase().replace(/\s+/g, '-')}.pdf`,
          contentType: 'application/pdf',
          sizeBytes: bytes.length,
          createdAt: new Date(submittedAt.getTime() - 10 * 60_000),
        });
      }
    }
  }
  await db.insert(contactMessages).values(
    CONTACTS.map(({ hoursAgo, handled, ...c }) => {
      const createdAt = new Date(now.getTime() - hoursAgo * HOUR);
      return {
        ...c,
        createdAt,
        ...(handled ? { status: 'handled' as const, handledBy: franchisorId, handledAt: new Date(createdAt.getTime() + 3 * HOUR) } : {}),
      };
    }),
  );
}
