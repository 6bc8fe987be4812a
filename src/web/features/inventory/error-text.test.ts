import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { problemText } from './error-text';

const conflict = (details?: unknown) =>
  new ApiError({
    code: 'CONFLICT',
    message: 'This action conflicts with existing data. Please refresh and try again.',
    status: 409,
    details,
    path: '/api/x',
  });

describe('problem text', () => {
  it('adds the plain-words reason after the message', () => {
    expect(problemText(conflict({ reason: 'Only 4 units are not reserved.' }), 'Failed')).toBe(
      'This action conflicts with existing data. Please refresh and try again. Only 4 units are not reserved.',
    );
  });

  it('shows the message alone without a reason, and the fallback for anything that is not an API error', () => {
    expect(problemText(conflict(), 'Failed')).toBe('This action conflicts with existing data. Please refresh and try again.');
    expect(problemText(conflict({ reason: 42 }), 'Failed')).toBe('This action conflicts with existing data. Please refresh and try again.');
    expect(problemText(new Error('boom'), 'Failed')).toBe('Failed');
  });
});
