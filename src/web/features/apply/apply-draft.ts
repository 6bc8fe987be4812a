import type { ApplicationDocumentKind } from '../../../shared/applications.contracts';

/** Every field of the five steps as the form holds them (text boxes hold strings; the contracts coerce). */
export interface ApplyValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthDate: string;
  addressLine: string;
  city: string;
  province: string;
  occupation: string;
  yearsInBusiness: string;
  hasFranchiseExperience: boolean;
  experienceSummary: string;
  investmentRange: string;
  fundingSource: string;
  brandId: string;
  packageCode: string;
  preferredProvince: string;
  preferredCity: string;
  motivation: string;
  consent: boolean;
}

export const EMPTY_VALUES: ApplyValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  birthDate: '',
  addressLine: '',
  city: '',
  province: '',
  occupation: '',
  yearsInBusiness: '',
  hasFranchiseExperience: false,
  experienceSummary: '',
  investmentRange: '',
  fundingSource: '',
  brandId: '',
  packageCode: '',
  preferredProvince: '',
  preferredCity: '',
  motivation: '',
  consent: false,
};

/** An uploaded file as the draft keeps it: the token claims it at submit. */
export interface DraftUpload {
  id: string;
  token: string;
  kind: ApplicationDocumentKind;
  filename: string;
  sizeBytes: number;
}

export interface ApplyDraft {
  values: ApplyValues;
  step: number;
  uploads: DraftUpload[];
}

/** Versioned: a later shape of the form starts afresh rather than reading an old draft wrongly. */
const KEY = 'franchisehub.apply-draft.v1';
export const STEP_COUNT = 5;

/** The draft kept in this browser, or a blank one (storage off, nothing saved, or unreadable). */
export function loadDraft(): ApplyDraft {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return blank();
    const saved = JSON.parse(raw) as Partial<ApplyDraft>;
    const values = { ...EMPTY_VALUES };
    for (const key of Object.keys(EMPTY_VALUES) as (keyof ApplyValues)[]) {
      const v = saved.values?.[key];
      if (typeof v === typeof EMPTY_VALUES[key]) (values as Record<string, unknown>)[key] = v;
    }
    const step = Number.isInteger(saved.step) && saved.step! >= 1 && saved.step! <= STEP_COUNT ? saved.step! : 1;
    const uploads = Array.isArray(saved.uploads) ? saved.uploads.filter(isUpload) : [];
    return { values, step, uploads };
  } catch {
    return blank();
  }
}

export function saveDraft(draft: ApplyDraft): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the form still works, only a reload would lose it.
  }
}

export function clearDraft(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

const blank = (): ApplyDraft => ({ values: { ...EMPTY_VALUES }, step: 1, uploads: [] });

function isUpload(u: unknown): u is DraftUpload {
  if (typeof u !== 'object' || u === null) return false;
  const r = u as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    typeof r.token === 'string' &&
    typeof r.kind === 'string' &&
    typeof r.filename === 'string' &&
    typeof r.sizeBytes === 'number'
  );
}
