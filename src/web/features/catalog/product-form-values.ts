import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ZProductInput, type Product, type ProductInput } from '../../../shared/catalog.contracts';
import { defaultFieldMessages, type FieldLabels } from '../../lib/form-errors';
import { centavosToPesoText } from '../../../shared/money';

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
  pricePesos: string;
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
  pricePesos: '',
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

/** Centavos as the pesos text the price field shows ("1250.5" → "1250.50"). */
export function pesosText(centavos: number): string {
  return centavosToPesoText(centavos);
}

export function productToFormValues(product: Product): ProductFormValues {
  return {
    sku: product.sku,
    name: product.name,
    description: product.description,
    categoryId: product.category?.id ?? '',
    unit: product.unit,
    pricePesos: pesosText(product.priceCentavos),
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
    pricePesos: numberText(values.pricePesos),
    minOrderQty: numberText(values.minOrderQty),
    maxOrderQty: numberText(values.maxOrderQty) ?? null,
    brandIds: values.brandIds,
    active: values.active,
    ...(reorderLevel !== undefined ? { reorderLevel } : {}),
  };
}

/** Prices are centavo-precise: "12.345" would be rounded silently, so it is refused instead. */
export function tooManyDecimals(text: string): boolean {
  return /\.\d{3,}$/.test(text.trim());
}

/** react-hook-form resolver: validates the payload the form would send; errors land on its fields. */
export const productResolver: Resolver<ProductFormValues, unknown, ProductPayload> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  const parsed = ZProductInput.safeParse(toProductInput(values), defaultFieldMessages(PRODUCT_LABELS));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: issue.message };
    }
  }
  if (!errors.pricePesos && tooManyDecimals(values.pricePesos)) {
    errors.pricePesos = { type: 'custom', message: 'Use at most 2 decimal places.' };
  }
  if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
  return { values: {}, errors: errors as FieldErrors<ProductFormValues> };
};
