import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee, makeProduct, placeOrder } from '../../test/ordering-fixture';
import { userProfiles } from '../../db/schema';

/**
 * Issue 11, item 2: the two-approver rule must be satisfiable and visible. The server says how many
 * franchisor accounts are active (approvals page and IAM console warn below two), and the order detail
 * says how many approvals are in and how many are needed. The threshold is the setting, not a literal.
 */

let t: TestApp;
type U = Awaited<ReturnType<typeof signUp>>;
let hq1: U;
let admin: U;
let f: Awaited<ReturnType<typeof makeFranchisee>>;
let brand: Awaited<ReturnType<typeof makeBrand>>;

beforeAll(async () => {
  t = await createTestApp({ env: { TWO_APPROVER_THRESHOLD_PESOS: '40000' } });
  brand = await makeBrand(t);
  hq1 = await signUp(t, { role: 'franchisor', fullName: 'HQ One' });
  admin = await signUp(t, { role: 'admin' });
  f = await makeFranchisee(t, brand.id);
});
afterAll(async () => t?.close());

const capacity = async (u: { cookie: string }) => {
  const res = await api(t, u.cookie).get('/api/approvals/capacity');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/approvals/capacity', () => {
  it('with one active franchisor says one, with the threshold from the setting', async () => {
    expect(await capacity(hq1)).toEqual({ activeApprovers: 1, approversNeeded: 2, twoApproverThresholdCentavos: 40_000_00 });
    // The IAM console (admin too) shows the same notice.
    expect((await capacity(admin)).activeApprovers).toBe(1);
  });

  it('counts a second active franchisor, and stops counting it once suspended', async () => {
    const hq2 = await signUp(t, { role: 'franchisor', fullName: 'HQ Two' });
    expect((await capacity(hq1)).activeApprovers).toBe(2);
    await t.db.update(userProfiles).set({ status: 'suspended' }).where(eq(userProfiles.id, hq2.userId));
    expect((await capacity(hq1)).activeApprovers).toBe(1);
    await t.db.update(userProfiles).set({ status: 'active' }).where(eq(userProfiles.id, hq2.userId));
  });

  it('is not for franchisees or signed-out visitors', async () => {
    expect((await api(t, f.cookie).get('/api/approvals/capacity')).statusCode).toBe(403);
    expect((await api(t, null).get('/api/approvals/capacity')).statusCode).toBe(401);
  });
});

describe('order detail approvals', () => {
  it('shows 0, then 1 of 2 above the threshold, then the approved order', async () => {
    const hq2 = await signUp(t, { role: 'franchisor', fullName: 'HQ Three' });
    const p = await makeProduct(t, { brandIds: [brand.id], stock: 50, pricePesos: 15_000, max: 10 });
    const o = await placeOrder(t, f.cookie, p.id, 3); // ₱45,000 + VAT, above ₱40,000
    const detail = async () => (await api(t, f.cookie).get(`/api/orders/${o.id}`)).json();
    expect((await detail()).approvals).toEqual({ given: 0, required: 2 });
    expect((await api(t, hq1.cookie).post(`/api/approvals/${o.id}/approve`, {})).statusCode).toBe(200);
    expect(await detail()).toMatchObject({ status: 'pending_approval', approvals: { given: 1, required: 2 } });
    expect((await api(t, hq2.cookie).post(`/api/approvals/${o.id}/approve`, {})).statusCode).toBe(200);
    expect(await detail()).toMatchObject({ status: 'approved', approvals: { given: 2, required: 2 } });
  });

  it('needs one approval at or below the threshold (₱30,000 is below a ₱40,000 setting)', async () => {
    const p = await makeProduct(t, { brandIds: [brand.id], stock: 50, pricePesos: 10_000, max: 10 });
    const o = await placeOrder(t, f.cookie, p.id, 3); // ₱30,000 + VAT = ₱33,600
    expect((await api(t, f.cookie).get(`/api/orders/${o.id}`)).json().approvals).toEqual({ given: 0, required: 1 });
  });
});
