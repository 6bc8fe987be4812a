import { z } from 'zod';
import { ZEmail } from './auth.contracts';
import { ZContactPhone } from './contact.contracts';
import {
  ZInt,
  ZIsoDate,
  ZLine,
  ZMultiline,
  ZOptionalMultiline,
  ZPageQuery,
  ZSearch,
  ZUuid,
  paged,
  listOf,
  INVALID_ID_MESSAGE,
} from './http';
import { PACKAGE_CODES } from './packages';
import { PH_PROVINCES } from './ph-provinces';
import { APPLICATION_DOCUMENT_KINDS, FUNDING_SOURCES, INVESTMENT_RANGES, missingDocumentMessage } from './applications-info';

export {
  APPLICATIONS_API,
  APPLICATION_DOCUMENT_KINDS,
  APPLICATION_TOAST,
  DOCUMENT_KIND_LABELS,
  FUNDING_SOURCES,
  FUNDING_SOURCE_LABELS,
  INVESTMENT_RANGES,
  INVESTMENT_RANGE_LABELS,
  REQUIRED_DOCUMENT_KINDS,
  type ApplicationDocumentKind,
  type InvestmentRange,
} from './applications-info';

/**
 * Franchise applications (issue 16): a visitor applies in five steps; head office works the applicant pipeline.
 *
 * Public (no sign-in; /apply is guest-only on the web), APPLICATIONS_API.public = /api/applications:
 *   GET  /api/applications/options                   → ZApplicationOptions (active brands with their packages and prices)
 *   POST /api/applications/documents                 multipart "kind" + one "file" (PDF, DOC, DOCX, JPG, PNG ≤ 5 MB, by
 *        content) → 201 ZApplicationUpload. The answer carries a one-time token: the browser's draft keeps { id, token }
 *        and the submit claims the file with it. Unclaimed uploads are deleted after UPLOAD_KEEP_HOURS.
 *   POST /api/applications/documents/:id/discard     ZUploadClaim → 204 (removes an unclaimed upload)
 *   POST /api/applications                           ZApplicationSubmit → 201 ZApplicationReceipt; a confirmation e-mail
 *        with the reference goes to the applicant and a notice to head office. Uploads and submits are rate limited per
 *        client address (429).
 * Head office (applications.review: franchisor, admin), APPLICATIONS_API.review = /api/applications/review:
 *   GET  /api/applications/review                    ZApplicationQuery → ZApplicationList (+ counts per status)
 *   GET  /api/applications/review/:id                → ZApplicationDetail (fields, documents, timeline)
 *   POST /api/applications/review/:id/status         ZApplicationStatusChange → ZApplicationDetail (409 when the move is
 *        not allowed; approving sends the IAM invitation, role franchisee: 409 when the e-mail already has an account or
 *        a pending invitation; rejecting e-mails the applicant)
 *   POST /api/applications/review/:id/notes          ZApplicationNote → 201 ZApplicationDetail
 *   GET  /api/applications/review/:id/documents/:documentId   the file (download)
 */

export const APPLICATION_STATUSES = ['new', 'under_review', 'interview', 'approved', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  under_review: 'Under review',
  interview: 'Interview',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};
/** Where an application may go from each status; approved, rejected and withdrawn are final. */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ['under_review', 'rejected', 'withdrawn'],
  under_review: ['interview', 'approved', 'rejected', 'withdrawn'],
  interview: ['under_review', 'approved', 'rejected', 'withdrawn'],
  approved: [],
  rejected: [],
  withdrawn: [],
};
/** Statuses the franchisor dashboard counts as waiting for head office. */
export const OPEN_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['new', 'under_review', 'interview'];

/** At most this many files on one application (any kinds together). */
export const APPLICATION_MAX_DOCUMENTS = 8;
/** Unclaimed uploads (a draft never submitted) are deleted after this long. */
export const UPLOAD_KEEP_HOURS = 48;
/** Per client address and hour: uploads, and submitted applications. */
export const APPLICATION_LIMITS = { uploadsPerHour: 30, submitsPerHour: 5, windowSeconds: 3600 } as const;

