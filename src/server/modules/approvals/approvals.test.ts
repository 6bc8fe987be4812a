import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type TestApp } from '../../test/harness';
import { api, makeFranchisee, makeProduct, placeOrder, stockOf } from '../../test/ordering-fixture';
import { setUpOperations, type OperationsWorld, orderIn } from '../../test/operations-fixture';
import { invoices, notifications, orderApprovals, orders } from '../../db/schema';
import { REJECT_REASON_MESSAGE } from '../../../shared/operations.contracts';

let w: OperationsWorld;
let t: TestApp;
let brand: OperationsWorld['brand'];
let hq1: OperationsWorld['hq1'];
let hq2: OperationsWorld['hq2'];
let f: OperationsWorld['f'];
beforeAll(async () => {
  w = await setUpOperations();
  ({ t, brand, hq1, hq2, f } = w);
});
afterAll(async () => t?.close());

describe('approval policy', () => {
  it('above the threshold two different franchisors must approve; the same one twice is refused', async () => {
    const p = await makeProduct(t, { brandIds: [brand.id], stock: 100, pricePesos: 10_000, max: 10 });
    const o = await placeOrder(t, f.cookie, p.id, 3); // ₱30,000 + VAT
    const first = await api(t, hq1.cookie).post(`/api/approvals/${o.id}/approve`, { comment: 'ok by me' });
    expect(first.json()).toMatchObject({ ok: true, status: 'pending_approval', approvalsRemaining: 1 });
    const queue = (await api(t, hq1.cookie).get('/api/approvals')).json();
    expect(queue.items.find((i: { order: { id: string } }) => i.order.id === o.id)).toMatchObject({
      approvalsRequired: 2,
      blockedReason: 'already_approved',
      approvals: [{ approverName: 'HQ One', comment: 'ok by me' }],
    });
    expect(
      (await api(t, hq1.cookie).get('/api/approvals?needsMyApproval=true')).json().items.map((i: { order: { id: string } }) => i.order.id),
    ).not.toContain(o.id);
    const again = await api(t, hq1.cookie).post(`/api/approvals/${o.id}/approve`, {});
    expect(again.statusCode).toBe(409);
    const second = await api(t, hq2.cookie).post(`/api/approvals/${o.id}/approve`, {});
    expect(second.json()).toMatchObject({ status: 'approved', approvalsRemaining: 0 });
    expect((await t.db.select().from(orderApprovals).where(eq(orderApprovals.orderId, o.id))).length).toBe(2);
  });

  it('nobody approves an order they placed', async () => {
    const { order } = { order: await placeOrder(t, f.cookie, (await makeProduct(t, { brandIds: [brand.id] })).id, 1) };
    await t.db.update(orders).set({ placedBy: hq1.userId }).where(eq(orders.id, order.id));
    const res = await api(t, hq1.cookie).post(`/api/approvals/${order.id}/approve`, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You cannot approve an order you placed.');
    expect((await api(t, hq2.cookie).post(`/api/approvals/${order.id}/approve`, {})).json().status).toBe('approved');
  });

  it('two approvers clicking at the same moment: one wins, the other gets 409', async () => {
    const o = await placeOrder(t, f.cookie, (await makeProduct(t, { brandIds: [brand.id] })).id, 1);
    const [a, b] = await Promise.all([
      api(t, hq1.cookie).post(`/api/approvals/${o.id}/approve`, {}),
      api(t, hq2.cookie).post(`/api/approvals/${o.id}/approve`, {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await t.db.select().from(invoices).where(eq(invoices.orderId, o.id))).length).toBe(1);
  });

  it('approval creates a Net 30 invoice, notifies the franchisee, and both sides can download the PDF', async () => {
    const o = await placeOrder(t, f.cookie, (await makeProduct(t, { brandIds: [brand.id], pricePesos: 500 })).id, 2);
    await api(t, hq1.cookie).post(`/api/approvals/${o.id}/approve`, { comment: 'Thanks' });
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.orderId, o.id));
    expect(inv.invoiceNumber).toMatch(/^INV-\d{8}-\d{6}$/);
    expect((new Date(inv.dueOn).getTime() - new Date(inv.issuedOn).getTime()) / 86_400_000).toBe(30);
    expect(inv.amountCentavos).toBe(o.totalCentavos);
    const detail = (await api(t, f.cookie).get(`/api/orders/${o.id}`)).json();
    expect(detail).toMatchObject({ status: 'approved', invoiceUrl: `/api/invoices/${inv.id}/pdf`, invoiceNumber: inv.invoiceNumber });
    for (const cookie of [f.cookie, hq1.cookie]) {
      const pdf = await api(t, cookie).get(detail.invoiceUrl);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const stranger = await makeFranchisee(t, brand.id);
    expect((await api(t, stranger.cookie).get(detail.invoiceUrl)).statusCode).toBe(404);
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.relatedOrderId, o.id), eq(notifications.type, 'order_approved')));
    expect(note).toMatchObject({ recipientId: f.userId, priority: 'low', actionUrl: `/orders/${o.id}` });
  });

  it('reject needs a reason, releases stock and notifies with high priority', async () => {
    const p = await makeProduct(t, { brandIds: [brand.id], stock: 10 });
    const o = await placeOrder(t, f.cookie, p.id, 4);
    for (const body of [{ reason: '' }, {}, { reason: null }]) {
      const refused = await api(t, hq1.cookie).post(`/api/approvals/${o.id}/reject`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json().error.details.fieldErrors, JSON.stringify(body)).toEqual({ reason: [REJECT_REASON_MESSAGE] });
    }
    expect((await api(t, hq1.cookie).post(`/api/approvals/${o.id}/reject`, { reason: 'Over allocation' })).json().status).toBe('rejected');
    expect(await stockOf(t, p.id)).toMatchObject({ onHand: 10, reserved: 0 });
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.relatedOrderId, o.id), eq(notifications.type, 'order_rejected')));
    expect(note.priority).toBe('high');
    expect(note.message).toContain('Over allocation');
  });

  it('bulk decisions report each order on its own', async () => {
    const ok = await placeOrder(t, f.cookie, (await makeProduct(t, { brandIds: [brand.id] })).id, 1);
    const done = (await orderIn(w, 'rejected')).order;
    const res = (await api(t, hq1.cookie).post('/api/approvals/bulk', { orderIds: [ok.id, done.id], decision: 'approve' })).json();
    expect(res.results).toEqual([
      expect.objectContaining({ orderId: ok.id, ok: true, status: 'approved' }),
      expect.objectContaining({
        orderId: done.id,
        ok: false,
        message: expect.stringMatching(/^This order was rejected by you at \d{2}:\d{2}; it can no longer be approved\.$/),
      }),
    ]);
  });
});
