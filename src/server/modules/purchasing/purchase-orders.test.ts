import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { api, stockOf } from '../../test/ordering-fixture';
import { notificationEmails, purchaseOrders, stockMovements, warehouseStock } from '../../db/schema';
import { PURCHASING_MESSAGES, type PurchaseOrder } from '../../../shared/purchasing.contracts';
import { formatPeso } from '../../../shared/money';
import { addCalendarDays, manilaToday } from '../../../shared/time';
import { insertLink, insertSupplier, warehouseProduct } from '../../test/suppliers-fixture';

let t: TestApp;
let franchisor: string;
let admin: string;
let franchisee: string;
let user: string;
let supplierId: string;
let productA: { id: string };
let productB: { id: string };
const ZERO = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  franchisor = (await signUp(t, { role: 'franchisor', fullName: 'Fran Chisor' })).cookie;
  admin = (await signUp(t, { role: 'admin' })).cookie;
  franchisee = (await signUp(t, { role: 'franchisee' })).cookie;
  user = (await signUp(t, { role: 'user' })).cookie;
  const s = await insertSupplier(t, { contactEmail: 'orders@acme.example.com' });
  supplierId = s.id;
  productA = await warehouseProduct(t, { stock: 100 });
  productB = await warehouseProduct(t, { stock: 100 });
  await insertLink(t, supplierId, productA.id, { unitCostCentavos: 12_345, minOrderQty: 5, supplierSku: 'ACME-A' });
  await insertLink(t, supplierId, productB.id, { unitCostCentavos: 5_000 });
}, 60_000);
afterAll(async () => t?.close());

const as = (cookie: string | null) => api(t, cookie);

