import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../shared/orders.contracts';
import { AFTER_SHIPPING_CHANGE } from './invalidate-after-shipping';
import { deliverConfirmText, eligibleFor, headOfficeMayCancel, NEXT_STEP_LABELS, nextStepFor } from '../../lib/shipping-actions';

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

describe('the Mark as Delivered confirmation (issue 11)', () => {
  const o = (orderNumber: string, location: string, status: 'shipped' | 'processing' = 'shipped') => ({
    orderNumber,
    status,
    location: { name: location },
  });

  it('names the order and says the stock moves into the location inventory', () => {
    expect(deliverConfirmText([o('ORD-1', 'Kape Kanto – Davao')])).toEqual({
      title: 'Mark ORD-1 as delivered?',
      description: 'The stock on this order moves into the inventory of Kape Kanto – Davao. This cannot be undone.',
      confirmLabel: 'Mark as delivered',
    });
  });

  it('in bulk, counts the shipped orders, names their locations and warns about the others', () => {
    const t = deliverConfirmText([o('ORD-1', 'Makati'), o('ORD-2', 'Cubao'), o('ORD-3', 'Makati'), o('ORD-4', 'BGC', 'processing')]);
    expect(t.title).toBe('Mark 3 orders as delivered?');
    expect(t.description).toBe(
      "The stock on these orders moves into the inventory of each order's location (Makati, Cubao). This cannot be undone. 1 of the 4 selected is not shipped and will be refused.",
    );
    expect(deliverConfirmText([o('ORD-1', 'Makati'), o('ORD-3', 'Makati')]).description).toBe(
      'The stock on these orders moves into the inventory of Makati. This cannot be undone.',
    );
  });
});
