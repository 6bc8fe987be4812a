import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createRequire } from 'node:module';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { ADDRESS, COD, api, makeBrand, makeFranchisee, makeProduct, placeOrder } from '../../test/ordering-fixture';
import { pdfPages } from '../../test/pdf-text';
import { fakeS3Env, startFakeS3, type FakeS3 } from '../../test/fake-s3';
import { brands, invoices, orderItems } from '../../db/schema';
import { formatPeso } from '../../../shared/money';
import { billToLines } from './invoices.service';
import { PDF_FONT_FILES } from '../../lib/pdf/render';

type Franchisee = Awaited<ReturnType<typeof makeFranchisee>>;

/** fontkit (pdfmake's own font engine) ships no types; this is the one call the font check needs. */
const fontkit = createRequire(import.meta.url)('fontkit') as { openSync(file: string): { hasGlyphForCodePoint(cp: number): boolean } };

/** A franchisee's order, approved by head office: its invoice row. */
async function approvedInvoice(t: TestApp, f: Franchisee, opts: { pricePesos?: number; quantity?: number } = {}) {
  const hq = await signUp(t, { role: 'franchisor' });
  const p = await makeProduct(t, { brandIds: [f.location.brandId], pricePesos: opts.pricePesos ?? 250 });
  const order = await placeOrder(t, f.cookie, p.id, opts.quantity ?? 2);
  const approved = await api(t, hq.cookie).post(`/api/approvals/${order.id}/approve`, {});
  if (approved.statusCode !== 200) throw new Error(`approve failed: ${approved.body}`);
  const [inv] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
  return { inv, order, product: p };
}

const storedPdfs = (t: TestApp, invoiceId: string) => t.ctx.storage.list('private', `invoices/${invoiceId}`);

let t: TestApp;
let brand: Awaited<ReturnType<typeof makeBrand>>;
beforeAll(async () => {
  t = await createTestApp();
  brand = await makeBrand(t, 'Siomai Express');
});
afterAll(async () => t?.close());

