import { describe, expect, it } from 'vitest';
import { MOVEMENT_KINDS } from '../../../shared/inventory.contracts';
import { formatSignedChange, MOVEMENT_KIND_LABELS, movementKindLabel, movementPlace } from './movement-format';

describe('movement kinds', () => {
  it('has a word for every kind of the contract, and nothing else', () => {
    expect(Object.keys(MOVEMENT_KIND_LABELS).sort()).toEqual([...MOVEMENT_KINDS].sort());
    for (const kind of MOVEMENT_KINDS) {
      const label = movementKindLabel(kind);
      expect(label).toMatch(/^[A-Z][a-z]+$/);
      expect(label.toLowerCase()).toBe(kind);
    }
  });

  it('reads the labels head office expects', () => {
    expect(MOVEMENT_KINDS.map(movementKindLabel)).toEqual([
      'Receipt',
      'Reservation',
      'Release',
      'Shipment',
      'Delivery',
      'Sale',
      'Adjustment',
      'Waste',
      'Transfer',
    ]);
  });

  it('turns a kind it does not know into words rather than a code', () => {
    expect(movementKindLabel('stock_take')).toBe('Stock take');
    expect(movementKindLabel('')).toBe('Movement');
  });
});

describe('signed changes', () => {
  it('shows the sign of additions and removals', () => {
    expect(formatSignedChange(12)).toBe('+12');
    expect(formatSignedChange(-3)).toBe('\u22123');
    expect(formatSignedChange(0)).toBe('0');
  });

  it('groups thousands and never shows a negative zero', () => {
    expect(formatSignedChange(1200)).toBe('+1,200');
    expect(formatSignedChange(-25000)).toBe('\u221225,000');
    expect(formatSignedChange(-0)).toBe('0');
  });
});

describe('movement place', () => {
  it('says Warehouse for head office stock and the location name otherwise', () => {
    expect(movementPlace({ locationId: null, locationName: null })).toBe('Warehouse');
    expect(movementPlace({ locationId: 'l1', locationName: 'Makati' })).toBe('Makati');
    expect(movementPlace({ locationId: 'l1', locationName: null })).toBe('Unknown location');
  });
});
