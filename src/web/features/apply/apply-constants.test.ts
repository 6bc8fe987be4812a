import { describe, expect, it } from 'vitest';
import {
  APPLICATIONS_API,
  APPLICATION_DOCUMENT_KINDS,
  APPLICATION_MESSAGES,
  APPLICATION_TOAST,
  DOCUMENT_KIND_LABELS,
  FUNDING_SOURCES,
  FUNDING_SOURCE_LABELS,
  INVESTMENT_RANGES,
  INVESTMENT_RANGE_LABELS,
  REQUIRED_DOCUMENT_KINDS,
} from '../../../shared/applications.contracts';
import {
  APPLY_API,
  APPLY_TOAST,
  DOCUMENT_KINDS,
  FUNDING_SOURCE_OPTIONS,
  INVESTMENT_RANGE_OPTIONS,
  missingDocumentMessage,
} from './apply-constants';

// The apply page's zod-free copies must say and allow exactly what the contract does.
describe('apply page copies of the applications contract', () => {
  it('has the same choices, in the same order, with the same words', () => {
    expect(INVESTMENT_RANGE_OPTIONS).toEqual(INVESTMENT_RANGES.map((value) => ({ value, label: INVESTMENT_RANGE_LABELS[value] })));
    expect(FUNDING_SOURCE_OPTIONS).toEqual(FUNDING_SOURCES.map((value) => ({ value, label: FUNDING_SOURCE_LABELS[value] })));
    expect(DOCUMENT_KINDS).toEqual(
      APPLICATION_DOCUMENT_KINDS.map((kind) => ({
        kind,
        label: DOCUMENT_KIND_LABELS[kind],
        required: REQUIRED_DOCUMENT_KINDS.includes(kind),
      })),
    );
  });

  it('uses the contract endpoints, toast and messages', () => {
    expect(APPLY_API.submit).toBe(APPLICATIONS_API.public);
    expect(APPLY_API.documents).toBe(`${APPLICATIONS_API.public}/documents`);
    expect(APPLY_API.options).toBe(`${APPLICATIONS_API.public}/options`);
    expect(APPLY_TOAST).toEqual(APPLICATION_TOAST);
    expect(missingDocumentMessage('Proof of billing')).toBe(APPLICATION_MESSAGES.missingDocument('Proof of billing'));
  });
});
