import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { orderConflictOf } from './order-conflict';

const conflict = (details: unknown, status = 409) =>
  new ApiError({
    code: 'DUPLICATE_RESOURCE',
    status,
    message: 'This action conflicts with existing data. Please refresh and try again.',
    details,
    path: '/api/orders/o1/cancel',
  });

describe('orderConflictOf', () => {
  const details = {
    orderId: 'o1',
    currentStatus: 'rejected',
    reason: 'This order was rejected by head office at 14:02; it can no longer be cancelled.',
  };

  it('reads the order, its status and the worded reason from a 409', () => {
    expect(orderConflictOf(conflict(details))).toEqual(details);
  });

  it('ignores other conflicts, other statuses and non-API errors', () => {
    expect(orderConflictOf(conflict({ reason: 'Tracking number taken' }))).toBeNull();
    expect(orderConflictOf(conflict(details, 422))).toBeNull();
    expect(orderConflictOf(new Error('x'))).toBeNull();
    expect(orderConflictOf(conflict(null))).toBeNull();
  });
});
