import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  OPENING_MESSAGES,
  ZOpeningStarterInput,
  type OpeningStarter,
  type OpeningStarterProduct,
} from '../../../shared/openings.contracts';
import { formResolver } from '../../components/form/form-resolver';

/** One line of a package's starter inventory as the editor holds it: the quantity as typed, the product's order limits. */
export interface StarterFormLine {
  productId: string;
  name: string;
  sku: string;
  unit: string;
  quantity: string;
  minOrderQty: number;
  maxOrderQty: number | null;
  /** False when the product is no longer an active product of the brand (the server refuses it). */
  available: boolean;
}
export interface StarterFormValues {
  lines: StarterFormLine[];
}
export type StarterOutput = ReturnType<typeof ZOpeningStarterInput.parse>;

export function starterValuesOf(pkg: OpeningStarter['packages'][number], products: OpeningStarterProduct[]): StarterFormValues {
  const byId = new Map(products.map((p) => [p.id, p]));
  return {
    lines: pkg.lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      sku: l.sku,
      unit: l.unit,
      quantity: String(l.quantity),
      minOrderQty: byId.get(l.productId)?.minOrderQty ?? 1,
      maxOrderQty: byId.get(l.productId)?.maxOrderQty ?? null,
      available: l.available,
    })),
  };
}

/** A newly added product's line, its quantity the product's minimum order. */
export const starterLineOf = (p: OpeningStarterProduct): StarterFormLine => ({
  productId: p.id,
  name: p.name,
  sku: p.sku,
  unit: p.unit,
  quantity: String(p.minOrderQty),
  minOrderQty: p.minOrderQty,
  maxOrderQty: p.maxOrderQty,
  available: true,
});

export const productsNotInLines = (products: OpeningStarterProduct[], lines: { productId: string }[]) =>
  products.filter((p) => !lines.some((l) => l.productId === p.id));

/** The server's order-limit refusal for a line, in its words (the checkout would refuse the starter order too). */
export function starterLineProblem(line: StarterFormLine): string | null {
  const q = Number(line.quantity);
  if (!Number.isInteger(q) || line.quantity.trim() === '') return null; // the contract's own message
  if (q < line.minOrderQty) return OPENING_MESSAGES.starterBelowMin(line.minOrderQty);
  if (line.maxOrderQty !== null && q > line.maxOrderQty) return OPENING_MESSAGES.starterAboveMax(line.maxOrderQty);
  return null;
}

const base = formResolver<StarterFormValues, StarterOutput>(ZOpeningStarterInput, {
  labels: { lines: 'lines' },
  toInput: (v) => ({ lines: v.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })) }),
});

/** The shared contract (whole quantities 1–999, no duplicates, 1–100 lines), plus each product's order limits. */
export const starterResolver: Resolver<StarterFormValues, unknown, StarterOutput> = async (values, context, options) => {
  const result = await base(values, context, options);
  const extra = values.lines.map((l) => (l.available ? starterLineProblem(l) : OPENING_MESSAGES.starterNotOfBrand));
  if (extra.every((m) => m === null)) return result;
  const errors = { ...(result.errors as Record<string, unknown>) };
  const lines = Array.isArray(errors.lines) ? [...(errors.lines as unknown[])] : [];
  extra.forEach((message, i) => {
    if (!message) return;
    const own = (lines[i] ?? {}) as Record<string, unknown>;
    const field = values.lines[i].available ? 'quantity' : 'productId';
    // The contract's own message for the field comes first.
    lines[i] = { [field]: { type: 'rule', message }, ...own };
  });
  return { values: {}, errors: { ...errors, lines } as unknown as FieldErrors<StarterFormValues> };
};
