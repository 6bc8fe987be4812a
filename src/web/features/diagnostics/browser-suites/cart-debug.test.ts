import { describe, expect, it } from 'vitest';
import { computeTotals, type Cart, type CartLine } from '../../../../shared/cart.contracts';
import { evidenceOf, type Probe, type ProbeRequest } from './check-kit';
import { cartDebugChecks, totalsMismatch } from './cart-debug';

const line = (over: Partial<CartLine> = {}): CartLine => ({
  id: 'l1',
  productId: 'p1',
  sku: 'SKU-1',
  name: 'Syrup',
  imageUrl: null,
  unit: 'bottle',
  unitPriceCentavos: 25_000,
  priceAtAddCentavos: 25_000,
  quantity: 4,
  lineTotalCentavos: 100_000,
  minOrderQty: 1,
  maxOrderQty: null,
  availability: { status: 'in_stock', available: 50 },
  issues: [],
  ...over,
});
function cartOf(lines: CartLine[]): Cart {
  const subtotal = lines.reduce((s, l) => s + l.lineTotalCentavos, 0);
  return {
    location: null,
    lines,
    summary: { ...computeTotals(subtotal), itemCount: lines.length },
    canCheckout: lines.length > 0 && lines.every((l) => l.issues.length === 0),
  };
}

/** A fake API: each path answers with a status and a body. */
function fakeProbe(answers: Record<string, [number, unknown]>): Probe {
  return (req: ProbeRequest) => {
    const [status, json] = answers[req.url] ?? [404, { error: { code: 'NOT_FOUND' } }];
    return Promise.resolve({ status, json, ms: 1, evidence: evidenceOf(req, status, json) });
  };
}
const session = (role: string, granted: string[]) =>
  [200, { user: { role }, permissions: { suppliers: [], granted } }] as [number, unknown];

describe('the cart-debug suite', () => {
  it('passes for a franchisee whose cart, products and totals agree', async () => {
    const checks = await cartDebugChecks(
      fakeProbe({
        '/api/session': session('franchisee', ['orders.place']),
        '/api/cart': [200, cartOf([line()])],
        '/api/catalog/products/p1': [200, { id: 'p1', priceCentavos: 25_000, active: true }],
      }),
    );
    expect(checks.map((c) => c.status)).toEqual(['pass', 'pass', 'pass', 'pass']);
  });

  it('fails the totals when the summary is not what the lines add up to', async () => {
    const cart = cartOf([line()]);
    cart.summary.totalCentavos += 1;
    expect(totalsMismatch(cart)).toEqual([`totalCentavos ${cart.summary.totalCentavos} ≠ ${cart.summary.totalCentavos - 1}`]);
    const checks = await cartDebugChecks(
      fakeProbe({
        '/api/session': session('franchisee', ['orders.place']),
        '/api/cart': [200, cart],
        '/api/catalog/products/p1': [200, { priceCentavos: 25_000, active: true }],
      }),
    );
    expect(checks[3].status).toBe('fail');
  });

  it('fails a line whose price is not the catalogue’s, or an inactive product without an issue', async () => {
    const probe = (product: unknown) =>
      fakeProbe({
        '/api/session': session('franchisee', ['orders.place']),
        '/api/cart': [200, cartOf([line()])],
        '/api/catalog/products/p1': [200, product],
      });
    expect((await cartDebugChecks(probe({ priceCentavos: 26_000, active: true })))[2].status).toBe('fail');
    expect((await cartDebugChecks(probe({ priceCentavos: 25_000, active: false })))[2].status).toBe('fail');
  });

  it('passes the cart step for a role without orders.place only when the API refuses with 403', async () => {
    const refused = await cartDebugChecks(
      fakeProbe({ '/api/session': session('franchisor', ['orders.view']), '/api/cart': [403, { error: { code: 'FORBIDDEN' } }] }),
    );
    expect(refused.map((c) => c.status)).toEqual(['pass', 'pass', 'skip', 'skip']);
    const leaked = await cartDebugChecks(
      fakeProbe({ '/api/session': session('franchisor', ['orders.view']), '/api/cart': [200, cartOf([])] }),
    );
    expect(leaked[1].status).toBe('fail');
  });

  it('stops after a signed-out session', async () => {
    const checks = await cartDebugChecks(fakeProbe({ '/api/session': [200, { user: null, permissions: null }] }));
    expect(checks.map((c) => c.status)).toEqual(['fail']);
  });
});
