import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '../../shared/orders.contracts';
import { ORDER_STATUS_APPEARANCE } from './order-status';

describe('order status badges', () => {
  it('cover every status with its catalogue label', () => {
    expect(Object.keys(ORDER_STATUS_APPEARANCE).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_APPEARANCE[status].label).toBe(ORDER_STATUS_LABELS[status]);
  });

  it('give each status a colour of its own', () => {
    const backgrounds = ORDER_STATUSES.map((s) => ORDER_STATUS_APPEARANCE[s].badgeClass.match(/\bbg-[a-z]+-\d+\b/)?.[0]);
    expect(backgrounds.every(Boolean)).toBe(true);
    expect(new Set(backgrounds).size).toBe(ORDER_STATUSES.length);
    const dots = ORDER_STATUSES.map((s) => ORDER_STATUS_APPEARANCE[s].dotClass);
    expect(dots.every((d) => /^bg-[a-z]+-\d+$/.test(d))).toBe(true);
    expect(new Set(dots).size).toBe(ORDER_STATUSES.length);
  });

  it('mark the stopped states as such: rejected red, delivered green', () => {
    expect(ORDER_STATUS_APPEARANCE.rejected.badgeClass).toContain('bg-red-');
    expect(ORDER_STATUS_APPEARANCE.delivered.badgeClass).toContain('bg-green-');
    expect(ORDER_STATUS_APPEARANCE.pending_approval.badgeClass).toContain('bg-amber-');
  });
});
