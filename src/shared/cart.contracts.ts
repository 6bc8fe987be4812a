import { z } from 'zod';
import { ZAvailability } from './catalog.contracts';
import { ORDER_SETTINGS } from './settings';
import { ZInt } from './http';

/** Cart contracts: ordering location, cart lines, quantities and totals. Money in integer centavos. */

export const ZOrderingLocation = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  city: z.string(),
  brand: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
});
export type OrderingLocation = z.infer<typeof ZOrderingLocation>;
export const ZOrderingLocations = z.object({ locations: z.array(ZOrderingLocation), selectedLocationId: z.string().nullable() });
export type OrderingLocations = z.infer<typeof ZOrderingLocations>;
export const ZSelectLocation = z.object({ locationId: z.string().uuid('Choose a location.') });

export const CART_ISSUE_CODES = [
  'INACTIVE',
  'BELOW_MIN',
  'ABOVE_MAX',
  'INSUFFICIENT_STOCK',
  'PRICE_CHANGED',
  'NOT_AVAILABLE_FOR_BRAND',
] as const;
export const ZCartIssue = z.object({ code: z.enum(CART_ISSUE_CODES), message: z.string() });
export type CartIssue = z.infer<typeof ZCartIssue>;

export const ZCartLine = z.object({
  id: z.string(),
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  unit: z.string(),
  unitPriceCentavos: z.number().int(),
  /** The price when the line was added (or last accepted); differs from unitPriceCentavos after a price change. */
  priceAtAddCentavos: z.number().int(),
  quantity: z.number().int(),
  lineTotalCentavos: z.number().int(),
  minOrderQty: z.number().int(),
  maxOrderQty: z.number().int().nullable(),
  availability: ZAvailability,
  issues: z.array(ZCartIssue),
});
export type CartLine = z.infer<typeof ZCartLine>;

export const ZTotals = z.object({
  subtotalCentavos: z.number().int(),
  vatCentavos: z.number().int(),
  shippingCentavos: z.number().int(),
  totalCentavos: z.number().int(),
});
export type Totals = z.infer<typeof ZTotals>;

export const ZCart = z.object({
  location: ZOrderingLocation.nullable(),
  lines: z.array(ZCartLine),
  summary: ZTotals.extend({
    itemCount: z.number().int(),
    /** How much more subtotal gives free shipping; 0 when already free. */
    freeShippingRemainingCentavos: z.number().int(),
  }),
  /** False while any line has an issue or the cart is empty. */
  canCheckout: z.boolean(),
});
export type Cart = z.infer<typeof ZCart>;
export const ZCartCount = z.object({ count: z.number().int() });

/** The API's ceiling for one line; the product's own minimum and maximum are checked by the cart service. */
export const QUANTITY_CEILING = 100_000;
export const ZQuantity = ZInt(1, QUANTITY_CEILING, {
  type: 'Enter a whole number.',
  int: 'Enter a whole number.',
  min: 'Quantity must be at least 1.',
  max: `Quantity can be at most ${QUANTITY_CEILING.toLocaleString('en-PH')}.`,
});
/** The rule for one product's quantity, shown wherever a quantity is refused: "Enter a whole number from 2 to 80." */
export function quantityRule(min: number, max: number | null): string {
  const upper = Math.min(max ?? QUANTITY_CEILING, QUANTITY_CEILING);
  return `Enter a whole number from ${Math.max(1, min).toLocaleString('en-PH')} to ${upper.toLocaleString('en-PH')}.`;
}

/** Above the maximum once what is already in the cart counts: says how many are there. */
export function aboveMaxMessage(max: number, inCart: number): string {
  if (inCart <= 0) return `You can order at most ${max.toLocaleString('en-PH')}.`;
  return `You can order at most ${max.toLocaleString('en-PH')}; ${inCart.toLocaleString('en-PH')} ${inCart === 1 ? 'is' : 'are'} already in your cart.`;
}

export const ZAddToCart = z.object({ productId: z.string().uuid(), quantity: ZQuantity });
export const ZUpdateCartLine = z.object({ quantity: ZQuantity });

/** DESIGN 5: subtotal = Σ qty × price; VAT 12 % of subtotal; shipping ₱200, free from ₱5,000. */
export function computeTotals(subtotalCentavos: number, s = ORDER_SETTINGS): Totals & { freeShippingRemainingCentavos: number } {
  const vatCentavos = Math.round(subtotalCentavos * s.vatRate);
  const free = subtotalCentavos >= s.freeShippingThresholdCentavos;
  const shippingCentavos = subtotalCentavos === 0 || free ? 0 : s.shippingFeeCentavos;
  return {
    subtotalCentavos,
    vatCentavos,
    shippingCentavos,
    totalCentavos: subtotalCentavos + vatCentavos + shippingCentavos,
    freeShippingRemainingCentavos: free ? 0 : s.freeShippingThresholdCentavos - subtotalCentavos,
  };
}
