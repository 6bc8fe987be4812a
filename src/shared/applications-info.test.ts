import { describe, expect, it } from 'vitest';
import { budgetNote } from './applications-info';

describe('the budget note on the apply form', () => {
  it('appears when the package fee is above the top of the investment range given', () => {
    expect(budgetNote('50k-120k', 25_000_000)).toMatch(/^This package's fee is above the investment range you gave \(₱50,000 – ₱120,000\)/);
    expect(budgetNote('250k-500k', 60_000_000)).not.toBeNull();
  });

  it('stays away when the fee fits, at the top of the range, for the open-ended range, or before both are chosen', () => {
    expect(budgetNote('50k-120k', 12_000_000)).toBeNull();
    expect(budgetNote('120k-250k', 9_500_000)).toBeNull();
    expect(budgetNote('500k-plus', 75_000_000)).toBeNull();
    expect(budgetNote('', 25_000_000)).toBeNull();
    expect(budgetNote('50k-120k', undefined)).toBeNull();
  });
});
