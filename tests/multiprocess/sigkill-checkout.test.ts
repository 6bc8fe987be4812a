import { randomInt, randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callJson,
  scratchDatabase,
  signIn,
  startServer,
  scratchDir,
  type ScratchDatabase,
  type ScratchDir,
  type ServerProcess,
} from './fixture';

/**
 * The server process is killed (SIGKILL: no shutdown, no flush) in the middle of a burst of checkouts, then
 * started again on the same PostgreSQL. Every order the client was told about (2xx) is there whole; no order is
 * half-written (without items, history or its stock reservation); warehouse and location stock still equal the sum
 * of their ledger movements and reservations equal what open orders hold; and retrying an unanswered checkout with
 * its Idempotency-Key gives exactly one order. Runs only with TEST_DATABASE_URL.
 */
const FRANCHISEES = ['franchisee@demo.com', 'jose.santos@demo.com', 'ana.reyes@demo.com', 'carlo.garcia@demo.com', 'liza.mendoza@demo.com'];
/** The kill comes once this many orders were acknowledged as created. */
const KILL_AFTER_CREATED = 6;
/** Statuses an order holds warehouse units in (reserved at checkout, released on reject/cancel, shipped out). */
const HOLDING_STATUSES = ['pending_approval', 'approved', 'processing'];
interface Buyer {
  email: string;
  userId: string;
  cookie: string;
  productId: string;
  quantity: number;
  checkout: { shippingAddressId: string; billingAddressId: string; paymentMethodId: string };
}

/** One checkout: the same key sent twice at once (a double click); each copy either answered or was cut off. */
interface Attempt {
  buyer: Buyer;
  key: string;
  answers: ({ status: number; orderId: string | null } | 'no answer')[];
}

let database: ScratchDatabase;
let dataDir: ScratchDir;
let server: ServerProcess;
let base: string;
let db: pg.Client;

/** The server on the test's database and data directory; a restart passes the old port, so `base` stays right. */
const startOnTheDatabase = (port?: number) =>
  startServer({ databaseUrl: database.url, dataDir: dataDir.path, port, env: { SEED_DEMO: 'true' } });

const call = (method: string, url: string, cookie: string, body?: object, headers?: Record<string, string>) =>
  callJson(base, method, url, cookie, body, headers);

beforeAll(async () => {
  database = await scratchDatabase('fh_ft');
  dataDir = scratchDir();
  server = await startOnTheDatabase(); // migrates and seeds the demo network
  base = server.base;
  db = await database.connect();
}, 180_000);

afterAll(async () => {
  await server?.stop();
  dataDir?.remove();
  await database?.drop();
});

/** Each franchisee with the first product of their ordering location's brand, its address and a way to pay. */
async function prepareBuyers(): Promise<Buyer[]> {
  const franchisor = await signIn(base, 'franchisor@demo.com');
  const buyers: Buyer[] = [];
  for (const email of FRANCHISEES) {
    const cookie = await signIn(base, email);
    const ordering = await call('GET', '/api/ordering/locations', cookie);
    expect(ordering.status).toBe(200);
    const location = ordering.body.locations.find((l: { id: string }) => l.id === ordering.body.selectedLocationId);
    const {
      rows: [user],
    } = await db.query<{ id: string }>(`select id from user_profiles where email = $1`, [email]);
    const {
      rows: [product],
    } = await db.query<{ id: string; min_order_qty: number }>(
      `select p.id, p.min_order_qty from products p join product_brands pb on pb.product_id = p.id
       where pb.brand_id = $1 and p.active order by p.sku limit 1`,
      [location.brand.id],
    );
    const {
      rows: [address],
    } = await db.query<{ id: string }>(`select id from addresses where user_id = $1 order by created_at limit 1`, [user.id]);
    const {
      rows: [payment],
    } = await db.query<{ id: string }>(`select id from payment_methods where user_id = $1 order by created_at limit 1`, [user.id]);
    // Plenty of stock, received through the API (the ledger): the burst must never run out.
    const receipt = await call('POST', '/api/inventory/receipts', franchisor, {
      productId: product.id,
      quantity: 5_000,
      reason: 'Burst test',
    });
    expect(receipt.status).toBe(200);
    buyers.push({
      email,
      userId: user.id,
      cookie,
      productId: product.id,
      quantity: product.min_order_qty,
      checkout: { shippingAddressId: address.id, billingAddressId: address.id, paymentMethodId: payment.id },
    });
  }
  return buyers;
}

