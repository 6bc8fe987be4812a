/**
 * Quantity rules shared by "Add to Cart" and the cart's stepper. The limits are the product's
 * minimum and maximum order quantity (no maximum: the API's ceiling). Stock is not a limit here:
 * the server answers "more than available" itself, with the number it has.
 */

import { aboveMaxMessage, QUANTITY_CEILING, quantityRule } from '../../../shared/cart.contracts';

/** The API's ceiling for one line (ZQuantity). */
export { QUANTITY_CEILING };

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

/** Why a typed quantity is refused: 0 (in the cart: offer to remove the line), above the maximum, or anything else. */
export type QuantityCheck = { ok: true; quantity: number } | { ok: false; reason: 'zero' | 'above' | 'invalid'; message: string };

/**
 * What the user typed, checked and never corrected: 0, −5, 2.5, text or nothing are refused with the rule
 * ("Enter a whole number from 2 to 80."). `inCart` is what the cart already holds of the product; `mode` says
 * whether the typed number is added to it (catalogue) or replaces it (cart line). Above the maximum the message
 * says how many are already in the cart.
 */
export function checkQuantity(text: string, limits: QuantityLimits, inCart = 0, mode: 'add' | 'set' = 'add'): QuantityCheck {
  const rule = quantityRule(limits.min, limits.max);
  const trimmed = text.trim();
  if (!/^[-+]?\d+$/.test(trimmed)) return { ok: false, reason: 'invalid', message: rule };
  const n = Number(trimmed);
  if (n === 0) return { ok: false, reason: 'zero', message: rule };
  if (n < limits.min) return { ok: false, reason: 'invalid', message: rule };
  const upper = upperOf(limits);
  const total = mode === 'add' ? inCart + n : n;
  if (total > upper) return { ok: false, reason: 'above', message: inCart > 0 ? aboveMaxMessage(upper, inCart) : rule };
  return { ok: true, quantity: n };
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
