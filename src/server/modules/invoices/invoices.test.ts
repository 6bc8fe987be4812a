import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { ADDRESS, COD, api, makeBrand, makeFranchisee, makeProduct } from '../../test/ordering-fixture';
import { invoices } from '../../db/schema';
import { billToLines } from './invoices.service';

/** The text a pdfkit PDF shows: every FlateDecode stream inflated, the hex strings of each TJ array joined. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const streams = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streams.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      out.push([...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''));
    }
  }
  return out.join('\n');
}

let t: TestApp;
let brand: Awaited<ReturnType<typeof makeBrand>>;
beforeAll(async () => {
  t = await createTestApp();
  brand = await makeBrand(t);
});
afterAll(async () => t?.close());

describe('invoice PDF', () => {
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
    const text = pdfText(res.rawPayload);
    expect(text).toContain(inv.invoiceNumber);
    expect(text).toContain('Bill to');
    expect(text).toContain('Accounts Payable');
    expect(text).toContain('99 Billing Avenue');
    expect(text).toContain('Pasig, Metro Manila 1600');
    expect(text).not.toContain('12 Store Road');
    expect(text).not.toContain('1 Main St');
  });
});
