/**
 * The checkout part of `npm run bench` (issue 18: at least 150 orders/s with no errors and no unit oversold), and the
 * many signed-in users the read paths are measured with. Buyers are owners of the large network's locations
 * (seedLargePeople), given an address and a way to pay through the API; their stock is received through the API (the
 * ledger, the only writer of stock).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { BROWSER_HEADERS, toRow, type Row } from './bench-report';

export interface Buyer {
  cookie: string;
  productId: string;
  quantity: number;
  checkout: { shippingAddressId: string; billingAddressId: string; paymentMethodId: string };
}

type Call = (method: string, url: string, cookie: string, body?: object) => Promise<{ status: number; body: unknown }>;

/** An HTTP caller for the bench: JSON in and out, same-origin writes. */
export function caller(base: string): Call {
  return async (method, url, cookie, body) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
}

async function must<T>(what: string, res: Promise<{ status: number; body: unknown }>): Promise<T> {
  const r = await res;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as T;
}

/** Each signed-in owner with an address, a bank account, and plenty of stock of one product of their brand. */
export async function prepareBuyers(base: string, databaseUrl: string, cookies: string[], franchisor: string): Promise<Buyer[]> {
  const call = caller(base);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const stocked = new Set<string>();
  try {
    const buyers: Buyer[] = [];
    for (const cookie of cookies) {
      const ordering = await must<{ selectedLocationId: string; locations: { id: string; brand: { id: string } }[] }>(
        'ordering locations',
        call('GET', '/api/ordering/locations', cookie),
      );
      const location = ordering.locations.find((l) => l.id === ordering.selectedLocationId) ?? ordering.locations[0];
      const { rows } = await client.query<{ id: string; min_order_qty: number }>(
        `select p.id, p.min_order_qty from products p join product_brands pb on pb.product_id = p.id
          where pb.brand_id = $1 and p.active order by p.sku limit 1`,
        [location.brand.id],
      );
      const product = rows[0];
      if (!stocked.has(product.id)) {
        await must(
          'receipt',
          call('POST', '/api/inventory/receipts', franchisor, { productId: product.id, quantity: 1_000_000, reason: 'Bench' }),
        );
        stocked.add(product.id);
      }
      const address = await must<{ id: string }>(
        'address',
        call('POST', '/api/addresses', cookie, {
          type: 'both',
          recipientName: 'Bench Buyer',
          line1: '1 Bench Street',
          city: 'Makati',
          province: 'Metro Manila',
          postalCode: '1226',
          phone: '+639171234567',
          makeDefault: true,
        }),
      );
      const payment = await must<{ id: string }>(
        'payment method',
        call('POST', '/api/payment-methods', cookie, {
          type: 'bank_transfer',
          nickname: 'Bench account',
          makeDefault: true,
          bankName: 'BPI',
          accountName: 'Bench Buyer',
          accountNumber: '1234 5678 90',
        }),
      );
      buyers.push({
        cookie,
        productId: product.id,
        quantity: product.min_order_qty,
        checkout: { shippingAddressId: address.id, billingAddressId: address.id, paymentMethodId: payment.id },
      });
    }
    return buyers;
  } finally {
    await client.end();
  }
}

/**
 * One connection per buyer, each looping "add to cart, place the order" (a buyer's cart is theirs alone, so two
 * connections of one buyer would take each other's lines). Orders/s counts the placed orders.
 */
export async function checkoutLoad(base: string, buyers: Buyer[], seconds: number): Promise<Row> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: buyers.length,
    duration: seconds,
    headers: BROWSER_HEADERS,
    initialContext: {},
    requests: [
      {
        method: 'POST',
        path: '/api/cart/lines',
        setupRequest: (req, context: { buyer?: Buyer }) => {
          const buyer = (context.buyer ??= buyers[next++ % buyers.length]);
          return {
            ...req,
            headers: { ...req.headers, cookie: buyer.cookie, origin: base, 'content-type': 'application/json' },
            body: JSON.stringify({ productId: buyer.productId, quantity: buyer.quantity }),
          };
        },
      },
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (req, context: { buyer?: Buyer }) => {
          const buyer = context.buyer!;
          return {
            ...req,
            headers: {
              ...req.headers,
              cookie: buyer.cookie,
              origin: base,
              'content-type': 'application/json',
              'idempotency-key': crypto.randomUUID(),
            },
            body: JSON.stringify(buyer.checkout),
          };
        },
      },
    ],
  });
  // Half the requests are the cart line that precedes each order.
  return toRow('checkout (orders/s)', 'POST /api/cart/lines + POST /api/orders', result, 2);
}

/** Units promised beyond what the warehouse holds, or negative stock: must be none. */
export async function oversoldUnits(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select coalesce(sum(greatest(reserved - on_hand, 0) + greatest(-on_hand, 0)), 0)::int as n from warehouse_stock`,
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}
