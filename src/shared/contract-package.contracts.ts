import { z } from 'zod';
import { paged, ZIsoDate, ZLine, ZMultiline, ZOptionalMultiline, ZPageQuery, ZQueryBool, ZSearch, ZUuid } from './http';
import { PACKAGE_CODES } from './packages';

/**
 * The contract package of a location (issue 15): its franchise agreement (package, term, territory, the royalty and
 * marketing fee rates the royalty computation uses, renewal), documents with expiry and review, milestones, and
 * package upgrade requests.
 */

export const RENEWAL_STATUSES = ['not_due', 'due', 'in_renewal', 'renewed', 'not_renewing'] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

export const LOCATION_DOCUMENT_KINDS = ['agreement', 'permit', 'certificate', 'other'] as const;
export type LocationDocumentKind = (typeof LOCATION_DOCUMENT_KINDS)[number];

export const DOCUMENT_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentReviewStatus = (typeof DOCUMENT_REVIEW_STATUSES)[number];

export const MILESTONES = ['contract_signed', 'initial_payment', 'location_setup', 'staff_training', 'grand_opening'] as const;
export type Milestone = (typeof MILESTONES)[number];
export const MILESTONE_LABELS: Record<Milestone, string> = {
  contract_signed: 'Contract Signed',
  initial_payment: 'Initial Payment',
  location_setup: 'Location Setup',
  staff_training: 'Staff Training',
  grand_opening: 'Grand Opening',
};
export const MILESTONE_STATES = ['pending', 'in_progress', 'completed'] as const;
export type MilestoneState = (typeof MILESTONE_STATES)[number];

export const UPGRADE_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'withdrawn'] as const;
export type UpgradeRequestStatus = (typeof UPGRADE_REQUEST_STATUSES)[number];

/** Days before a document's expiry date when it is flagged and its location's owner notified (once). */
export const DOCUMENT_EXPIRY_WARNING_DAYS = 30;

// ---------------------------------------------------------------- labels, messages

export const RENEWAL_STATUS_LABELS: Record<RenewalStatus, string> = {
  not_due: 'Not due',
  due: 'Renewal due',
  in_renewal: 'In renewal',
  renewed: 'Renewed',
  not_renewing: 'Not renewing',
};
export const DOCUMENT_KIND_LABELS: Record<LocationDocumentKind, string> = {
  agreement: 'Agreement',
  permit: 'Permit',
  certificate: 'Certificate',
  other: 'Other',
};
export const REVIEW_STATUS_LABELS: Record<DocumentReviewStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};
export const MILESTONE_STATE_LABELS: Record<MilestoneState, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
};
export const UPGRADE_STATUS_LABELS: Record<UpgradeRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export const CONTRACT_MESSAGES = {
  locationNotFound: 'Location not found.',
  noAgreement: 'This location has no franchise agreement yet.',
  documentNotFound: 'Document not found.',
  requestNotFound: 'Upgrade request not found.',
  documentWrongType: 'Choose a PDF, Word document, JPG or PNG file.',
  documentTooLarge: 'The file is larger than 5 MB.',
  chooseFile: 'Choose a file to upload.',
  titleRequired: 'Title is required.',
  territoryRequired: 'Territory is required.',
  termEndAfterStart: 'The term must end after it starts.',
  noteRequired: 'Say why the document is rejected.',
  declineNoteRequired: 'Say why the upgrade is declined.',
  onlyPendingDelete: 'Only your own uploads that are still pending review can be deleted.',
  alreadyReviewed: 'This document has already been reviewed.',
  onePending: 'This location already has a pending upgrade request. Withdraw it or wait for head office to decide.',
  notHigher: 'Choose a package higher than the current one.',
  notOffered: "This location's brand does not offer that package.",
  requestDecided: 'This upgrade request has already been decided.',
  completedNeedsDate: 'Enter the date the milestone was completed.',
  headOfficeOnly: 'Only head office can see the list of all franchise agreements.',
} as const;

// ---------------------------------------------------------------- DTOs