describe('invoice PDF', () => {
  it('the font it embeds has the peso sign (U+20B1), in the regular and the bold face', () => {
    for (const file of [PDF_FONT_FILES.normal, PDF_FONT_FILES.bold]) {
      const font = fontkit.openSync(file);
      expect(font.hasGlyphForCodePoint(0x20b1), file).toBe(true);
    }
  });

  it('"Bill to" prints the billing address snapshot of the order, not the location', () => {
    const location = { owner: 'Owner', locationName: 'Store', addressLine: '1 Main St', city: 'Makati', province: 'Metro Manila' };
    expect(
      billToLines(
        {
          recipientName: 'Accounts Payable',
          company: 'Lemon Co.',
          line1: '5 Finance St',
          line2: null,
          city: 'Pasig',
          province: 'Metro Manila',
          postalCode: '1600',
          phone: '+639170000000',
          deliveryInstructions: 'x',
        },
        location,
      ),
    ).toEqual(['Accounts Payable', 'Lemon Co.', '5 Finance St', 'Pasig, Metro Manila 1600', '+639170000000']);
    expect(billToLines(null, location)).toEqual(['Owner', 'Store', '1 Main St, Makati, Metro Manila']);
  });

  it('an approved order with a separate billing address has that address on its invoice', async () => {
    const f = await makeFranchisee(t, brand.id);
    const hq = await signUp(t, { role: 'franchisor', fullName: 'HQ Invoicer' });
    const a = api(t, f.cookie);
    const shipTo = (await a.post('/api/addresses', { ...ADDRESS, type: 'shipping', line1: '12 Store Road' })).json();
    const billTo = (
      await a.post('/api/addresses', {
        ...ADDRESS,
        type: 'billing',
        recipientName: 'Accounts Payable',
        line1: '99 Billing Avenue',
        city: 'Pasig',
        postalCode: '1600',
      })
    ).json();
    const payment = (await a.post('/api/payment-methods', COD)).json();
    const p = await makeProduct(t, { brandIds: [brand.id], pricePesos: 250 });
    expect((await a.post('/api/cart/lines', { productId: p.id, quantity: 2 })).statusCode).toBe(200);
    const placed = await a.post(
      '/api/orders',
      { shippingAddressId: shipTo.id, billingAddressId: billTo.id, paymentMethodId: payment.id },
      { 'idempotency-key': `k-${crypto.randomUUID()}` },
    );
    expect(placed.statusCode).toBe(201);
    expect((await api(t, hq.cookie).post(`/api/approvals/${placed.json().id}/approve`, {})).statusCode).toBe(200);
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.orderId, placed.json().id));
    const res = await a.get(`/api/invoices/${inv.id}/pdf`);
    expect(res.statusCode).toBe(200);
    const text = pdfPages(res.rawPayload).join('\n');
    expect(text).toContain(inv.invoiceNumber);
    expect(text).toContain('Bill to');
    expect(text).toContain('Accounts Payable');
    expect(text).toContain('99 Billing Avenue');
    expect(text).toContain('Pasig, Metro Manila 1600');
    expect(text).not.toContain('12 Store Road');
    expect(text).not.toContain('1 Main St');
  });

  it('a long invoice runs over several pages, the item table header repeated on each, with ₱ amounts and the brand', async () => {
    const f = await makeFranchisee(t, brand.id);
    const { inv, order, product } = await approvedInvoice(t, f, { pricePesos: 1234.5, quantity: 3 });
    // 90 more lines than fit on one page (the order's own line stays first by name).
    const extra = Array.from({ length: 90 }, (_, i) => ({
      orderId: order.id,
      productId: product.id,
      sku: `LONG-${String(i).padStart(3, '0')}`,
      name: `Zz long line ${String(i).padStart(3, '0')}`,
      unitPriceCentavos: 1_000_00 + i,
      quantity: 2,
      lineTotalCentavos: 2 * (1_000_00 + i),
    }));
    await t.db.insert(orderItems).values(extra);

    const res = await api(t, f.cookie).get(`/api/invoices/${inv.id}/pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${inv.invoiceNumber}.pdf"; filename*=UTF-8''${inv.invoiceNumber}.pdf`,
    );
    const pages = pdfPages(res.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page, `page ${i + 1}`).toContain('ItemSKUQtyUnit priceAmount');
      expect(page, `page ${i + 1}`).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    const first = pages[0];
    expect(first).toContain(brand.name);
    expect(first).toContain('Head office, Makati, Philippines');
    expect(first).toContain(inv.invoiceNumber);
    expect(first).toContain(`Order ${order.orderNumber}`);
    // A long generated SKU may wrap inside its column: read the row with the page's line breaks taken out.
    expect(first.replace(/\n/g, '')).toContain(`${product.name}${product.sku}3₱1,234.50₱3,703.50`);
    expect(formatPeso(1_234_50)).toBe('₱1,234.50');
    const all = pages.join('\n');
    // Every line once, none lost or repeated at a page break.
    for (const line of extra) {
      expect(all.split(`${line.name}${line.sku}2${formatPeso(line.unitPriceCentavos)}${formatPeso(line.lineTotalCentavos)}`)).toHaveLength(
        2,
      );
    }
    expect(pages.at(-1)).toContain(`Total${formatPeso(order.totalCentavos)}`);
    expect(first).toContain(`Amount due${formatPeso(inv.amountCentavos)}`);
  });

  it('is stored as a private object: streamed again while unchanged, regenerated (old copy deleted) when the invoice changes', async () => {
    const f = await makeFranchisee(t, brand.id);
    const { inv } = await approvedInvoice(t, f);
    const get = () => api(t, f.cookie).get(`/api/invoices/${inv.id}/pdf`);
    const first = await get();
    expect(first.statusCode).toBe(200);
    const [key] = await storedPdfs(t, inv.id);
    expect(await storedPdfs(t, inv.id)).toEqual([key]);
    expect(key).toMatch(new RegExp(`^invoices/${inv.id}/[0-9a-f]{32}\\.pdf$`));

    // The next download streams the stored object (replaced here by a marker, to see where the bytes come from).
    await t.ctx.storage.put({ visibility: 'private', key }, Buffer.from('%PDF-stored-copy'), { contentType: 'application/pdf' });
    expect((await get()).body).toBe('%PDF-stored-copy');
    // Never through the public route.
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${key}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/../private/${key}` })).statusCode).toBe(404);

    // Paid: a new PDF that says so; the old copy is gone.
    await t.db.update(invoices).set({ status: 'paid', paidAt: new Date() }).where(eq(invoices.id, inv.id));
    const paid = await get();
    expect(paid.statusCode).toBe(200);
    const text = pdfPages(paid.rawPayload).join('\n');
    expect(text).toMatch(/StatusPaid /);
    expect(text).toContain(`Amount due${formatPeso(0)}`);
    const after = await storedPdfs(t, inv.id);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(key);

    // A renamed brand is network identity on the PDF too.
    await t.db.update(brands).set({ name: 'Renamed Brand Co.' }).where(eq(brands.id, brand.id));
    try {
      expect(pdfPages((await get()).rawPayload)[0]).toContain('Renamed Brand Co.');
    } finally {
      await t.db.update(brands).set({ name: brand.name }).where(eq(brands.id, brand.id));
    }
  });

  it('is refused to another location’s franchisee (404, like an unknown invoice), to a signed-out caller and without orders.view', async () => {
    const owner = await makeFranchisee(t, brand.id);
    const { inv } = await approvedInvoice(t, owner);
    const other = await makeFranchisee(t, brand.id);
    const url = `/api/invoices/${inv.id}/pdf`;

    const foreign = await api(t, other.cookie).get(url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('RESOURCE_NOT_FOUND');
    expect((await api(t, other.cookie).get(`/api/invoices/${crypto.randomUUID()}/pdf`)).statusCode).toBe(404);

    const anonymous = await api(t, null).get(url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/json');

    const user = await signUp(t, { role: 'user' });
    expect((await api(t, user.cookie).get(url)).statusCode).toBe(403);

    // Nothing was generated or stored for the refused callers.
    expect(await storedPdfs(t, inv.id)).toEqual([]);
    const hq = await signUp(t, { role: 'franchisor' });
    expect((await api(t, hq.cookie).get(url)).statusCode).toBe(200);
    expect(await storedPdfs(t, inv.id)).toHaveLength(1);
  });
});

describe('invoice PDF on S3-compatible storage', () => {
  let s3: FakeS3;
  let ts: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3();
    ts = await createTestApp({ env: fakeS3Env(s3) });
  });
  afterAll(async () => {
    await ts?.close();
    await s3?.close();
  });

  it('is written to the bucket under private/ and streamed from it after the permission check', async () => {
    const b = await makeBrand(ts, 'Bucket Brand');
    const f = await makeFranchisee(ts, b.id);
    const { inv } = await approvedInvoice(ts, f);
    const first = await api(ts, f.cookie).get(`/api/invoices/${inv.id}/pdf`);
    expect(first.statusCode).toBe(200);
    const keys = [...s3.objects.keys()].filter((k) => k.includes(inv.id));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^private/invoices/${inv.id}/[0-9a-f]{32}\\.pdf$`));
    expect(s3.objects.get(keys[0])?.contentType).toBe('application/pdf');
    expect(s3.objects.get(keys[0])?.body.equals(first.rawPayload)).toBe(true);

    s3.requests.length = 0;
    const again = await api(ts, f.cookie).get(`/api/invoices/${inv.id}/pdf`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(s3.requests).toEqual([`GET /${s3.bucket}/${keys[0]}`]);

    // The public route asks the bucket for public/… only.
    const probe = await ts.app.inject({ method: 'GET', url: `/api/uploads/${keys[0].replace(/^private\//, '')}` });
    expect(probe.statusCode).toBe(404);
    const other = await makeFranchisee(ts, b.id);
    expect((await api(ts, other.cookie).get(`/api/invoices/${inv.id}/pdf`)).statusCode).toBe(404);
  });
});
