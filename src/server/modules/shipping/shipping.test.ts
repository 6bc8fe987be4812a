import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../test/harness';
import { setUpOperations, type OperationsWorld, orderActions, orderIn } from '../../test/operations-fixture';
import { ORDER_STATUSES } from '../../../shared/orders.contracts';
import { ORDER_TRANSITIONS } from '../../../shared/operations.contracts';

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