async function draft(lines = [{ productId: productA.id, quantity: 10 }], extra: object = {}): Promise<PurchaseOrder> {
  const res = await as(franchisor).post('/api/purchase-orders', { supplierId, lines, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function submitted(lines?: { productId: string; quantity: number }[]): Promise<PurchaseOrder> {
  const po = await draft(lines);
  const res = await as(franchisor).post(`/api/purchase-orders/${po.id}/submit`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('permissions', () => {
  it('franchisor writes, admin reads only, franchisee and user are refused, anonymous 401 on every endpoint', async () => {
    const po = await submitted();
    const routes: { method: 'get' | 'post' | 'patch'; url: string; write: boolean; body?: object }[] = [
      { method: 'get', url: '/api/purchase-orders', write: false },
      { method: 'get', url: `/api/purchase-orders/${po.id}`, write: false },
      { method: 'get', url: `/api/purchase-orders/${po.id}/pdf`, write: false },
      { method: 'get', url: '/api/purchase-orders/low-stock-proposal', write: false },
      { method: 'get', url: '/api/suppliers/performance', write: false },
      { method: 'get', url: `/api/suppliers/${supplierId}/performance`, write: false },
      { method: 'post', url: '/api/purchase-orders', write: true, body: { supplierId, lines: [{ productId: productA.id, quantity: 10 }] } },
      { method: 'patch', url: `/api/purchase-orders/${po.id}`, write: true, body: { notes: 'x' } },
      { method: 'post', url: `/api/purchase-orders/${po.id}/submit`, write: true },
      { method: 'post', url: `/api/purchase-orders/${po.id}/acknowledge`, write: true },
      {
        method: 'post',
        url: `/api/purchase-orders/${po.id}/receive`,
        write: true,
        body: { lines: [{ lineId: po.lines[0].id, quantity: 1 }] },
      },
      { method: 'post', url: `/api/purchase-orders/${po.id}/cancel`, write: true, body: { reason: 'no' } },
      { method: 'post', url: `/api/purchase-orders/${po.id}/email`, write: true },
      { method: 'post', url: '/api/purchase-orders/from-low-stock', write: true, body: {} },
    ];
    const call = (cookie: string | null, r: (typeof routes)[number]) =>
      r.method === 'get'
        ? as(cookie).get(r.url)
        : r.method === 'patch'
          ? as(cookie).patch(r.url, r.body ?? {})
          : as(cookie).post(r.url, r.body);
    for (const r of routes) {
      expect((await call(null, r)).statusCode, `anonymous ${r.url}`).toBe(401);
      expect((await call(franchisee, r)).statusCode, `franchisee ${r.url}`).toBe(403);
      expect((await call(user, r)).statusCode, `user ${r.url}`).toBe(403);
      const adminRes = await call(admin, r);
      expect(adminRes.statusCode, `admin ${r.method} ${r.url}`).toBe(r.write ? 403 : 200);
    }
    // The franchisor may call every write (the outcomes are checked below); here only that none is refused.
    expect((await as(franchisor).post(`/api/purchase-orders/${po.id}/acknowledge`)).statusCode).toBe(200);
    expect((await as(franchisor).post(`/api/purchase-orders/${po.id}/email`)).statusCode).toBe(200);
  });
});

describe('drafts', () => {
  it('creates a draft with a PO-YYYYMMDD-NNNNNN number, costs from the link, the supplier SKU copied', async () => {
    const po = await draft([
      { productId: productA.id, quantity: 10 },
      { productId: productB.id, quantity: 3, unitCostPesos: 45.5 } as never,
    ]);
    expect(po.poNumber).toMatch(new RegExp(`^PO-${manilaToday().replaceAll('-', '')}-\\d{6}$`));
    expect(po.status).toBe('draft');
    const a = po.lines.find((l) => l.productId === productA.id)!;
    const b = po.lines.find((l) => l.productId === productB.id)!;
    expect(a).toMatchObject({ supplierSku: 'ACME-A', unitCostCentavos: 12_345, quantityOrdered: 10, lineTotalCentavos: 123_450 });
    expect(b.unitCostCentavos).toBe(4_550);
    expect(po.totalCentavos).toBe(123_450 + 3 * 4_550);
    expect(po.history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'draft', actorName: 'Fran Chisor' })]);
    expect(po.createdByName).toBe('Fran Chisor');
  });

  it('numbers follow the sequence', async () => {
    const one = await draft();
    const two = await draft();
    expect(Number(two.poNumber.slice(-6))).toBeGreaterThan(Number(one.poNumber.slice(-6)));
  });

  it('refuses unknown, inactive suppliers and unlinked, duplicate or too small lines', async () => {
    let res = await as(franchisor).post('/api/purchase-orders', { supplierId: ZERO, lines: [{ productId: productA.id, quantity: 10 }] });
    expect(res.statusCode).toBe(404);
    const inactive = await insertSupplier(t, { status: 'suspended' });
    res = await as(franchisor).post('/api/purchase-orders', { supplierId: inactive.id, lines: [{ productId: productA.id, quantity: 10 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PURCHASING_MESSAGES.supplierNotActive);

    const stranger = await warehouseProduct(t);
    res = await as(franchisor).post('/api/purchase-orders', { supplierId, lines: [{ productId: stranger.id, quantity: 10 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.fieldErrors['lines.0.productId']).toEqual([PURCHASING_MESSAGES.notSuppliedBy]);

    res = await as(franchisor).post('/api/purchase-orders', {
      supplierId,
      lines: [
        { productId: productA.id, quantity: 10 },
        { productId: productA.id, quantity: 12 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.fieldErrors['lines.1.productId']).toEqual([PURCHASING_MESSAGES.duplicateLine]);

    res = await as(franchisor).post('/api/purchase-orders', { supplierId, lines: [{ productId: productA.id, quantity: 4 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.fieldErrors['lines.0.quantity']).toEqual([PURCHASING_MESSAGES.belowMinimumQty(5)]);

    res = await as(franchisor).post('/api/purchase-orders', { supplierId, lines: [] });
    expect(res.statusCode).toBe(422);
    res = await as(franchisor).post('/api/purchase-orders', { supplierId, lines: [{ productId: productA.id, quantity: 0 }] });
    expect(res.statusCode).toBe(422);
    res = await as(franchisor).post('/api/purchase-orders', { supplierId: 'nope', lines: [{ productId: productA.id, quantity: 5 }] });
    expect(res.statusCode).toBe(422);
    res = await as(franchisor).post('/api/purchase-orders', {
      supplierId,
      expectedDate: '2020-01-01',
      lines: [{ productId: productA.id, quantity: 5 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.fieldErrors.expectedDate).toEqual([PURCHASING_MESSAGES.expectedInPast]);
  });

  it('edits a draft (lines replace all) and refuses edits after submission', async () => {
    const po = await draft();
    const res = await as(franchisor).patch(`/api/purchase-orders/${po.id}`, {
      notes: 'Rush',
      lines: [{ productId: productB.id, quantity: 2 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as PurchaseOrder;
    expect(edited.notes).toBe('Rush');
    expect(edited.lines.map((l) => l.productId)).toEqual([productB.id]);
    expect(edited.totalCentavos).toBe(10_000);
    const bad = await as(franchisor).patch(`/api/purchase-orders/${po.id}`, { lines: [{ productId: productA.id, quantity: 1 }] });
    expect(bad.statusCode).toBe(422);
    expect((await as(franchisor).post(`/api/purchase-orders/${po.id}/submit`)).statusCode).toBe(200);
    const late = await as(franchisor).patch(`/api/purchase-orders/${po.id}`, { notes: 'late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(PURCHASING_MESSAGES.notDraft);
    expect((await as(franchisor).get(`/api/purchase-orders/${ZERO}`)).statusCode).toBe(404);
  });
});

describe('state machine', () => {
  it('submit defaults the expected date to today + lead time; refused moves are 409', async () => {
    const po = await submitted();
    expect(po.status).toBe('submitted');
    expect(po.expectedDate).toBe(addCalendarDays(manilaToday(), 7));
    expect(po.submittedAt).not.toBeNull();
    const again = await as(franchisor).post(`/api/purchase-orders/${po.id}/submit`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PURCHASING_MESSAGES.transition('submitted', 'submitted'));
    expect((await as(franchisor).post(`/api/purchase-orders/${po.id}/acknowledge`)).statusCode).toBe(200);
    expect((await as(franchisor).post(`/api/purchase-orders/${po.id}/acknowledge`)).statusCode).toBe(409);

    const d = await draft();
    const ack = await as(franchisor).post(`/api/purchase-orders/${d.id}/acknowledge`);
    expect(ack.statusCode).toBe(409);
    expect(ack.json().error.message).toBe(PURCHASING_MESSAGES.transition('draft', 'acknowledged'));
    const recv = await as(franchisor).post(`/api/purchase-orders/${d.id}/receive`, { lines: [{ lineId: d.lines[0].id, quantity: 1 }] });
    expect(recv.statusCode).toBe(409);
    expect(recv.json().error.message).toBe(PURCHASING_MESSAGES.notReceivable);

    const cancelled = await as(franchisor).post(`/api/purchase-orders/${d.id}/cancel`, { reason: 'Not needed' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Not needed' });
    for (const path of ['submit', 'acknowledge'])
      expect((await as(franchisor).post(`/api/purchase-orders/${d.id}/${path}`)).statusCode).toBe(409);
    const cancelAgain = await as(franchisor).post(`/api/purchase-orders/${d.id}/cancel`, { reason: 'again' });
    expect(cancelAgain.statusCode).toBe(409);
    expect(cancelAgain.json().error.message).toBe(PURCHASING_MESSAGES.transition('cancelled', 'cancelled'));
    expect(
      (await as(franchisor).post(`/api/purchase-orders/${d.id}/receive`, { lines: [{ lineId: d.lines[0].id, quantity: 1 }] })).statusCode,
    ).toBe(409);
    expect((await as(franchisor).post(`/api/purchase-orders/${d.id}/cancel`, { reason: '' })).statusCode).toBe(422);
  });

  it('refuses a submission below the supplier minimum order', async () => {
    const picky = await insertSupplier(t, { minimumOrderCentavos: 500_000 });
    await insertLink(t, picky.id, productA.id, { unitCostCentavos: 1_000 });
    const res = await as(franchisor).post('/api/purchase-orders', {
      supplierId: picky.id,
      lines: [{ productId: productA.id, quantity: 2 }],
    });
    const sub = await as(franchisor).post(`/api/purchase-orders/${res.json().id}/submit`);
    expect(sub.statusCode).toBe(422);
    expect(sub.json().error.message).toBe(PURCHASING_MESSAGES.belowMinimumOrder(formatPeso(500_000)));
  });
});

describe('receiving', () => {
  it('partial then full receipt adds exactly the received quantities to the warehouse through the ledger', async () => {
    const po = await submitted([
      { productId: productA.id, quantity: 10 },
      { productId: productB.id, quantity: 4 },
    ]);
    const a = po.lines.find((l) => l.productId === productA.id)!;
    const b = po.lines.find((l) => l.productId === productB.id)!;
    const beforeA = (await stockOf(t, productA.id)).onHand;
    const beforeB = (await stockOf(t, productB.id)).onHand;

    let res = await as(franchisor).post(`/api/purchase-orders/${po.id}/receive`, { lines: [{ lineId: a.id, quantity: 11 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.fieldErrors['lines.0.quantity']).toEqual([PURCHASING_MESSAGES.overReceipt(10)]);
    res = await as(franchisor).post(`/api/purchase-orders/${po.id}/receive`, { lines: [{ lineId: a.id, quantity: 0 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(PURCHASING_MESSAGES.nothingToReceive);
    res = await as(franchisor).post(`/api/purchase-orders/${po.id}/receive`, { lines: [{ lineId: ZERO, quantity: 1 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.fieldErrors['lines.0.lineId']).toEqual([PURCHASING_MESSAGES.unknownLine]);

    res = await as(franchisor).post(`/api/purchase-orders/${po.id}/receive`, {
      lines: [{ lineId: a.id, quantity: 6 }],
      note: 'First truck',
    });
    expect(res.statusCode, res.body).toBe(200);
    let after = res.json() as PurchaseOrder;
    expect(after.status).toBe('partially_received');
    expect(after.receivedAt).toBeNull();
    expect(after.receipts).toEqual([
      expect.objectContaining({ lineId: a.id, quantity: 6, amountCentavos: 6 * 12_345, note: 'First truck' }),
    ]);
    expect((await stockOf(t, productA.id)).onHand).toBe(beforeA + 6);
    const cancel = await as(franchisor).post(`/api/purchase-orders/${po.id}/cancel`, { reason: 'x' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toBe(PURCHASING_MESSAGES.cancelAfterReceipt);

    res = await as(franchisor).post(`/api/purchase-orders/${po.id}/receive`, {
      lines: [
        { lineId: a.id, quantity: 4 },
        { lineId: b.id, quantity: 4 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    after = res.json();
    expect(after.status).toBe('received');
    expect(after.receivedAt).not.toBeNull();
    expect(after.receivedRatio).toBe(1);
    expect(after.receipts).toHaveLength(3);
    expect(after.history.map((h) => h.toStatus)).toEqual(['draft', 'submitted', 'partially_received', 'received']);
    expect((await stockOf(t, productA.id)).onHand).toBe(beforeA + 10);
    expect((await stockOf(t, productB.id)).onHand).toBe(beforeB + 4);
    const moves = await t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, productA.id), eq(stockMovements.reason, `${po.poNumber} received`)));
    expect(moves.map((m) => [m.kind, m.onHandDelta]).sort()).toEqual([
      ['receipt', 4],
      ['receipt', 6],
    ]);
    for (const path of ['receive', 'cancel']) {
      const r = await as(franchisor).post(
        `/api/purchase-orders/${po.id}/${path}`,
        path === 'cancel' ? { reason: 'x' } : { lines: [{ lineId: a.id, quantity: 1 }] },
      );
      expect(r.statusCode).toBe(409);
    }
  });

  it('two concurrent receipts of the remaining quantity: exactly one succeeds', async () => {
    const po = await submitted([{ productId: productA.id, quantity: 8 }]);
    const before = (await stockOf(t, productA.id)).onHand;
    const body = { lines: [{ lineId: po.lines[0].id, quantity: 8 }] };
    const results = await Promise.all([
      as(franchisor).post(`/api/purchase-orders/${po.id}/receive`, body),
      as(franchisor).post(`/api/purchase-orders/${po.id}/receive`, body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await stockOf(t, productA.id)).onHand).toBe(before + 8);
  });
});

describe('PDF and e-mail', () => {
  it('submit queues one e-mail with the PDF attached; the worker sends it with the PDF', async () => {
    const po = await submitted();
    expect(po.emailedAt).not.toBeNull();
    const queued = await t.db
      .select()
      .from(notificationEmails)
      .where(eq(notificationEmails.subject, `Purchase order ${po.poNumber} from FranchiseHub Head Office`));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      toEmail: 'orders@acme.example.com',
      attachmentName: `${po.poNumber}.pdf`,
      attachmentType: 'application/pdf',
    });
    expect(queued[0].attachmentKey).toMatch(new RegExp(`^purchase-orders/${po.id}/[0-9a-f]{32}\\.pdf$`));

    // The app's own worker: the harness's capturing mailer (t.mail) and the app's storage.
    await t.ctx.emailWorker.runOnce();
    const mail = t.mail.find((m) => m.subject.includes(po.poNumber))!;
    expect(mail.to).toBe('orders@acme.example.com');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0]).toMatchObject({ filename: `${po.poNumber}.pdf`, contentType: 'application/pdf' });
    expect(mail.attachments![0].content.subarray(0, 4).toString()).toBe('%PDF');
    const [row] = await t.db.select().from(notificationEmails).where(eq(notificationEmails.id, queued[0].id));
    expect(row.status).toBe('sent');
  });

  it('a missing attachment is a failed attempt', async () => {
    const po = await submitted();
    const [row] = await t.db
      .select()
      .from(notificationEmails)
      .where(eq(notificationEmails.subject, `Purchase order ${po.poNumber} from FranchiseHub Head Office`));
    await t.ctx.storage.delete({ visibility: 'private', key: row.attachmentKey! });
    await t.ctx.emailWorker.runOnce();
    const [after] = await t.db.select().from(notificationEmails).where(eq(notificationEmails.id, row.id));
    expect(after.status).toBe('pending');
    expect(after.lastError).toMatch(/missing/);
    expect(t.mail.some((m) => m.subject.includes(po.poNumber))).toBe(false);
  });

  it('PDF download: 200 for admin, 409 for a draft; re-send refuses no contact and drafts', async () => {
    const po = await submitted();
    const res = await as(admin).get(`/api/purchase-orders/${po.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const d = await draft();
    const noPdf = await as(franchisor).get(`/api/purchase-orders/${d.id}/pdf`);
    expect(noPdf.statusCode).toBe(409);
    expect(noPdf.json().error.message).toBe(PURCHASING_MESSAGES.noPdfForDraft);
    expect((await as(franchisor).post(`/api/purchase-orders/${d.id}/email`)).statusCode).toBe(409);

    const again = await as(franchisor).post(`/api/purchase-orders/${po.id}/email`);
    expect(again.json()).toEqual({ queued: true, to: 'orders@acme.example.com' });

    const silent = await insertSupplier(t, { contactEmail: null });
    await insertLink(t, silent.id, productA.id);
    const created = await as(franchisor).post('/api/purchase-orders', {
      supplierId: silent.id,
      lines: [{ productId: productA.id, quantity: 1 }],
    });
    const before = (await t.db.select().from(notificationEmails)).length;
    const sub = await as(franchisor).post(`/api/purchase-orders/${created.json().id}/submit`);
    expect(sub.statusCode).toBe(200);
    expect(sub.json().emailedAt).toBeNull();
    expect((await t.db.select().from(notificationEmails)).length).toBe(before);
    const none = await as(franchisor).post(`/api/purchase-orders/${created.json().id}/email`);
    expect(none.statusCode).toBe(422);
    expect(none.json().error.message).toBe(PURCHASING_MESSAGES.noContactEmail);
  });
});

describe('list', () => {
  it('searches, filters, sorts and pages with totals and line figures', async () => {
    const po = await submitted([
      { productId: productA.id, quantity: 10 },
      { productId: productB.id, quantity: 10 },
    ]);
    await as(franchisor).post(`/api/purchase-orders/${po.id}/receive`, { lines: [{ lineId: po.lines[0].id, quantity: 5 }] });
    let res = await as(admin).get(`/api/purchase-orders?search=${po.poNumber}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      items: [{ id: po.id, lineCount: 2, receivedRatio: 0.25, status: 'partially_received', overdue: false }],
    });
    res = await as(admin).get(`/api/purchase-orders?supplierId=${supplierId}&status=draft&limit=2`);
    expect(res.json().items.length).toBeLessThanOrEqual(2);
    expect(res.json().total).toBeGreaterThan(2);
    expect(res.json().items.every((i: { status: string }) => i.status === 'draft')).toBe(true);
    res = await as(admin).get(`/api/purchase-orders?from=${manilaToday()}&to=${manilaToday()}&sort=number_desc`);
    const numbers = res.json().items.map((i: { poNumber: string }) => i.poNumber);
    expect(numbers).toEqual([...numbers].sort().reverse());
    res = await as(admin).get('/api/purchase-orders?from=2000-01-01&to=2000-01-02');
    expect(res.json()).toEqual({ items: [], total: 0 });

    // Open and past its expected date: overdue.
    await t.db
      .update(purchaseOrders)
      .set({ expectedDate: addCalendarDays(manilaToday(), -1) })
      .where(eq(purchaseOrders.id, po.id));
    res = await as(admin).get(`/api/purchase-orders?search=${po.poNumber}`);
    expect(res.json().items[0].overdue).toBe(true);
  });
});

describe('low stock', () => {
  it('proposes the preferred supplier over priority, rounds up to the case pack, and creates drafts', async () => {
    const low = await warehouseProduct(t, { stock: 3, reorderLevel: 10, name: 'Low Flour' });
    const lonely = await warehouseProduct(t, { stock: 0, reorderLevel: 2, name: 'Lonely' });
    const first = await insertSupplier(t, { name: 'AAA First' });
    const preferred = await insertSupplier(t, { name: 'ZZZ Preferred' });
    const suspended = await insertSupplier(t, { name: 'Suspended', status: 'suspended' });
    await insertLink(t, first.id, low.id, { priority: 1, unitCostCentavos: 100 });
    await insertLink(t, preferred.id, low.id, { priority: 5, isPreferred: false, unitCostCentavos: 900, casePack: 12, minOrderQty: 1 });
    await insertLink(t, suspended.id, lonely.id, { isPreferred: true });
    // The preferred flag beats a better priority and price.
    await t.db.execute(sql`update supplier_products set is_preferred = true where supplier_id = ${preferred.id}`);

    const res = await as(admin).get('/api/purchase-orders/low-stock-proposal');
    expect(res.statusCode).toBe(200);
    const proposal = res.json();
    const group = proposal.groups.find((g: { supplierId: string }) => g.supplierId === preferred.id);
    expect(group.lines).toEqual([
      expect.objectContaining({
        productId: low.id,
        available: 3,
        reorderLevel: 10,
        suggestedQuantity: 24,
        casePack: 12,
        unitCostCentavos: 900,
      }),
    ]);
    expect(group.totalCentavos).toBe(24 * 900);
    expect(proposal.groups.some((g: { supplierId: string }) => g.supplierId === first.id)).toBe(false);
    expect(proposal.unsupplied).toEqual([expect.objectContaining({ productId: lonely.id, available: 0 })]);

    const created = await as(franchisor).post('/api/purchase-orders/from-low-stock', { supplierIds: [preferred.id] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().items).toEqual([
      expect.objectContaining({ supplierId: preferred.id, status: 'draft', lineCount: 1, totalCentavos: 24 * 900 }),
    ]);
    const none = await as(franchisor).post('/api/purchase-orders/from-low-stock', { supplierIds: [first.id] });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.message).toBe(PURCHASING_MESSAGES.nothingLow);
    // Quiet the low products for other tests.
    await t.db.update(warehouseStock).set({ reorderLevel: 0 }).where(eq(warehouseStock.productId, low.id));
  });
});
