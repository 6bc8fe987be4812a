import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { conflictReason, isConflict, operationErrorText } from './operation-errors';

const CONFLICT = 'This action conflicts with existing data. Please refresh and try again.';
const conflict = (details?: unknown) =>
  new ApiError({ code: 'CONFLICT', message: CONFLICT, status: 409, details, path: '/api/approvals/x/approve' });

describe('refused head-office actions', () => {
  it('show the message and then the reason', () => {
    expect(operationErrorText(conflict({ reason: 'Order is already rejected' }), 'x')).toBe(`${CONFLICT} Order is already rejected.`);
    expect(operationErrorText(conflict({ reason: 'Tracking number LBC-1 is already used.' }), 'x')).toBe(
      `${CONFLICT} Tracking number LBC-1 is already used.`,
    );
  });

  it('an order that moved on is told in the words of the server alone', () => {
    const reason = 'This order was cancelled by the franchisee at 14:02; it can no longer be approved.';
    expect(operationErrorText(conflict({ reason, orderId: 'o1', currentStatus: 'cancelled' }), 'x')).toBe(reason);
  });

  it('fall back to the message alone, or to the caller text for non-API errors', () => {
    expect(operationErrorText(conflict(), 'x')).toBe(CONFLICT);
    expect(operationErrorText(conflict({ reason: '  ' }), 'x')).toBe(CONFLICT);
    expect(operationErrorText(new Error('boom'), 'Could not approve.')).toBe('Could not approve.');
  });

  it('read the reason and the 409 status', () => {
    expect(conflictReason(conflict({ reason: 'Not processing' }))).toBe('Not processing');
    expect(conflictReason(conflict('text'))).toBeNull();
    expect(isConflict(conflict())).toBe(true);
    expect(isConflict(new ApiError({ code: 'FORBIDDEN', message: 'no', status: 403, path: '/x' }))).toBe(false);
  });
});