const placeOrder = (buyer: Buyer, key: string) => call('POST', '/api/orders', buyer.cookie, buyer.checkout, { 'idempotency-key': key });

/**
 * Every buyer fills their cart and checks out, again and again, until the server dies. Once KILL_AFTER_CREATED
 * orders were acknowledged as created, the next checkout sent is followed within a few milliseconds by SIGKILL:
 * it is cut off somewhere between arriving and committing (the other buyers' checkouts elsewhere).
 */
async function burstUntilKilled(buyers: Buyer[], victim: ChildProcess): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  let created = 0;
  let killed = false;
  const exited = new Promise<void>((resolve) => victim.once('exit', () => resolve()));
  await Promise.all(
    buyers.map(async (buyer) => {
      while (!killed) {
        const added = await call('POST', '/api/cart/lines', buyer.cookie, { productId: buyer.productId, quantity: buyer.quantity }).catch(
          () => null,
        );
        if (!added) return; // the server is gone
        expect(added.status, JSON.stringify(added.body)).toBe(200);
        const attempt: Attempt = { buyer, key: `burst-${randomUUID()}`, answers: [] };
        attempts.push(attempt);
        const answers = Promise.all(
          [0, 1].map(() =>
            placeOrder(buyer, attempt.key).then(
              (res) => {
                if (res.status === 201) created++;
                return { status: res.status, orderId: (res.body?.id as string | undefined) ?? null };
              },
              () => 'no answer' as const,
            ),
          ),
        );
        if (!killed && created >= KILL_AFTER_CREATED) {
          killed = true;
          setTimeout(() => victim.kill('SIGKILL'), randomInt(0, 10));
        }
        attempt.answers = await answers;
        if (attempt.answers.includes('no answer')) return;
      }
    }),
  );
  expect(killed, 'the burst ended before the kill').toBe(true);
  await exited;
  return attempts;
}

/** Orders missing items, history or their reservation movements: a half-written checkout. */
async function halfWrittenOrders(): Promise<unknown[]> {
  const { rows } = await db.query(
    `select o.id, o.order_number from orders o
     where not exists (select 1 from order_items i where i.order_id = o.id)
        or not exists (select 1 from order_status_history h where h.order_id = o.id and h.from_status is null and h.to_status = 'pending_approval')
        or (o.idempotency_key is not null and exists (
              select 1 from order_items i where i.order_id = o.id
              and i.quantity <> coalesce((select sum(m.reserved_delta) from stock_movements m
                                          where m.order_id = o.id and m.product_id = i.product_id and m.kind = 'reservation'), 0)))`,
  );
  return rows;
}

/** Products whose warehouse or location quantities differ from their ledger, or whose reservations differ from open orders. */
async function stockDisagreements(): Promise<unknown[]> {
  const warehouse = await db.query(
    `select w.product_id, w.on_hand, w.reserved, l.on_hand as ledger_on_hand, l.reserved as ledger_reserved, coalesce(o.held, 0) as held_by_orders
     from warehouse_stock w
     left join (select product_id, sum(on_hand_delta)::int as on_hand, sum(reserved_delta)::int as reserved
                from stock_movements where location_id is null group by product_id) l on l.product_id = w.product_id
     left join (select i.product_id, sum(i.quantity)::int as held from order_items i join orders o on o.id = i.order_id
                where o.status = any($1) group by i.product_id) o on o.product_id = w.product_id
     where w.on_hand <> coalesce(l.on_hand, 0) or w.reserved <> coalesce(l.reserved, 0) or w.reserved <> coalesce(o.held, 0)`,
    [HOLDING_STATUSES],
  );
  const locations = await db.query(
    `select s.location_id, s.product_id, s.quantity, coalesce(l.quantity, 0) as ledger_quantity
     from location_stock s
     left join (select location_id, product_id, sum(on_hand_delta)::int as quantity from stock_movements
                where location_id is not null group by location_id, product_id) l
       on l.location_id = s.location_id and l.product_id = s.product_id
     where s.quantity <> coalesce(l.quantity, 0)`,
  );
  return [...warehouse.rows, ...locations.rows];
}

