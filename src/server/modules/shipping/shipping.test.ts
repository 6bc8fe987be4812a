import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type TestApp } from '../../test/harness';
import { api } from '../../test/ordering-fixture';
import { setUpOperations, type OperationsWorld, orderActions, orderIn, ship, tracking } from '../../test/operations-fixture';
import { orders } from '../../db/schema';
import { ORDER_STATUSES } from '../../../shared/orders.contracts';
import { ESTIMATED_DELIVERY_PAST_MESSAGE, ORDER_TRANSITIONS } from '../../../shared/operations.contracts';
import { addCalendarDays, manilaToday } from '../../../shared/time';

let w: OperationsWorld;
let t: TestApp;
beforeAll(async () => {
  w = await setUpOperations();
  ({ t } = w);
});
afterAll(async () => t?.close());

const ACTIONS = orderActions(() => w);

describe('order state machine', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of Object.keys(ACTIONS) as (keyof typeof ACTIONS)[]) {
      const legal = ORDER_TRANSITIONS[from].includes(to);
      it(`${from} → ${to} is ${legal ? 'allowed' : 'refused with 409'}`, async () => {
        const { order } = await orderIn(w, from);
        const res = await ACTIONS[to](order.id);
        expect(res.statusCode, res.body).toBe(legal ? 200 : 409);
        if (!legal) expect(res.json().error.message).toBe('This action conflicts with existing data. Please refresh and try again.');
      });
    }
  }
});

describe('tracking number', () => {
  it('says a too-short tracking number must be at least 3 characters, and an empty one is required', async () => {
    const { order } = await orderIn(w, 'processing');
    const hq = api(t, w.hq1.cookie);
    const short = await hq.post(`/api/shipping/${order.id}/ship`, { ...ship, trackingNumber: 'T1' });
    expect(short.statusCode).toBe(422);
    expect(short.json().error.details.fieldErrors).toEqual({ trackingNumber: ['Tracking number must be at least 3 characters.'] });
    const empty = await hq.post(`/api/shipping/${order.id}/ship`, { ...ship, trackingNumber: '' });
    expect(empty.json().error.message).toBe('Tracking number is required.');
  });
});

describe('estimated delivery', () => {
  it('refuses an estimate before today (Manila) next to the field; the order stays processing', async () => {
    const { order } = await orderIn(w, 'processing');
    const hq = api(t, w.hq1.cookie);
    for (const estimatedDelivery of ['2020-01-01', addCalendarDays(manilaToday(), -1)]) {
      const res = await hq.post(`/api/shipping/${order.id}/ship`, { ...ship, trackingNumber: tracking(), estimatedDelivery });
      expect(res.statusCode, estimatedDelivery).toBe(422);
      expect(res.json().error.details.fieldErrors).toEqual({ estimatedDelivery: [ESTIMATED_DELIVERY_PAST_MESSAGE] });
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe('processing');
    // Today is a fine estimate (same-day delivery).
    const today = await hq.post(`/api/shipping/${order.id}/ship`, {
      ...ship,
      trackingNumber: tracking(),
      estimatedDelivery: manilaToday(),
    });
    expect(today.statusCode, today.body).toBe(200);
  });
});
