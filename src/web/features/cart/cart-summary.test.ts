import { describe, expect, it } from 'vitest';
import { formatPeso } from '../../../shared/money';
import { freeShippingText } from './components/cart-summary';

describe('free shipping hint', () => {
  it('says how much more gives free shipping, formatted as pesos', () => {
    expect(freeShippingText(1_250_00)).toBe(`${formatPeso(1_250_00)} more for free shipping`);
    expect(freeShippingText(1)).toMatch(/^₱0\.01 more for free shipping$/);
  });
  it('is absent once shipping is free', () => {
    expect(freeShippingText(0)).toBeNull();
  });
});
