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
