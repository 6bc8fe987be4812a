import { describe, expect, it } from 'vitest';
import { brandResolver, type BrandFormValues } from './brand-form-values';

const values = (packages: BrandFormValues['packages']): BrandFormValues => ({
  heroTitle: 'Headline',
  heroText: 'Intro',
  story: 'Story',
  benefits: [],
  faqs: [],
  packages,
});
const resolve = (v: BrandFormValues) => brandResolver(v, undefined, { shouldUseNativeValidation: false, fields: {} });

describe('brand microsite form', () => {
  it('sends only the offered packages with their prices', async () => {
    const result = await resolve(
      values([
        { code: 'A', offered: true, priceCentavos: 6_500_000 },
        { code: 'B', offered: false, priceCentavos: 12_000_000 },
        { code: 'C', offered: true, priceCentavos: 30_000_000 },
        { code: 'D', offered: false, priceCentavos: null },
      ]),
    );
    expect(result.values).toMatchObject({
      packages: [
        { code: 'A', priceCentavos: 6_500_000 },
        { code: 'C', priceCentavos: 30_000_000 },
      ],
    });
  });
  it('puts a price problem on its own package row, not the n-th offered one', async () => {
    const result = await resolve(
      values([
        { code: 'A', offered: false, priceCentavos: 5_000_000 },
        { code: 'B', offered: false, priceCentavos: 12_000_000 },
        { code: 'C', offered: true, priceCentavos: 50 },
        { code: 'D', offered: false, priceCentavos: null },
      ]),
    );
    const rows = result.errors.packages as unknown as { priceCentavos?: { message?: string } }[];
    expect(rows[2]?.priceCentavos?.message).toBe('Enter a price of at least ₱1.');
    expect(rows[0]).toBeUndefined();
  });
  it('asks for at least one package', async () => {
    const result = await resolve(values([{ code: 'A', offered: false, priceCentavos: 5_000_000 }]));
    const packages = result.errors.packages as unknown as { message?: string; root?: { message?: string } };
    expect(packages.message ?? packages.root?.message).toBe('Offer at least one package.');
  });
});
