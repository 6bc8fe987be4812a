/**
 * The application form's words and choices without zod: /apply loads zod only at its first check (lazySchema), so its
 * first load imports these from here. applications.contracts.ts re-exports them with the schemas built on them.
 */
export const APPLICATIONS_API = { public: '/api/applications', review: '/api/applications/review' } as const;

export const INVESTMENT_RANGES = ['50k-120k', '120k-250k', '250k-500k', '500k-plus'] as const;
export type InvestmentRange = (typeof INVESTMENT_RANGES)[number];
export const INVESTMENT_RANGE_LABELS: Record<InvestmentRange, string> = {
  '50k-120k': '₱50,000 – ₱120,000',
  '120k-250k': '₱120,000 – ₱250,000',
  '250k-500k': '₱250,000 – ₱500,000',
  '500k-plus': '₱500,000 or more',
};

const isInvestmentRange = (v: string | undefined): v is InvestmentRange => (INVESTMENT_RANGES as readonly string[]).includes(v ?? '');

/** The top of each range in centavos (none for the open-ended one). */
const INVESTMENT_RANGE_TOP: Record<InvestmentRange, number | null> = {
  '50k-120k': 12_000_000,
  '120k-250k': 25_000_000,
  '250k-500k': 50_000_000,
  '500k-plus': null,
};

/**
 * The note for a package whose fee is above the investment range the applicant gave (null when it fits): they may
 * still apply, but should know before head office calls.
 */
export function budgetNote(range: string | undefined, priceCentavos: number | undefined): string | null {
  if (!isInvestmentRange(range) || priceCentavos === undefined) return null;
  const top = INVESTMENT_RANGE_TOP[range];
  if (top === null || priceCentavos <= top) return null;
  return `This package's fee is above the investment range you gave (${INVESTMENT_RANGE_LABELS[range]}). You can still apply: head office will talk it through with you, or go back and change the range.`;
}

export const FUNDING_SOURCES = ['personal_savings', 'bank_loan', 'family_or_partners', 'other'] as const;
export const FUNDING_SOURCE_LABELS: Record<(typeof FUNDING_SOURCES)[number], string> = {
  personal_savings: 'Personal savings',
  bank_loan: 'Bank loan',
  family_or_partners: 'Family or business partners',
  other: 'Other',
};

/** Documents an applicant sends; the first two are required. */
export const APPLICATION_DOCUMENT_KINDS = ['government_id', 'proof_of_billing', 'bank_statement', 'business_permit', 'other'] as const;
export type ApplicationDocumentKind = (typeof APPLICATION_DOCUMENT_KINDS)[number];
export const REQUIRED_DOCUMENT_KINDS: readonly ApplicationDocumentKind[] = ['government_id', 'proof_of_billing'];
export const DOCUMENT_KIND_LABELS: Record<ApplicationDocumentKind, string> = {
  government_id: 'Government-issued ID',
  proof_of_billing: 'Proof of billing',
  bank_statement: 'Bank statement',
  business_permit: 'Business permit or DTI/SEC registration',
  other: 'Other supporting document',
};

/** The spec's toast (PRODUCT-SPEC §8) after a submit. */
export const APPLICATION_TOAST = {
  title: 'Application Submitted',
  description: 'Thank you for applying. We will review it and contact you within 2-3 business days.',
} as const;

/** A required document that is missing, by its label. */
export const missingDocumentMessage = (label: string) => `${label} is required.`;