/** Reference as stored: APP-YYYYMMDD-NNNNNN (Manila date of submission, number from application_reference_seq). */
export const APPLICATION_REFERENCE_PATTERN = /^APP-\d{8}-\d{6,}$/;

const ZProvince = z.enum(PH_PROVINCES, { error: 'Choose a province.' });
/** An applicant must be 18 or older (and born after 1900). */
export const MIN_APPLICANT_AGE = 18;

// ---------------------------------------------------------------- the five steps (one schema each: per-step validation)

export const ZApplicationPersonal = z.object({
  firstName: ZLine(80, 'First name').min(1, 'First name is required.'),
  lastName: ZLine(80, 'Last name').min(1, 'Last name is required.'),
  email: ZEmail,
  phone: ZContactPhone,
  birthDate: ZIsoDate.refine((d) => {
    const [y, m, day] = d.split('-').map(Number);
    const now = new Date();
    const adult = new Date(Date.UTC(y + MIN_APPLICANT_AGE, m - 1, day));
    return adult.getTime() <= now.getTime();
  }, `You must be at least ${MIN_APPLICANT_AGE} years old to apply.`),
  addressLine: ZLine(200, 'Address').min(1, 'Address is required.'),
  city: ZLine(80, 'City').min(1, 'City is required.'),
  province: ZProvince,
});

export const ZApplicationExperience = z.object({
  occupation: ZLine(120, 'Occupation').min(1, 'Occupation is required.'),
  yearsInBusiness: ZInt(0, 60, { label: 'Years in business', type: 'Enter a number of years.' }),
  hasFranchiseExperience: z.boolean(),
  experienceSummary: ZOptionalMultiline(2000, 'Business experience'),
  investmentRange: z.enum(INVESTMENT_RANGES, { error: 'Choose an investment range.' }),
  fundingSource: z.enum(FUNDING_SOURCES, { error: 'Choose how you will fund the franchise.' }),
});

export const ZApplicationChoice = z.object({
  brandId: z.string({ error: 'Choose a brand.' }).min(1, 'Choose a brand.').pipe(ZUuid),
  packageCode: z.enum(PACKAGE_CODES, { error: 'Choose a package.' }),
  preferredProvince: ZProvince,
  preferredCity: ZLine(80, 'City').min(1, 'City is required.'),
  motivation: ZOptionalMultiline(2000, 'Why this brand'),
});

export const ZUploadClaim = z.object({ id: ZUuid, token: z.string().min(20, INVALID_ID_MESSAGE).max(200, INVALID_ID_MESSAGE) });
export type UploadClaim = z.infer<typeof ZUploadClaim>;

export const ZApplicationDocumentsStep = z.object({
  documents: z.array(ZUploadClaim).max(APPLICATION_MAX_DOCUMENTS, `Attach at most ${APPLICATION_MAX_DOCUMENTS} documents.`),
});

export const ZApplicationConsent = z.object({
  consent: z.literal(true, { error: 'Please confirm that the information is true and that we may process it.' }),
});

/** The whole submission: every step's fields together (the server checks all of them again). */
export const ZApplicationSubmit = ZApplicationPersonal.extend(ZApplicationExperience.shape)
  .extend(ZApplicationChoice.shape)
  .extend(ZApplicationDocumentsStep.shape)
  .extend(ZApplicationConsent.shape);
export type ApplicationSubmitInput = z.input<typeof ZApplicationSubmit>;

export const ZApplicationUpload = z.object({
  id: ZUuid,
  /** Shown once; the draft keeps it to claim the file at submit (only its hash is stored). */
  token: z.string(),
  kind: z.enum(APPLICATION_DOCUMENT_KINDS),
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});
export type ApplicationUpload = z.infer<typeof ZApplicationUpload>;
export const ZApplicationUploadKind = z.object({ kind: z.enum(APPLICATION_DOCUMENT_KINDS, { error: 'Choose which document this is.' }) });

export const ZApplicationReceipt = z.object({ id: ZUuid, reference: z.string(), submittedAt: z.string(), email: z.string() });
export type ApplicationReceipt = z.infer<typeof ZApplicationReceipt>;

