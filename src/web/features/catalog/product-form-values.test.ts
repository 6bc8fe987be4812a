import { describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/catalog.contracts';
import { EMPTY_PRODUCT, productResolver, productToFormValues, toProductInput, type ProductFormValues } from './product-form-values';
import { categoryPathText, orderLimitsNote } from './product-format';

const BRAND = '7d1e3f10-9a2b-4c3d-8e4f-5a6b7c8d9e0f';
const CAT = '0b5e8c8e-2f7a-4a43-9d3a-0c1f6f0a1b2c';

const VALID: ProductFormValues = {
  ...EMPTY_PRODUCT,
  sku: 'SIO-001',
  name: 'Pork siomai',
  unit: 'pack',
  pricePesos: 25_050,
  minOrderQty: '2',
  brandIds: [BRAND],
};

const resolve = (values: ProductFormValues) => productResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('product form values', () => {
  it('turns blanks into null/omitted rather than zero', () => {
    expect(toProductInput(VALID)).toMatchObject({ categoryId: null, maxOrderQty: null, pricePesos: 250.5, minOrderQty: '2' });
    expect(toProductInput(VALID)).not.toHaveProperty('reorderLevel');
    expect(toProductInput({ ...VALID, reorderLevel: '10' })).toMatchObject({ reorderLevel: '10' });
  });

  it('validates with the shared schema and gives numbers for the API', async () => {
    const result = await resolve(VALID);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ pricePesos: 250.5, minOrderQty: 2, maxOrderQty: null, active: true });
  });

  it('puts errors on the fields: empty or unreadable price, no brand, max below min', async () => {
    expect((await resolve({ ...VALID, pricePesos: null })).errors).toHaveProperty('pricePesos');
    // The MoneyField holds NaN while its text is not an amount (it says why in terms of the text).
    expect((await resolve({ ...VALID, pricePesos: Number.NaN })).errors.pricePesos?.message).toBe(
      'Invalid price. Please check your input.',
    );
    expect((await resolve({ ...VALID, brandIds: [] })).errors.brandIds?.message).toBe('Enable the product for at least one brand.');
    expect((await resolve({ ...VALID, maxOrderQty: '1' })).errors.maxOrderQty?.message).toBe(
      'Maximum order quantity must be at least the minimum.',
    );
    expect((await resolve({ ...VALID, sku: 'bad sku!' })).errors).toHaveProperty('sku');
  });

  it('fills the edit form from a product, price in pesos', () => {
    const product: Product = {
      id: 'p1',
      sku: 'SIO-001',
      name: 'Pork siomai',
      description: 'Frozen',
      imageUrl: null,
      category: { id: CAT, name: 'Frozen', path: ['Food', 'Frozen'] },
      brands: [{ id: BRAND, name: 'Siomai Shop', slug: 'siomai-shop' }],
      unit: 'pack',
      priceCentavos: 25050,
      minOrderQty: 2,
      maxOrderQty: null,
      active: false,
      availability: { status: 'in_stock', available: 10 },
      updatedAt: '2025-01-01T00:00:00Z',
    };
    expect(productToFormValues(product)).toMatchObject({
      pricePesos: 25_050,
      categoryId: CAT,
      maxOrderQty: '',
      brandIds: [BRAND],
      active: false,
    });
    expect(categoryPathText(product.category)).toBe('Food › Frozen');
    expect(categoryPathText({ id: CAT, name: 'Frozen', path: ['Food'] })).toBe('Food › Frozen');
    expect(categoryPathText(null)).toBe('Uncategorised');
    expect(orderLimitsNote(product)).toBe('Min 2 packs per order');
    expect(orderLimitsNote({ ...product, maxOrderQty: 10 })).toBe('Min 2 packs · max 10 per order');
  });
});
