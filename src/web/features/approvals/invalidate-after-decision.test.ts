import { describe, expect, it } from 'vitest';
import { AFTER_DECISION } from './invalidate-after-decision';

describe('after an approval decision', () => {
  it('refreshes orders and dashboards after a decision (spec), plus the queue, shipping and notifications', () => {
    const keys = AFTER_DECISION.map((k) => k.join('/'));
    for (const key of ['approvals', 'orders', 'shipping', 'order-management', 'dashboard', 'notifications']) expect(keys).toContain(key);
  });
});
