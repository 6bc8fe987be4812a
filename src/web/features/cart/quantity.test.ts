import { describe, expect, it } from 'vitest';
import { canDecrease, canIncrease, clampQuantity, limitsOf, parseQuantityInput, QUANTITY_CEILING, stepQuantity } from './quantity';

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
