import type { Resolver } from 'react-hook-form';
import { FRANCHISE_PACKAGES, PACKAGE_CODES, type PackageCode } from '../../../shared/packages';
import { ZBrandContentWrite, type BrandContent, type BrandContentWrite } from '../../../shared/site.contracts';
import { formResolver } from '../../components/form';
import type { FieldLabels } from '../../lib/form-errors';

/** The microsite form: every package A–D as a row with "offered" and its price (centavos; null while blank). */
export interface BrandFormValues {
  heroTitle: string;
  heroText: string;
  story: string;
  benefits: { title: string; text: string }[];
  faqs: { question: string; answer: string }[];
  packages: { code: PackageCode; offered: boolean; priceCentavos: number | null }[];
}

export const BRAND_LABELS: FieldLabels<BrandFormValues> = {
  heroTitle: 'headline',
  heroText: 'introduction',
  story: 'story',
  benefits: 'benefits',
  faqs: 'questions',
  packages: 'packages',
};

export function brandToFormValues(b: BrandContent): BrandFormValues {
  return {
    heroTitle: b.heroTitle,
    heroText: b.heroText,
    story: b.story,
    benefits: b.benefits.map((x) => ({ title: x.title, text: x.text })),
    faqs: b.faqs.map((x) => ({ question: x.question, answer: x.answer })),
    packages: PACKAGE_CODES.map((code) => {
      const offered = b.packages.find((p) => p.code === code);
      return { code, offered: Boolean(offered), priceCentavos: offered ? offered.priceCentavos : FRANCHISE_PACKAGES[code].priceCentavos };
    }),
  };
}

const toInput = (v: BrandFormValues) => ({
  ...v,
  packages: v.packages.filter((p) => p.offered).map((p) => ({ code: p.code, priceCentavos: p.priceCentavos })),
});

const base = formResolver<BrandFormValues, BrandContentWrite>(ZBrandContentWrite, { labels: BRAND_LABELS, toInput });

type Nested = Record<string, unknown> & { message?: string; type?: string; root?: { message?: string } };

/**
 * The contract's resolver, with the package errors moved back to their rows: the contract sees only the offered
 * packages, so its `packages.1` is the second offered row, not row B.
 */
export const brandResolver: Resolver<BrandFormValues, unknown, BrandContentWrite> = async (values, context, options) => {
  const result = await base(values, context, options);
  const errors = result.errors as Record<string, unknown>;
  const found = errors.packages as Nested | undefined;
  if (found) {
    const offered = values.packages.flatMap((p, i) => (p.offered ? [i] : []));
    const rows: unknown[] = [];
    for (const [key, value] of Object.entries(found)) if (/^\d+$/.test(key)) rows[offered[Number(key)] ?? 0] = value;
    const message = found.message ?? found.root?.message;
    errors.packages = Object.assign(rows, message ? { root: { type: 'custom', message }, message, type: 'custom' } : {});
  }
  return result;
};
