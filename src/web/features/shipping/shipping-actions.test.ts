import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../shared/ordering.contracts';
import { AFTER_SHIPPING_CHANGE } from './invalidate-after-shipping';
import { eligibleFor, headOfficeMayCancel, NEXT_STEP_LABELS, nextStepFor } from './shipping-actions';

describe('which action a shipping row offers', () => {
  it('moves each status one step forward', () => {
    expect(nextStepFor('approved')).toBe('processing');
    expect(nextStepFor('processing')).toBe('ship');
    expect(nextStepFor('shipped')).toBe('deliver');
    for (const s of ['delivered', 'rejected', 'cancelled'] as const) expect(nextStepFor(s)).toBeNull();
    // Pending orders are decided on the approvals page, not here.
    expect(nextStepFor('pending_approval')).toBeNull();
  });

  it('labels the steps as the page shows them', () => {
    expect(NEXT_STEP_LABELS).toEqual({ processing: 'Mark as Processing', ship: 'Mark as Shipped', deliver: 'Mark as Delivered' });
  });

  it('lets head office cancel approved and processing orders only', () => {
    const cancellable = ORDER_STATUSES.filter(headOfficeMayCancel);
    expect(cancellable.sort()).toEqual(['approved', 'processing']);
  });

  it('counts which selected orders a bulk step applies to', () => {
    expect(eligibleFor('processing', ['approved', 'approved', 'shipped'])).toBe(2);
    expect(eligibleFor('delivered', ['approved', 'shipped', 'processing'])).toBe(1);
  });

  it('refreshes the board, orders, order management and inventory after an action', () => {
    const keys = AFTER_SHIPPING_CHANGE.map((k) => k.join('/'));
    for (const key of ['shipping', 'orders', 'order-management', 'inventory']) expect(keys).toContain(key);
  });
});