describe('SIGKILL during a burst of checkouts', () => {
  it('loses no acknowledged order, leaves none half-written, keeps stock = ledger, and a retried key gives one order', async () => {
    // The invariants hold before anything happens (so a failure later is the crash's doing).
    expect(await stockDisagreements()).toEqual([]);
    const buyers = await prepareBuyers();
    const victim = server.child;
    const attempts = await burstUntilKilled(buyers, victim);
    expect(victim.signalCode).toBe('SIGKILL');

    const answers = attempts.flatMap((a) => a.answers.filter((x) => x !== 'no answer'));
    // Before the kill every checkout succeeded: created (201) or the same order again for the twin request (200).
    expect(answers.filter((x) => x.status !== 200 && x.status !== 201)).toEqual([]);
    const acknowledged = new Map<string, string>(); // key -> order id
    for (const a of attempts) {
      const ids = new Set(a.answers.flatMap((x) => (x !== 'no answer' && x.orderId ? [x.orderId] : [])));
      expect(ids.size, `both copies of ${a.key} name one order`).toBeLessThanOrEqual(1);
      if (ids.size === 1) acknowledged.set(a.key, [...ids][0]);
    }
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_CREATED);
    const unanswered = attempts.filter((a) => !acknowledged.has(a.key));
    expect(unanswered.length, 'the kill cut off at least one checkout').toBeGreaterThan(0);

    server = await startOnTheDatabase(server.port);

    // Every acknowledged order is there, whole.
    const { rows: stored } = await db.query<{ id: string; idempotency_key: string; items: number; history: number }>(
      `select o.id, o.idempotency_key,
              (select count(*)::int from order_items i where i.order_id = o.id) as items,
              (select count(*)::int from order_status_history h where h.order_id = o.id) as history
       from orders o where o.id = any($1)`,
      [[...acknowledged.values()]],
    );
    expect(stored).toHaveLength(acknowledged.size);
    for (const o of stored) {
      expect(acknowledged.get(o.idempotency_key)).toBe(o.id);
      expect(o.items).toBe(1);
      expect(o.history).toBe(1);
    }
    expect(await halfWrittenOrders()).toEqual([]);
    expect(await stockDisagreements()).toEqual([]);

    // Retrying an unanswered checkout with its key: the order it made (200), or the order now (201); once only.
    // An acknowledged key, retried, returns its order again.
    const retried = [...unanswered, attempts.find((a) => acknowledged.has(a.key))!];
    for (const a of retried) {
      const { rows: before } = await db.query<{ id: string }>(`select id from orders where placed_by = $1 and idempotency_key = $2`, [
        a.buyer.userId,
        a.key,
      ]);
      const res = await placeOrder(a.buyer, a.key);
      expect(res.status, JSON.stringify(res.body)).toBe(before.length === 1 ? 200 : 201);
      if (before.length === 1) expect(res.body.id).toBe(before[0].id);
      const again = await placeOrder(a.buyer, a.key);
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(res.body.id);
      const { rows: after } = await db.query<{ id: string }>(`select id from orders where placed_by = $1 and idempotency_key = $2`, [
        a.buyer.userId,
        a.key,
      ]);
      expect(after.map((r) => r.id)).toEqual([res.body.id]);
      if (acknowledged.has(a.key)) expect(res.body.id).toBe(acknowledged.get(a.key));
    }
    expect(await halfWrittenOrders()).toEqual([]);
    expect(await stockDisagreements()).toEqual([]);
    const { rows: duplicates } = await db.query(
      `select placed_by, idempotency_key, count(*) from orders where idempotency_key is not null group by 1, 2 having count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
  }, 60_000);
});
