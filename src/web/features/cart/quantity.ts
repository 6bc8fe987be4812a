/**
 * Quantity rules shared by "Add to Cart" and the cart's stepper. The limits are the product's
 * minimum and maximum order quantity (no maximum: the API's ceiling). Stock is not a limit here:
 * the server answers "more than available" itself, with the number it has.
 */

/** The API's ceiling for one line (ZQuantity). */
export const QUANTITY_CEILING = 100_000;

export interface QuantityLimits {
  min: number;
  max: number | null;
}

export function limitsOf(item: { minOrderQty: number; maxOrderQty: number | null }): QuantityLimits {
  return { min: Math.max(1, item.minOrderQty), max: item.maxOrderQty };
}

function upperOf(limits: QuantityLimits): number {
  return Math.max(limits.min, Math.min(limits.max ?? QUANTITY_CEILING, QUANTITY_CEILING));
}

/** Brings a whole number into [min, max]; fractions round to the nearest whole. */
export function clampQuantity(value: number, limits: QuantityLimits): number {
  if (!Number.isFinite(value)) return limits.min;
  return Math.min(upperOf(limits), Math.max(limits.min, Math.round(value)));
}

/**
 * What the user typed, as a quantity within the limits; null when it isn't a number at all (the
 * field then goes back to the last good value instead of guessing).
 */
export function parseQuantityInput(text: string, limits: QuantityLimits): number | null {
  const trimmed = text.trim();
  if (!/^\d+([.,]\d*)?$/.test(trimmed)) return null;
  return clampQuantity(Number(trimmed.replace(',', '.')), limits);
}

/** One step up or down. From outside the limits a step lands on the nearest limit. */
export function stepQuantity(current: number, delta: 1 | -1, limits: QuantityLimits): number {
  return clampQuantity(current + delta, limits);
}

export function canDecrease(current: number, limits: QuantityLimits): boolean {
  return current > limits.min;
}

export function canIncrease(current: number, limits: QuantityLimits): boolean {
  return current < upperOf(limits);
}
