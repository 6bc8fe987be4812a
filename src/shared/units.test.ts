import { describe, expect, it } from 'vitest';
import { formatQuantity, unitFor } from './units';

describe('units of measure', () => {
  it('pluralises the units products use, and leaves one of it and measures alone', () => {
    expect(unitFor(2, 'bottle')).toBe('bottles');
    expect(unitFor(2, 'pack')).toBe('packs');
    expect(unitFor(2, 'box')).toBe('boxes');
    expect(unitFor(3, 'pouch')).toBe('pouches');
    expect(unitFor(3, 'case')).toBe('cases');
    expect(unitFor(3, 'tray')).toBe('trays');
    expect(unitFor(3, 'Bottle')).toBe('Bottles');
    expect(unitFor(1, 'bottle')).toBe('bottle');
    expect(unitFor(0, 'pack')).toBe('packs');
    expect(unitFor(5, 'kg')).toBe('kg');
    expect(unitFor(5, 'L')).toBe('L');
    expect(unitFor(5, 'pcs')).toBe('pcs');
    expect(unitFor(5, '1 L bottle')).toBe('1 L bottle');
  });

  it('formats a count with its unit', () => {
    expect(formatQuantity(2, 'bottle')).toBe('2 bottles');
    expect(formatQuantity(1, 'box')).toBe('1 box');
    expect(formatQuantity(1000, 'pack')).toBe('1,000 packs');
    expect(formatQuantity(5, 'kg')).toBe('5 kg');
  });
});
