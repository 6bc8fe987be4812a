import { describe, expect, it } from 'vitest';
import {
  canDecrease,
  canIncrease,
  checkQuantity,
  clampQuantity,
  limitsOf,
  parseQuantityInput,
  QUANTITY_CEILING,
  stepQuantity,
} from './quantity';

const fiveToTwenty = { min: 5, max: 20 };
const noMax = { min: 1, max: null };

describe('quantity limits', () => {
  it('clamps into [min, max] and rounds fractions', () => {
    expect(clampQuantity(3, fiveToTwenty)).toBe(5);
    expect(clampQuantity(25, fiveToTwenty)).toBe(20);
    expect(clampQuantity(12, fiveToTwenty)).toBe(12);
    expect(clampQuantity(7.6, fiveToTwenty)).toBe(8);
    expect(clampQuantity(Number.NaN, fiveToTwenty)).toBe(5);
  });

  it('without a maximum stops at the API ceiling', () => {
    expect(clampQuantity(10_000_000, noMax)).toBe(QUANTITY_CEILING);
    expect(canIncrease(QUANTITY_CEILING, noMax)).toBe(false);
    expect(canIncrease(500, noMax)).toBe(true);
  });

  it('reads limits from a product or line; a minimum below 1 counts as 1', () => {
    expect(limitsOf({ minOrderQty: 5, maxOrderQty: 20 })).toEqual(fiveToTwenty);
    expect(limitsOf({ minOrderQty: 0, maxOrderQty: null })).toEqual(noMax);
  });

  it('parses typed text; junk is null (the field reverts), numbers are clamped', () => {
    expect(parseQuantityInput(' 12 ', fiveToTwenty)).toBe(12);
    expect(parseQuantityInput('2', fiveToTwenty)).toBe(5);
    expect(parseQuantityInput('99', fiveToTwenty)).toBe(20);
    expect(parseQuantityInput('7,5', fiveToTwenty)).toBe(8);
    expect(parseQuantityInput('', fiveToTwenty)).toBeNull();
    expect(parseQuantityInput('abc', fiveToTwenty)).toBeNull();
    expect(parseQuantityInput('-3', fiveToTwenty)).toBeNull();
    expect(parseQuantityInput('1e3', fiveToTwenty)).toBeNull();
  });
});

describe('stepper', () => {
  it('steps by one within the limits', () => {
    expect(stepQuantity(6, 1, fiveToTwenty)).toBe(7);
    expect(stepQuantity(6, -1, fiveToTwenty)).toBe(5);
    expect(stepQuantity(5, -1, fiveToTwenty)).toBe(5);
    expect(stepQuantity(20, 1, fiveToTwenty)).toBe(20);
  });

  it('from outside the limits (limits changed after adding) lands on the nearest limit', () => {
    expect(stepQuantity(30, -1, fiveToTwenty)).toBe(20);
    expect(stepQuantity(2, 1, fiveToTwenty)).toBe(5);
  });

  it('disables − at the minimum and + at the maximum', () => {
    expect(canDecrease(5, fiveToTwenty)).toBe(false);
    expect(canDecrease(6, fiveToTwenty)).toBe(true);
    expect(canIncrease(20, fiveToTwenty)).toBe(false);
    expect(canIncrease(19, fiveToTwenty)).toBe(true);
    // Above the maximum: − brings it back, + stays off.
    expect(canDecrease(30, fiveToTwenty)).toBe(true);
    expect(canIncrease(30, fiveToTwenty)).toBe(false);
  });
});

describe('typed quantities are checked, never corrected', () => {
  const twoToEighty = { min: 2, max: 80 };
  it('refuses 0, −5, 2.5, text and empty with the rule', () => {
    for (const text of ['-5', '2.5', '2,5', 'abc', '', ' ', '1e3', '1']) {
      expect(checkQuantity(text, twoToEighty), text).toEqual({
        ok: false,
        reason: 'invalid',
        message: 'Enter a whole number from 2 to 80.',
      });
    }
    expect(checkQuantity('0', twoToEighty)).toEqual({ ok: false, reason: 'zero', message: 'Enter a whole number from 2 to 80.' });
    expect(checkQuantity('81', twoToEighty)).toEqual({ ok: false, reason: 'above', message: 'Enter a whole number from 2 to 80.' });
    expect(checkQuantity(' 12 ', twoToEighty)).toEqual({ ok: true, quantity: 12 });
    expect(checkQuantity('5', noMax).ok).toBe(true);
    expect(checkQuantity('100001', noMax)).toMatchObject({ reason: 'above', message: 'Enter a whole number from 1 to 100,000.' });
  });

  it('above the maximum says how many are already in the cart', () => {
    const upTo20 = { min: 1, max: 20 };
    expect(checkQuantity('10', upTo20, 15, 'add')).toEqual({
      ok: false,
      reason: 'above',
      message: 'You can order at most 20; 15 are already in your cart.',
    });
    expect(checkQuantity('5', upTo20, 15, 'add')).toEqual({ ok: true, quantity: 5 });
    expect(checkQuantity('100000', upTo20, 15, 'set')).toEqual({
      ok: false,
      reason: 'above',
      message: 'You can order at most 20; 15 are already in your cart.',
    });
    expect(checkQuantity('18', upTo20, 15, 'set')).toEqual({ ok: true, quantity: 18 });
    expect(checkQuantity('21', upTo20, 1, 'set').ok && 'ok').toBe(false);
    expect(checkQuantity('30', upTo20, 1, 'set')).toMatchObject({ message: 'You can order at most 20; 1 is already in your cart.' });
  });
});
