import { describe, expect, it } from 'vitest';
import { NOT_AN_AMOUNT, TOO_MANY_DECIMALS, pesoTextToValue, readPesoText, textMatchesValue, valueToPesoText } from './money-text';

describe('peso text → centavos', () => {
  it('reads what people type as whole centavos', () => {
    expect(readPesoText('1250')).toEqual({ kind: 'amount', centavos: 125_000 });
    expect(readPesoText('1,250.5')).toEqual({ kind: 'amount', centavos: 125_050 });
    expect(readPesoText('₱ 99.99')).toEqual({ kind: 'amount', centavos: 9_999 });
    expect(readPesoText('.5')).toEqual({ kind: 'amount', centavos: 50 });
    // Binary noise must not decide the centavo: 1.15 × 100 is 114.999… in floating point.
    expect(readPesoText('1.15')).toEqual({ kind: 'amount', centavos: 115 });
  });

  it('keeps blank apart from zero', () => {
    expect(readPesoText('  ')).toEqual({ kind: 'blank' });
    expect(pesoTextToValue('')).toBeNull();
    expect(pesoTextToValue('0')).toBe(0);
  });

  it('reports text that is not an amount, or would be rounded, instead of guessing', () => {
    expect(readPesoText('abc')).toEqual({ kind: 'problem', message: NOT_AN_AMOUNT });
    expect(readPesoText('12.5.1')).toEqual({ kind: 'problem', message: NOT_AN_AMOUNT });
    expect(readPesoText('1e5')).toEqual({ kind: 'problem', message: NOT_AN_AMOUNT });
    expect(readPesoText('1.005')).toEqual({ kind: 'problem', message: TOO_MANY_DECIMALS });
    expect(pesoTextToValue('abc')).toBeNaN();
  });

  it('shows a value as pesos and knows when the typing already says it', () => {
    expect(valueToPesoText(125_050)).toBe('1250.50');
    expect(valueToPesoText(null)).toBe('');
    expect(valueToPesoText(Number.NaN)).toBe('');
    expect(textMatchesValue('1250.5', 125_050)).toBe(true);
    expect(textMatchesValue('1250.5', 125_000)).toBe(false);
    expect(textMatchesValue('', null)).toBe(true);
    expect(textMatchesValue('abc', Number.NaN)).toBe(true);
  });
});