const ZDate = ZIsoDate;
export const ZPackageCode = z.enum(PACKAGE_CODES);
export const ZRateSource = z.enum(['location', 'network']);
export type RateSource = z.infer<typeof ZRateSource>;

export const ZContractLocation = z.object({ id: z.string(), code: z.string(), name: z.string(), status: z.string() });
export type ContractLocation = z.infer<typeof ZContractLocation>;
export const ZContractLocationList = z.object({ items: z.array(ZContractLocation) });

export const ZPackageInfo = z.object({
  code: ZPackageCode,
  name: z.string(),
  priceCentavos: z.number().int(),
  priceFrom: z.boolean(),
  inclusions: z.array(z.string()),
});
export type PackageInfo = z.infer<typeof ZPackageInfo>;

export const ZEffectiveRates = z.object({
  /** Percent (6 = 6 %), what the royalty computation charges. */
  royaltyPercent: z.number(),
  royaltySource: ZRateSource,
  marketingFeePercent: z.number(),
  marketingFeeSource: ZRateSource,
});
export type EffectiveRates = z.infer<typeof ZEffectiveRates>;

export const ZAgreement = z.object({
  id: z.string(),
  agreementNumber: z.string(),
  package: ZPackageInfo,
  termStart: z.string(),
  termEnd: z.string(),
  /** Calendar days from today (Manila) to the term end; negative once it has ended. */
  daysRemaining: z.number().int(),
  territory: z.string(),
  renewalStatus: z.enum(RENEWAL_STATUSES),
  signedOn: z.string().nullable(),
  updatedAt: z.string(),
});
export type Agreement = z.infer<typeof ZAgreement>;

const ZPersonRef = z.object({ id: z.string(), name: z.string() }).nullable();

export const ZLocationDocument = z.object({
  id: z.string(),
  locationId: z.string(),
  kind: z.enum(LOCATION_DOCUMENT_KINDS),
  title: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  expiresOn: z.string().nullable(),
  expiringSoon: z.boolean(),
  expired: z.boolean(),
  reviewStatus: z.enum(DOCUMENT_REVIEW_STATUSES),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  uploadedBy: ZPersonRef,
  uploadedAt: z.string(),
  /** The caller may delete it (a franchisee: own upload still pending; head office: any). */
  canDelete: z.boolean(),
});
export type LocationDocument = z.infer<typeof ZLocationDocument>;

export const ZMilestoneItem = z.object({
  milestone: z.enum(MILESTONES),
  label: z.string(),
  state: z.enum(MILESTONE_STATES),
  dueOn: z.string().nullable(),
  completedOn: z.string().nullable(),
  note: z.string().nullable(),
});
export type MilestoneItem = z.infer<typeof ZMilestoneItem>;

export const ZUpgradeRequest = z.object({
  id: z.string(),
  locationId: z.string(),
  fromPackage: ZPackageCode,
  toPackage: ZPackageCode,
  reason: z.string(),
  status: z.enum(UPGRADE_REQUEST_STATUSES),
  requestedBy: ZPersonRef,
  decidedBy: ZPersonRef,
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
});
export type UpgradeRequest = z.infer<typeof ZUpgradeRequest>;

