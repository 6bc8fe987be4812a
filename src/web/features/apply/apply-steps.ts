import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { lazyResolver, lazySchema } from '../../components/form/lazy-schema';
import type { FieldLabels } from '../../lib/form-errors';
import { EMPTY_VALUES, type ApplyValues, type DraftUpload } from './apply-draft';
import { DOCUMENT_KINDS, missingDocumentMessage } from './apply-constants';

export const STEPS = [
  { n: 1, title: 'Personal details' },
  { n: 2, title: 'Business experience and investment' },
  { n: 3, title: 'Brand, package and location' },
  { n: 4, title: 'Documents' },
  { n: 5, title: 'Review and submit' },
] as const;

/** Which step asks for each field: a server refusal of a field sends the applicant back to its step. */
export const STEP_OF_FIELD: Record<keyof ApplyValues | 'documents', number> = {
  firstName: 1,
  lastName: 1,
  email: 1,
  phone: 1,
  birthDate: 1,
  addressLine: 1,
  city: 1,
  province: 1,
  occupation: 2,
  yearsInBusiness: 2,
  hasFranchiseExperience: 2,
  experienceSummary: 2,
  investmentRange: 2,
  fundingSource: 2,
  brandId: 3,
  packageCode: 3,
  preferredProvince: 3,
  preferredCity: 3,
  motivation: 3,
  documents: 4,
  consent: 5,
};

const LABELS: FieldLabels<ApplyValues> = {
  firstName: 'first name',
  lastName: 'last name',
  email: 'email',
  phone: 'phone',
  birthDate: 'date of birth',
  addressLine: 'address',
  city: 'city',
  province: 'province',
  occupation: 'occupation',
  yearsInBusiness: 'years in business',
  experienceSummary: 'business experience',
  investmentRange: 'investment range',
  fundingSource: 'funding source',
  brandId: 'brand',
  packageCode: 'package',
  preferredProvince: 'preferred province',
  preferredCity: 'preferred city',
  motivation: 'why this brand',
  consent: 'consent',
};

const load = () => import('./apply-schemas');
/** A blank number box is "not given" (the contract then says "Enter a number of years."), not zero. */
const experienceInput = (v: ApplyValues) => ({ ...v, yearsInBusiness: v.yearsInBusiness.trim() === '' ? undefined : v.yearsInBusiness });

type StepResolver = Resolver<ApplyValues, unknown, ApplyValues>;
/** Checked with the step's contract; the values handed on are the form's own (raw), so one type serves every step. */
const checkWith = (load: () => Promise<z.ZodType>, toInput?: (v: ApplyValues) => unknown): StepResolver =>
  lazyResolver<ApplyValues, unknown>(lazySchema(load), { labels: LABELS, raw: true, toInput }) as StepResolver;

const STEP_RESOLVERS: Record<number, StepResolver> = {
  1: checkWith(() => load().then((m) => m.ZApplicationPersonal)),
  2: checkWith(() => load().then((m) => m.ZApplicationExperience), experienceInput),
  3: checkWith(() => load().then((m) => m.ZApplicationChoice)),
  5: checkWith(() => load().then((m) => m.ZApplicationConsent)),
};

/**
 * The form's one resolver, checking only the step on screen with that step's contract (per-step validation): the
 * other steps' fields are neither checked nor reported. The documents step has no fields (see missingDocuments).
 * `show(n)` tells it which step is on screen.
 */
export function stepChecker(start: number) {
  let current = start;
  const resolver: StepResolver = async (values, context, options) => {
    const resolve = STEP_RESOLVERS[current];
    return resolve ? resolve(values, context, options) : { values, errors: {} };
  };
  return { resolver, show: (n: number) => void (current = n) };
}

/** The required documents not yet uploaded, each with the contract's message ("Proof of billing is required."). */
export function missingDocuments(uploads: readonly DraftUpload[]): Partial<Record<DraftUpload['kind'], string>> {
  const missing: Partial<Record<DraftUpload['kind'], string>> = {};
  for (const d of DOCUMENT_KINDS)
    if (d.required && !uploads.some((u) => u.kind === d.kind)) missing[d.kind] = missingDocumentMessage(d.label);
  return missing;
}

/** The request body of POST /api/applications from the form and the uploads. */
export function submission(values: ApplyValues, uploads: readonly DraftUpload[]) {
  return {
    ...values,
    yearsInBusiness: values.yearsInBusiness.trim() === '' ? undefined : Number(values.yearsInBusiness),
    experienceSummary: values.experienceSummary.trim() || null,
    motivation: values.motivation.trim() || null,
    documents: uploads.map(({ id, token }) => ({ id, token })),
  };
}

export const FIELD_NAMES = Object.keys(EMPTY_VALUES) as (keyof ApplyValues)[];
