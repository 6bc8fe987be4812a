import {
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
} from '../../../shared/applications-info';

/** The application form's choices, from the zod-free shared module (the page loads zod only at its first check). */
export { missingDocumentMessage } from '../../../shared/applications-info';

export const APPLY_API = {
  options: `${APPLICATIONS_API.public}/options`,
  documents: `${APPLICATIONS_API.public}/documents`,
  submit: APPLICATIONS_API.public,
} as const;

export const INVESTMENT_RANGE_OPTIONS = INVESTMENT_RANGES.map((value) => ({ value, label: INVESTMENT_RANGE_LABELS[value] }));
export const FUNDING_SOURCE_OPTIONS = FUNDING_SOURCES.map((value) => ({ value, label: FUNDING_SOURCE_LABELS[value] }));

export const DOCUMENT_KINDS: readonly { kind: ApplicationDocumentKind; label: string; required: boolean }[] =
  APPLICATION_DOCUMENT_KINDS.map((kind) => ({ kind, label: DOCUMENT_KIND_LABELS[kind], required: REQUIRED_DOCUMENT_KINDS.includes(kind) }));

export const DOCUMENT_LABEL = DOCUMENT_KIND_LABELS;

/** The spec's toast after a submit. */
export const APPLY_TOAST = APPLICATION_TOAST;
