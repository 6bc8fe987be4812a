import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from './harness';
import { api, makeBrand, makeFranchisee, makeProduct, placeOrder } from './ordering-fixture';
import { orders } from '../db/schema';
import type { OrderStatus } from '../../shared/orders.contracts';
import { addCalendarDays, manilaToday } from '../../shared/time';

/** Shared setup of the head-office operations tests (approvals, shipping, order management, inventory). */
type U = Awaited<ReturnType<typeof signUp>>;
export interface OperationsWorld {
  t: TestApp;
  brand: Awaited<ReturnType<typeof makeBrand>>;
  hq1: U;
  hq2: U;
  admin: U;
  f: Awaited<ReturnType<typeof makeFranchisee>>;
}

/** One app with the ₱25,000 two-approver threshold, a brand, two franchisors, an admin and a franchisee. */
export async function setUpOperations(): Promise<OperationsWorld> {
  const t = await createTestApp({ env: { TWO_APPROVER_THRESHOLD_PESOS: '25000' } });
  const brand = await makeBrand(t);
  const hq1 = await signUp(t, { role: 'franchisor', fullName: 'HQ One' });
  const hq2 = await signUp(t, { role: 'franchisor', fullName: 'HQ Two' });
  const admin = await signUp(t, { role: 'admin' });
  const f = await makeFranchisee(t, brand.id);
  return { t, brand, hq1, hq2, admin, f };
}

/** Shipping details; the estimate is two days ahead (an estimated delivery in the past is refused). */
export const ship = { carrier: 'LBC', trackingNumber: '', shippingMethod: 'Express', estimatedDelivery: addCalendarDays(manilaToday(), 2) };
let trackSeq = 0;
export const tracking = () => `TRK-${Date.now()}-${(trackSeq += 1)}`;

/** Drives an order to a status through the real endpoints. */
export async function orderIn(w: OperationsWorld, status: OrderStatus, qty = 2) {
  const { t, brand, f, hq1 } = w;
  const p = await makeProduct(t, { brandIds: [brand.id], stock: 50, pricePesos: 100 });
  const o = await placeOrder(t, f.cookie, p.id, qty);
  const hq = api(t, hq1.cookie);
  const go = async (url: string, body?: object) => {
    const res = await hq.post(url, body);
    if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
  };
  if (status === 'cancelled') await api(t, f.cookie).post(`/api/orders/${o.id}/cancel`, { reason: 'test' });
  if (status === 'rejected') await go(`/api/approvals/${o.id}/reject`, { reason: 'No' });
  if (['approved', 'processing', 'shipped', 'delivered'].includes(status)) await go(`/api/approvals/${o.id}/approve`, {});
  if (['processing', 'shipped', 'delivered'].includes(status)) await go(`/api/shipping/${o.id}/processing`);
  if (['shipped', 'delivered'].includes(status)) await go(`/api/shipping/${o.id}/ship`, { ...ship, trackingNumber: tracking() });
  if (status === 'delivered') await go(`/api/shipping/${o.id}/deliver`);
  const [row] = await t.db.select().from(orders).where(eq(orders.id, o.id));
  expect(row.status).toBe(status);
  return { order: o, product: p };
}

/** Head office's status actions, as the first franchisor; `world` is read when an action runs (after beforeAll). */
export function orderActions(world: () => OperationsWorld) {
  const hq = () => api(world().t, world().hq1.cookie);
  return {
    approved: (id: string) => hq().post(`/api/approvals/${id}/approve`, {}),
    rejected: (id: string) => hq().post(`/api/approvals/${id}/reject`, { reason: 'No' }),
    processing: (id: string) => hq().post(`/api/shipping/${id}/processing`),
    shipped: (id: string) => hq().post(`/api/shipping/${id}/ship`, { ...ship, trackingNumber: tracking() }),
    delivered: (id: string) => hq().post(`/api/shipping/${id}/deliver`),
  };
}