export const ZAgreementHistoryEntry = z.object({
  id: z.string(),
  changedBy: ZPersonRef,
  changedAt: z.string(),
  note: z.string().nullable(),
  /** Only the fields that changed, before and after (the first entry has no before). */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type AgreementHistoryEntry = z.infer<typeof ZAgreementHistoryEntry>;

export const ZContractPackage = z.object({
  location: ZContractLocation,
  agreement: ZAgreement.nullable(),
  /** The packages the location's brand offers, at the brand's prices (the network's list when it lists none). */
  packages: z.array(ZPackageInfo),
  rates: ZEffectiveRates,
  documents: z.array(ZLocationDocument),
  milestones: z.array(ZMilestoneItem),
  upgradeRequests: z.array(ZUpgradeRequest),
  history: z.array(ZAgreementHistoryEntry),
});
export type ContractPackage = z.infer<typeof ZContractPackage>;

export const ZAgreementSummary = z.object({
  location: ZContractLocation,
  agreementNumber: z.string().nullable(),
  packageCode: ZPackageCode.nullable(),
  termEnd: z.string().nullable(),
  daysRemaining: z.number().int().nullable(),
  renewalStatus: z.enum(RENEWAL_STATUSES).nullable(),
  documentsAwaitingReview: z.number().int(),
  expiringDocuments: z.number().int(),
  pendingUpgrade: ZPackageCode.nullable(),
});
export type AgreementSummary = z.infer<typeof ZAgreementSummary>;
export const ZAgreementSummaryList = paged(ZAgreementSummary);

export const ZAgreementQuery = z.object({
  search: ZSearch,
  packageCode: ZPackageCode.optional(),
  renewalStatus: z.enum(RENEWAL_STATUSES).optional(),
  awaitingReview: ZQueryBool,
  ...ZPageQuery(25).shape,
});
export type AgreementQuery = z.input<typeof ZAgreementQuery>;

// ---------------------------------------------------------------- inputs

const ZPercent = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} cannot be negative.`)
    .max(50, `${label} cannot be above 50%.`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${label} can have at most two decimals.`);

/** Create or replace a location's agreement. Rates are percent; null puts the location back on the network default. */
export const ZAgreementInput = z
  .object({
    packageCode: ZPackageCode,
    termStart: ZDate,
    termEnd: ZDate,
    territory: ZLine(200, 'Territory').min(1, CONTRACT_MESSAGES.territoryRequired),
    renewalStatus: z.enum(RENEWAL_STATUSES),
    signedOn: ZDate.nullable().optional(),
    royaltyPercent: ZPercent('Royalty rate').nullable(),
    marketingFeePercent: ZPercent('Marketing fee rate').nullable(),
    note: ZOptionalMultiline(500, 'Note'),
  })
  .refine((v) => v.termEnd > v.termStart, { path: ['termEnd'], message: CONTRACT_MESSAGES.termEndAfterStart });
export type AgreementInput = z.input<typeof ZAgreementInput>;

/** Query of a document upload (the file is the multipart body). */
export const ZDocumentUploadQuery = z.object({
  kind: z.enum(LOCATION_DOCUMENT_KINDS),
  title: ZLine(160, 'Title').min(1, CONTRACT_MESSAGES.titleRequired),
  expiresOn: ZDate.optional(),
});
export type DocumentUploadQuery = z.input<typeof ZDocumentUploadQuery>;

export const ZDocumentReview = z
  .object({ decision: z.enum(['approved', 'rejected']), note: ZOptionalMultiline(500, 'Note') })
  .refine((v) => v.decision === 'approved' || !!v.note, { path: ['note'], message: CONTRACT_MESSAGES.noteRequired });
export type DocumentReview = z.input<typeof ZDocumentReview>;

export const ZMilestoneUpdate = z
  .object({
    state: z.enum(MILESTONE_STATES),
    dueOn: ZDate.nullable().optional(),
    completedOn: ZDate.nullable().optional(),
    note: ZOptionalMultiline(300, 'Note'),
  })
  .refine((v) => v.state !== 'completed' || !!v.completedOn, { path: ['completedOn'], message: CONTRACT_MESSAGES.completedNeedsDate });
export type MilestoneUpdate = z.input<typeof ZMilestoneUpdate>;
export const ZMilestoneParams = z.object({ locationId: ZUuid, milestone: z.enum(MILESTONES) });

export const ZUpgradeRequestInput = z.object({
  toPackage: ZPackageCode,
  reason: ZMultiline(1000, 'Reason').min(1, 'Say why you want to upgrade.'),
});
export type UpgradeRequestInput = z.input<typeof ZUpgradeRequestInput>;

export const ZUpgradeDecision = z
  .object({ decision: z.enum(['approved', 'declined']), note: ZOptionalMultiline(500, 'Note') })
  .refine((v) => v.decision === 'approved' || !!v.note, { path: ['note'], message: CONTRACT_MESSAGES.declineNoteRequired });
export type UpgradeDecision = z.input<typeof ZUpgradeDecision>;

export const ZLocationParams = z.object({ locationId: ZUuid });
