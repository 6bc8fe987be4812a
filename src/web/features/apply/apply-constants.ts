import type { ApplicationDocumentKind, ApplicationSubmitInput, InvestmentRange } from '../../../shared/applications.contracts';

/**
 * The application form's words and limits, copied from shared/applications.contracts.ts without zod: the contracts
 * module builds its schemas when imported, and /apply loads zod only at the first validation (lazySchema), so the
 * page's first load stays light. apply-constants.test.ts checks every copy still equals the contract's.
 */

export const APPLY_API = {
  options: '/api/applications/options',
  documents: '/api/applications/documents',
  submit: '/api/applications',
} as const;

export const INVESTMENT_RANGE_OPTIONS: readonly { value: InvestmentRange; label: string }[] = [
  { value: '50k-120k', label: '₱50,000 – ₱120,000' },
  { value: '120k-250k', label: '₱120,000 – ₱250,000' },
  { value: '250k-500k', label: '₱250,000 – ₱500,000' },
  { value: '500k-plus', label: '₱500,000 or more' },
];

type FundingSource = ApplicationSubmitInput['fundingSource'];
export const FUNDING_SOURCE_OPTIONS: readonly { value: FundingSource; label: string }[] = [
  { value: 'personal_savings', label: 'Personal savings' },
  { value: 'bank_loan', label: 'Bank loan' },
  { value: 'family_or_partners', label: 'Family or business partners' },
  { value: 'other', label: 'Other' },
];

export const DOCUMENT_KINDS: readonly { kind: ApplicationDocumentKind; label: string; required: boolean }[] = [
  { kind: 'government_id', label: 'Government-issued ID', required: true },
  { kind: 'proof_of_billing', label: 'Proof of billing', required: true },
  { kind: 'bank_statement', label: 'Bank statement', required: false },
  { kind: 'business_permit', label: 'Business permit or DTI/SEC registration', required: false },
  { kind: 'other', label: 'Other supporting document', required: false },
];

export const DOCUMENT_LABEL = Object.fromEntries(DOCUMENT_KINDS.map((d) => [d.kind, d.label])) as Record<ApplicationDocumentKind, string>;

/** APPLICATION_MESSAGES.missingDocument. */
export const missingDocumentMessage = (label: string) => `${label} is required.`;

/** The spec's toast after a submit (APPLICATION_TOAST). */
export const APPLY_TOAST = {
  title: 'Application Submitted',
  description: 'Thank you for applying. We will review it and contact you within 2-3 business days.',
} as const;
