import { describe, expect, it } from 'vitest';
import {
  basisPointsToPercent,
  centavosToPesoText,
  centavosToPesos,
  formatPeso,
  formatPesoShort,
  percentOf,
  percentToBasisPoints,
  pesosToCentavos,
  sumCentavos,
} from './money';

describe('shared/money: whole centavos, one rounding rule', () => {
  it('formats pesos the en-PH way with the ₱ sign', () => {
    expect(formatPeso(123_450)).toBe('₱1,234.50');
    expect(formatPeso(0)).toBe('₱0.00');
    expect(formatPeso(1_000_000_000)).toBe('₱10,000,000.00');
    expect(formatPesoShort(50_000_00)).toBe('₱50,000');
    expect(formatPesoShort(50_000_50)).toBe('₱50,000.50');
  });

  it('converts pesos to centavos, rounding halves away from zero despite binary noise', () => {
    expect(pesosToCentavos(1250.5)).toBe(125_050);
    expect(pesosToCentavos(1.005)).toBe(101);
    expect(pesosToCentavos(0.285)).toBe(29);
    expect(pesosToCentavos(19.999)).toBe(2000);
    expect(pesosToCentavos(0.004)).toBe(0);
    expect(pesosToCentavos(-0.005)).toBe(-1);
    expect(Object.is(pesosToCentavos(-0.001), 0)).toBe(true);
    expect(centavosToPesos(125_050)).toBe(1250.5);
  });

  it('writes a plain two-decimal amount for CSV cells and form fields', () => {
    expect(centavosToPesoText(123_450)).toBe('1234.50');
    expect(centavosToPesoText(5)).toBe('0.05');
    expect(centavosToPesoText(-5)).toBe('-0.05');
    expect(centavosToPesoText(1_000_000_000)).toBe('10000000.00');
    expect(() => centavosToPesoText(1.5)).toThrow(RangeError);
  });

  it('sums whole centavos and refuses fractions', () => {
    expect(sumCentavos([100, 250, 1])).toBe(351);
    expect(sumCentavos([])).toBe(0);
    expect(() => sumCentavos([100, 0.5])).toThrow(RangeError);
  });

  it('takes a basis-point share of an amount, rounding the half centavo away from zero', () => {
    expect(percentOf(1_000_00, 600)).toBe(60_00); // royalty 6 %
    expect(percentOf(1_000_00, 200)).toBe(20_00); // marketing 2 %
    expect(percentOf(12_345, 200)).toBe(247); // 246.9
    expect(percentOf(12_325, 200)).toBe(247); // 246.5 → 247
    expect(percentOf(12_324, 200)).toBe(246); // 246.48
    expect(percentOf(-12_325, 200)).toBe(-247);
    expect(percentOf(1, 600)).toBe(0);
    expect(percentOf(1_000_000_000, 5000)).toBe(500_000_000);
    expect(percentOf(33_600_00, 1200)).toBe(Math.round(33_600_00 * 0.12));
    expect(() => percentOf(100, 2.5)).toThrow(RangeError);
  });

  it('converts basis points and percents', () => {
    expect(basisPointsToPercent(600)).toBe(6);
    expect(basisPointsToPercent(250)).toBe(2.5);
    expect(percentToBasisPoints(6)).toBe(600);
    expect(percentToBasisPoints(2.55)).toBe(255);
    expect(percentToBasisPoints(0.285)).toBe(29);
  });
});
