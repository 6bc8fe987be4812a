import { describe, expect, it } from 'vitest';
import type { FieldValues, Resolver } from 'react-hook-form';
import { adjustmentResolver, levelsResolver, receiptResolver } from './stock-forms';

/** The resolvers read only the values; context and options are there for react-hook-form's type. */
const run = <V extends FieldValues, O>(resolver: Resolver<V, unknown, O>, values: NoInfer<V>) =>
  Promise.resolve(resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false }));

describe('receipt form', () => {
  it('sends a whole quantity and an optional reason', async () => {
    expect((await run(receiptResolver, { quantity: '1,200', reason: '  ' })).values).toEqual({ quantity: 1200 });
    expect((await run(receiptResolver, { quantity: '5', reason: 'PO 17' })).values).toEqual({ quantity: 5, reason: 'PO 17' });
  });

  it('refuses zero, fractions and things that only look like numbers', async () => {
    for (const quantity of ['', '0', '2.5', '1e3', '-4']) {
      const result = await run(receiptResolver, { quantity, reason: '' });
      expect(result.errors.quantity, quantity).toBeDefined();
    }
  });
});

describe('adjustment form', () => {
  it('keeps the sign of the change', async () => {
    const result = await run(adjustmentResolver, { delta: '-3', kind: 'waste', reason: 'Dropped a box' });
    expect(result.values).toEqual({ delta: -3, kind: 'waste', reason: 'Dropped a box' });
  });

  it('needs a non-zero change and a reason', async () => {
    const result = await run(adjustmentResolver, { delta: '0', kind: 'adjustment', reason: ' ' });
    expect(result.errors.delta?.message).toBe('The change cannot be zero.');
    expect(result.errors.reason?.message).toBe('Give a reason for the adjustment.');
  });
});

describe('levels form', () => {
  it('reads a blank max level as "no maximum"', async () => {
    expect((await run(levelsResolver, { reorderLevel: '20', maxLevel: '' })).values).toEqual({ reorderLevel: 20, maxLevel: null });
    expect((await run(levelsResolver, { reorderLevel: '0', maxLevel: '200' })).values).toEqual({ reorderLevel: 0, maxLevel: 200 });
  });

  it('requires the reorder level and refuses a max below it', async () => {
    expect((await run(levelsResolver, { reorderLevel: '', maxLevel: '' })).errors.reorderLevel).toBeDefined();
    expect((await run(levelsResolver, { reorderLevel: '50', maxLevel: '40' })).errors.maxLevel?.message).toBe(
      'Max level must be at least the reorder level.',
    );
    expect((await run(levelsResolver, { reorderLevel: '-1', maxLevel: '' })).errors.reorderLevel).toBeDefined();
  });
});
