import type { z } from 'zod';
import { ZProductInput, type Product, type ProductInput } from '../../../shared/catalog.contracts';
import type { FieldLabels } from '../../lib/form-errors';
import { formResolver } from '../../components/form';

/**
 * Head office's product form keeps every input as the browser gives it (strings, '' for "none").
 * What is sent is the contract's ProductInput, built by {@link toProductInput} and checked by the
 * same zod schema the server uses; edits send the same full set as a PATCH.
 */

export interface ProductFormValues {
  sku: string;
  name: string;
  description: string;
  categoryId: string;
  unit: string;
  /** Centavos as the MoneyField holds them: null when blank, NaN while the text is not an amount. */
  pricePesos: number | null;
  minOrderQty: string;
  maxOrderQty: string;
  brandIds: string[];
  active: boolean;
  /** Blank: the server's default on create, unchanged on edit (the product doesn't report it). */
  reorderLevel: string;
}

export type ProductPayload = z.output<typeof ZProductInput>;

export const EMPTY_PRODUCT: ProductFormValues = {
  sku: '',
  name: '',
  description: '',
  categoryId: '',
  unit: '',
  pricePesos: null,
  minOrderQty: '1',
  maxOrderQty: '',
  brandIds: [],
  active: true,
  reorderLevel: '',
};

export const PRODUCT_LABELS: FieldLabels<ProductFormValues> = {
  sku: 'SKU',
  name: 'name',
  description: 'description',
  categoryId: 'category',
  unit: 'unit of measure',
  pricePesos: 'price',
  minOrderQty: 'minimum order quantity',
  maxOrderQty: 'maximum order quantity',
  brandIds: 'brands',
  active: 'active',
  reorderLevel: 'reorder level',
};

export function productToFormValues(product: Product): ProductFormValues {
  return {
    sku: product.sku,
    name: product.name,
    description: product.description,
    categoryId: product.category?.id ?? '',
    unit: product.unit,
    pricePesos: product.priceCentavos,
    minOrderQty: String(product.minOrderQty),
    maxOrderQty: product.maxOrderQty === null ? '' : String(product.maxOrderQty),
    brandIds: product.brands.map((b) => b.id),
    active: product.active,
    reorderLevel: '',
  };
}

/** Blank stays "missing" (undefined), so the schema reports it instead of coercing '' to 0. */
const numberText = (text: string) => (text.trim() === '' ? undefined : text.trim().replace(/,/g, ''));

export function toProductInput(values: ProductFormValues): ProductInput {
  const reorderLevel = numberText(values.reorderLevel);
  return {
    sku: values.sku,
    name: values.name,
    description: values.description,
    categoryId: values.categoryId || null,
    unit: values.unit,
    // The contract takes pesos; the field's centavos divide exactly back (the server rounds to the centavo again).
    pricePesos: values.pricePesos === null ? undefined : values.pricePesos / 100,
    minOrderQty: numberText(values.minOrderQty),
    maxOrderQty: numberText(values.maxOrderQty) ?? null,
    brandIds: values.brandIds,
    active: values.active,
    ...(reorderLevel !== undefined ? { reorderLevel } : {}),
  };
}

/** react-hook-form resolver: validates the payload the form would send; errors land on its fields. */
export const productResolver = formResolver(ZProductInput, { labels: PRODUCT_LABELS, toInput: toProductInput });