export const ZApplicationOptions = z.object({
  brands: z.array(
    z.object({
      id: ZUuid,
      slug: z.string(),
      name: z.string(),
      packages: z.array(z.object({ code: z.enum(PACKAGE_CODES), priceCentavos: z.number().int() })),
    }),
  ),
});
export type ApplicationOptions = z.infer<typeof ZApplicationOptions>;

// ---------------------------------------------------------------- head office

export const ZApplicationQuery = z.object({
  q: ZSearch,
  status: z.enum(APPLICATION_STATUSES).optional(),
  brandId: ZUuid.optional(),
  packageCode: z.enum(PACKAGE_CODES).optional(),
  ...ZPageQuery(20).shape,
});

export const ZApplicationRow = z.object({
  id: ZUuid,
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  brandId: ZUuid,
  brandName: z.string(),
  packageCode: z.enum(PACKAGE_CODES),
  preferredCity: z.string(),
  preferredProvince: z.string(),
  investmentRange: z.enum(INVESTMENT_RANGES),
  documentCount: z.number().int(),
  submittedAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationRow = z.infer<typeof ZApplicationRow>;
export const ZApplicationList = paged(ZApplicationRow).extend({
  counts: z.record(z.enum(APPLICATION_STATUSES), z.number().int()),
});
export type ApplicationList = z.infer<typeof ZApplicationList>;

export const ZApplicationDocument = z.object({
  id: ZUuid,
  kind: z.enum(APPLICATION_DOCUMENT_KINDS),
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});

export const ZApplicationEvent = z.object({
  id: ZUuid,
  kind: z.enum(['status', 'note']),
  fromStatus: z.enum(APPLICATION_STATUSES).nullable(),
  toStatus: z.enum(APPLICATION_STATUSES).nullable(),
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
});
export type ApplicationEvent = z.infer<typeof ZApplicationEvent>;

export const ZApplicationDetail = ZApplicationRow.extend({
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  addressLine: z.string(),
  city: z.string(),
  province: z.string(),
  occupation: z.string(),
  yearsInBusiness: z.number().int(),
  hasFranchiseExperience: z.boolean(),
  experienceSummary: z.string().nullable(),
  fundingSource: z.enum(FUNDING_SOURCES),
  motivation: z.string().nullable(),
  documents: z.array(ZApplicationDocument),
  events: z.array(ZApplicationEvent),
  /** The IAM invitation sent on approval, with its status. */
  invitation: z.object({ id: ZUuid, status: z.string(), sentAt: z.string() }).nullable(),
  allowedStatuses: z.array(z.enum(APPLICATION_STATUSES)),
});
export type ApplicationDetail = z.infer<typeof ZApplicationDetail>;

export const ZApplicationStatusChange = z.object({
  status: z.enum(APPLICATION_STATUSES),
  note: ZOptionalMultiline(2000, 'Note'),
  /** Approving: the store's target opening date (default: approval + 90 days; decision 021). */
  targetOpeningDate: ZIsoDate.optional(),
});
export const ZApplicationNote = z.object({ body: ZMultiline(2000, 'Note').min(1, 'Write a note.') });

export const ZApplicationDocumentParams = z.object({ id: ZUuid, documentId: ZUuid });

export const ZApplicationBrandOptions = listOf(z.object({ id: ZUuid, name: z.string() }));

export const APPLICATION_MESSAGES = {
  notFound: 'This application could not be found.',
  documentNotFound: 'This document could not be found.',
  uploadNotFound: 'This upload has expired or was already used. Please upload the file again.',
  missingDocument: missingDocumentMessage,
  duplicateDocument: 'This file is already attached.',
  tooManyDocuments: `Attach at most ${APPLICATION_MAX_DOCUMENTS} documents.`,
  wrongType: 'Upload a PDF, DOC, DOCX, JPG or PNG file.',
  tooLarge: 'The file is larger than 5 MB. Please upload a smaller file.',
  chooseFile: 'Choose a file to upload.',
  brandUnavailable: 'This brand is not taking applications. Choose another brand.',
  packageUnavailable: 'This package is not offered for the chosen brand. Choose another package.',
  transitionRefused: (from: string, to: string) => `An application that is ${from} cannot be moved to ${to}.`,
  headOfficeOnly: 'Only head office can see franchise applications.',
} as const;
