import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../../db/client';
import { brands, productBrands, products, warehouseStock } from '../../../db/schema';
import type { Tx } from '../../../lib/rls';
import { roleHas } from '../../../../shared/roles';
import type { Probe, ProbeResponse, SuiteCheck, SuiteDefinition } from '../suite-kit';
import { fail, pass, skip, verdict } from '../suite-kit';
import { createThrowawayFranchisee, type ThrowawayFranchisee } from './throwaway-location';
import { isSignInKeyOf } from '../../../lib/sign-in-keys';

/**
 * An order's whole life on a throwaway location, through the live API (issue 17): a throwaway franchisee signs in,
 * fills the cart and checks out; the caller (head office) approves and cancels it; the warehouse stock it reserved
 * comes back; then everything the run created is removed as the owner, in foreign-key order, in a last step that runs
 * whatever happened before it. The stock used is an existing product's (chosen with room above its reorder level, so
 * no low-stock alert fires) or, when none fits, a throwaway product that is removed too.
 */

interface Product {
  id: string;
  sku: string;
  quantity: number;
  /** The brand the throwaway location belongs to (one the product is sold to). */
  brandId: string;
  /** Set when the run made its own product (and brand) because no existing one fit. */
  throwawayBrandId: string | null;
}

/** What the steps share during one run. */
interface RunState {
  startedAt: Date;
  /** Sign-in rate-limit keys that existed before the run (a new zero-count one is the run's to remove). */
  limitKeysBefore: Set<string>;
  product?: Product;
  stockBefore?: { onHand: number; reserved: number };
  franchisee?: ThrowawayFranchisee;
  cookie?: string;
  order?: { id: string; orderNumber: string };
  status?: string;
}

const REASON = 'Diagnostics integration run (throwaway order, removed after)';

function sessionCookie(res: ProbeResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((c) => String(c).split(';')[0]).join('; ');
}

async function stockOf(p: Probe, productId: string) {
  const [row] = await p.ctx.db
    .select({ onHand: warehouseStock.onHand, reserved: warehouseStock.reserved })
    .from(warehouseStock)
    .where(eq(warehouseStock.productId, productId));
  return row ?? null;
}

/** The cheapest active product of an active brand with stock to spare above its reorder level. */
async function existingProduct(p: Probe): Promise<Product | null> {
  const [row] = rowsOf<{ id: string; sku: string; min: number; brandId: string }>(
    await p.ctx.db.execute(sql`
      select pr.id, pr.sku, pr.min_order_qty as min, b.id as "brandId"
      from products pr
      join warehouse_stock w on w.product_id = pr.id
      join product_brands pb on pb.product_id = pr.id
      join brands b on b.id = pb.brand_id and b.status = 'active'
      where pr.active and not w.low_alerted and w.on_hand - w.reserved - pr.min_order_qty > w.reorder_level
        and (pr.max_order_qty is null or pr.max_order_qty >= pr.min_order_qty)
      order by pr.price_centavos * pr.min_order_qty, pr.sku
      limit 1`),
  );
  return row ? { id: row.id, sku: row.sku, quantity: Math.max(1, row.min), brandId: row.brandId, throwawayBrandId: null } : null;
}

/** A throwaway brand and product with 10 units received through the ledger (removed by the last step). */
async function throwawayProduct(p: Probe): Promise<Product> {
  const tag = randomUUID().slice(0, 8).toUpperCase();
  return p.ctx.db.transaction(async (tx) => {
    const [brand] = await tx
      .insert(brands)
      .values({ slug: `diagnostics-${tag.toLowerCase()}`, name: `Diagnostics ${tag}` })
      .returning();
    const [product] = await tx
      .insert(products)
      .values({ sku: `DIAG-${tag}`, name: `Diagnostics ${tag}`, unit: 'pack', priceCentavos: 100, minOrderQty: 1, maxOrderQty: 10 })
      .returning();
    await tx.insert(productBrands).values({ productId: product.id, brandId: brand.id });
    const received = await p.ctx.ledger.warehouse(tx, { productId: product.id, kind: 'receipt', onHandDelta: 10, reason: REASON });
    if (!received) throw new Error('The stock ledger refused to receive stock for the throwaway product.');
    return { id: product.id, sku: product.sku, quantity: 1, brandId: brand.id, throwawayBrandId: brand.id };
  });
}

const signInKeys = async (p: Probe) =>
  new Set(
    rowsOf<{ key: string }>(await p.ctx.db.execute(sql`select key from rate_limit_hits where key like 'signin:%'`)).map((r) => r.key),
  );

function placeOrder(s: RunState): SuiteCheck {
  return {
    name: 'Place an order',
    access: 'operator',
    run: async (p) => {
      s.limitKeysBefore = await signInKeys(p);
      const product = (await existingProduct(p)) ?? (await throwawayProduct(p));
      s.product = product;
      s.stockBefore = (await stockOf(p, product.id)) ?? undefined;
      const password = randomBytes(18).toString('base64url');
      s.franchisee = await createThrowawayFranchisee(p.ctx.db, product.brandId, await hashPassword(password));
      const signIn = await p.call({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        as: 'anonymous',
        payload: { email: s.franchisee.email, password },
      });
      if (signIn.status !== 200) return fail(`The throwaway franchisee could not sign in (${signIn.status}).`, signIn.evidence);
      s.cookie = sessionCookie(signIn);
      const as = { cookie: s.cookie };
      const address = await p.call({
        method: 'POST',
        url: '/api/addresses',
        as,
        payload: {
          type: 'both',
          recipientName: 'Diagnostics',
          line1: 'Diagnostics (throwaway)',
          city: 'Makati',
          province: 'Metro Manila',
          postalCode: '1226',
          phone: '+639171234567',
        },
      });
      const payment = await p.call({ method: 'POST', url: '/api/payment-methods', as, payload: { type: 'cash_on_delivery' } });
      if (address.status !== 201 && address.status !== 200)
        return fail(`Adding a delivery address answered ${address.status}.`, address.evidence);
      if (payment.status !== 201 && payment.status !== 200)
        return fail(`Adding a payment method answered ${payment.status}.`, payment.evidence);
      const line = await p.call({
        method: 'POST',
        url: '/api/cart/lines',
        as,
        payload: { productId: product.id, quantity: product.quantity },
      });
      if (line.status !== 200)
        return fail(`Adding ${product.quantity} × ${product.sku} to the cart answered ${line.status}.`, line.evidence);
      const addressId = (address.json as { id: string }).id;
      const checkout = await p.call({
        method: 'POST',
        url: '/api/orders',
        as,
        headers: { 'idempotency-key': `diagnostics-${randomUUID()}` },
        payload: { shippingAddressId: addressId, billingAddressId: addressId, paymentMethodId: (payment.json as { id: string }).id },
      });
      const body = checkout.json as { id?: string; orderNumber?: string; status?: string } | undefined;
      if (checkout.status === 201 && body?.id) {
        s.order = { id: body.id, orderNumber: body.orderNumber ?? '' };
        s.status = body.status;
      }
      const now = await stockOf(p, product.id);
      const reservedMoved = now && s.stockBefore ? now.reserved - s.stockBefore.reserved : 0;
      return verdict(
        checkout.status === 201 && body?.status === 'pending_approval' && reservedMoved === product.quantity,
        `Throwaway franchisee at ${s.franchisee.locationCode} placed order ${body?.orderNumber} for ${product.quantity} × ${product.sku}${product.throwawayBrandId ? ' (a throwaway product)' : ''}: pending approval, ${product.quantity} reserved in the warehouse.`,
        checkout.status === 201
          ? `Order ${body?.orderNumber} was placed as ${body?.status}, and the warehouse reserved ${reservedMoved} instead of ${product.quantity}.`
          : `Checkout answered ${checkout.status}.`,
        checkout.evidence,
      );
    },
  };
}

const notRun = (what: string) => skip(`Not run: ${what}.`);

function approve(s: RunState): SuiteCheck {
  return {
    name: 'Approve it',
    access: 'operator',
    run: async (p) => {
      if (!s.order) return notRun('no order was placed');
      if (!roleHas(p.actor!.role, 'orders.approve'))
        return skip('Only a franchisor may approve orders; the order is cancelled by its franchisee instead.');
      const res = await p.call({ method: 'POST', url: `/api/approvals/${s.order.id}/approve`, payload: { comment: REASON } });
      const body = res.json as { status?: string; approvalsRemaining?: number } | undefined;
      if (res.status === 200 && body?.status) s.status = body.status;
      return verdict(
        res.status === 200 && body?.status === 'approved',
        `Head office (you) approved order ${s.order.orderNumber}.`,
        res.status === 200 && body?.approvalsRemaining
          ? `Order ${s.order.orderNumber} needs ${body.approvalsRemaining} more approver(s); it was not approved.`
          : `Approving order ${s.order.orderNumber} answered ${res.status}.`,
        res.evidence,
      );
    },
  };
}

function cancel(s: RunState): SuiteCheck {
  return {
    name: 'Cancel it',
    access: 'operator',
    run: async (p) => {
      if (!s.order) return notRun('no order was placed');
      // An approved order is head office's to cancel; one still pending (approval skipped or failed) is its franchisee's.
      const byHeadOffice = s.status === 'approved';
      if (byHeadOffice && !roleHas(p.actor!.role, 'orders.ship')) return skip('Only a franchisor may cancel an approved order.');
      const res = byHeadOffice
        ? await p.call({ method: 'POST', url: `/api/orders/${s.order.id}/head-office-cancel`, payload: { reason: REASON } })
        : await p.call({ method: 'POST', url: `/api/orders/${s.order.id}/cancel`, as: { cookie: s.cookie! }, payload: { reason: REASON } });
      const body = res.json as { status?: string } | undefined;
      if (res.status === 200 && body?.status) s.status = body.status;
      return verdict(
        res.status === 200 && body?.status === 'cancelled',
        `${byHeadOffice ? 'Head office (you)' : 'Its franchisee'} cancelled order ${s.order.orderNumber}.`,
        `Cancelling order ${s.order.orderNumber} (${byHeadOffice ? 'head office' : 'its franchisee'}) answered ${res.status}.`,
        res.evidence,
      );
    },
  };
}

function stockRestored(s: RunState): SuiteCheck {
  return {
    name: 'Stock restored',
    access: 'operator',
    run: async (p) => {
      if (!s.order || !s.product || !s.stockBefore) return notRun('no order was placed');
      const now = await stockOf(p, s.product.id);
      const evidence = {
        request: `warehouse stock of ${s.product.sku} before the order and after the cancel`,
        response: `before: on hand ${s.stockBefore.onHand}, reserved ${s.stockBefore.reserved}; now: on hand ${now?.onHand}, reserved ${now?.reserved}`,
      };
      return verdict(
        now?.onHand === s.stockBefore.onHand && now.reserved === s.stockBefore.reserved,
        `The warehouse has ${s.product.sku} back where it was: ${now?.onHand} on hand, ${now?.reserved} reserved.`,
        `The warehouse's ${s.product.sku} did not return: on hand ${s.stockBefore.onHand} → ${now?.onHand}, reserved ${s.stockBefore.reserved} → ${now?.reserved}.`,
        evidence,
      );
    },
  };
}

/** Runs a delete and says how many rows it removed. */
async function removed(tx: Tx, statement: SQL): Promise<number> {
  return rowsOf(await tx.execute(sql`${statement} returning 1`)).length;
}

/** Units this run's orders still hold reserved in the warehouse, per product (the ledger's own movements say). */
async function stillReserved(tx: Tx, locationId: string) {
  return rowsOf<{ orderId: string; productId: string; units: number }>(
    await tx.execute(sql`
      select m.order_id as "orderId", m.product_id as "productId", sum(m.reserved_delta)::int as units
      from stock_movements m join orders o on o.id = m.order_id
      where o.location_id = ${locationId} and m.location_id is null
      group by m.order_id, m.product_id having sum(m.reserved_delta) <> 0
      order by m.product_id`),
  );
}

/** Rows anywhere that still point at what the run created (must all be 0 after the clean-up). */
async function leftovers(p: Probe, s: RunState): Promise<string[]> {
  const f = s.franchisee!;
  const checks: [string, SQL][] = [
    ['auth_users', sql`select count(*)::int as n from auth_users where id = ${f.userId}`],
    ['auth_sessions', sql`select count(*)::int as n from auth_sessions where user_id = ${f.userId}`],
    ['locations', sql`select count(*)::int as n from locations where id = ${f.locationId} or owner_id = ${f.userId}`],
    ['orders', sql`select count(*)::int as n from orders where location_id = ${f.locationId} or placed_by = ${f.userId}`],
    ['notifications', sql`select count(*)::int as n from notifications where recipient_id = ${f.userId} or sender_id = ${f.userId}`],
    ['notification_emails', sql`select count(*)::int as n from notification_emails where to_email = ${f.email}`],
    ['audit_log', sql`select count(*)::int as n from audit_log where actor_id = ${f.userId}`],
    ['rate_limit_hits', sql`select count(*)::int as n from rate_limit_hits where ${isSignInKeyOf(f.email)}`],
  ];
  if (s.order) {
    const o = s.order.id;
    checks.push([
      'order rows',
      sql`select (select count(*) from order_items where order_id = ${o}) + (select count(*) from order_status_history where order_id = ${o})
        + (select count(*) from order_approvals where order_id = ${o}) + (select count(*) from invoices where order_id = ${o})
        + (select count(*) from stock_movements where order_id = ${o}) + (select count(*) from notifications where related_order_id = ${o}) as n`,
    ]);
  }
  if (s.product?.throwawayBrandId)
    checks.push([
      'throwaway product',
      sql`select (select count(*) from products where id = ${s.product.id}) + (select count(*) from brands where id = ${s.product.throwawayBrandId}) as n`,
    ]);
  const left: string[] = [];
  for (const [label, query] of checks) {
    const n = Number(rowsOf<{ n: number }>(await p.ctx.db.execute(query))[0].n);
    if (n > 0) left.push(`${label}: ${n}`);
  }
  return left;
}

function cleanUp(s: RunState): SuiteCheck {
  return {
    name: 'Cleaned up',
    access: 'operator',
    run: async (p) => {
      const f = s.franchisee;
      if (!f && !s.product?.throwawayBrandId) return pass('The run created nothing, so there is nothing to remove.');
      // Sign the throwaway session out first, so open streams end as they would for a real sign-out.
      if (s.cookie)
        await p.call({ method: 'POST', url: '/api/auth/sign-out', as: { cookie: s.cookie }, payload: {} }).catch(() => undefined);
      const gone: Record<string, number> = {};
      const count = (label: string, n: number) => {
        if (n) gone[label] = (gone[label] ?? 0) + n;
      };
      // Read before the transaction: on PGlite (one connection) a query outside it would wait for it forever.
      const fresh = [...(await signInKeys(p))].filter((k) => !s.limitKeysBefore.has(k) && k.startsWith('signin:ip:'));
      await p.ctx.db.transaction(async (tx) => {
        if (f) {
          // An order that never got cancelled still holds its units: give them back through the ledger first.
          for (const r of await stillReserved(tx, f.locationId)) {
            const back = await p.ctx.ledger.warehouse(tx, {
              productId: r.productId,
              orderId: r.orderId,
              kind: 'release',
              reservedDelta: -r.units,
              reason: REASON,
            });
            if (!back) throw new Error(`The stock ledger refused to release ${r.units} reserved unit(s).`);
          }
          const orderIds = sql`(select id from orders where location_id = ${f.locationId})`;
          const notificationIds = sql`(select id from notifications where related_order_id in ${orderIds} or recipient_id = ${f.userId} or sender_id = ${f.userId})`;
          count(
            'queued e-mails',
            await removed(
              tx,
              sql`delete from notification_emails where notification_id in ${notificationIds} or to_email = ${f.email}
            ${s.order ? sql`or (created_at >= ${s.startedAt} and position(${s.order.orderNumber} in body) > 0)` : sql``}`,
            ),
          );
          count('notifications', await removed(tx, sql`delete from notifications where id in ${notificationIds}`));
          count(
            'invoice payments',
            await removed(
              tx,
              sql`delete from invoice_payments where invoice_id in (select id from invoices where order_id in ${orderIds})`,
            ),
          );
          count('invoices', await removed(tx, sql`delete from invoices where order_id in ${orderIds} or location_id = ${f.locationId}`));
          count('approvals', await removed(tx, sql`delete from order_approvals where order_id in ${orderIds}`));
          count('status history', await removed(tx, sql`delete from order_status_history where order_id in ${orderIds}`));
          count('order lines', await removed(tx, sql`delete from order_items where order_id in ${orderIds}`));
          count(
            'stock movements',
            await removed(tx, sql`delete from stock_movements where order_id in ${orderIds} or location_id = ${f.locationId}`),
          );
          count('stock alerts', await removed(tx, sql`delete from stock_alerts where location_id = ${f.locationId}`));
          count('orders', await removed(tx, sql`delete from orders where location_id = ${f.locationId}`));
          for (const [label, table] of [
            ['cart lines', 'cart_items'],
            ['ordering choice', 'ordering_selections'],
            ['addresses', 'addresses'],
            ['payment methods', 'payment_methods'],
            ['notification settings', 'user_notification_preferences'],
          ] as const)
            count(label, await removed(tx, sql`delete from ${sql.identifier(table)} where user_id = ${f.userId}`));
          count('location stock', await removed(tx, sql`delete from location_stock where location_id = ${f.locationId}`));
          count('location history', await removed(tx, sql`delete from location_status_history where location_id = ${f.locationId}`));
          count('locations', await removed(tx, sql`delete from locations where id = ${f.locationId}`));
          count('sessions', await removed(tx, sql`delete from auth_sessions where user_id = ${f.userId}`));
          count('accounts', await removed(tx, sql`delete from auth_accounts where user_id = ${f.userId}`));
          count('verifications', await removed(tx, sql`delete from auth_verifications where identifier = ${f.email}`));
          count('profiles', await removed(tx, sql`delete from user_profiles where id = ${f.userId}`));
          count('users', await removed(tx, sql`delete from auth_users where id = ${f.userId}`));
          // Sign-in counters: the e-mail's, and a per-address one the run created that is back to zero.
          count('sign-in counters', await removed(tx, sql`delete from rate_limit_hits where ${isSignInKeyOf(f.email)}`));
          for (const key of fresh)
            count('sign-in counters', await removed(tx, sql`delete from rate_limit_hits where key = ${key} and count = 0`));
        }
        const t = s.product?.throwawayBrandId ? s.product : null;
        if (t) {
          count('throwaway product', await removed(tx, sql`delete from stock_alerts where product_id = ${t.id}`));
          count('stock movements', await removed(tx, sql`delete from stock_movements where product_id = ${t.id}`));
          await removed(tx, sql`delete from warehouse_stock where product_id = ${t.id}`);
          await removed(tx, sql`delete from product_brands where product_id = ${t.id}`);
          count('throwaway product', await removed(tx, sql`delete from products where id = ${t.id}`));
          count('throwaway brand', await removed(tx, sql`delete from brands where id = ${t.throwawayBrandId}`));
        }
      });
      const left = f ? await leftovers(p, s) : [];
      const summary = Object.entries(gone)
        .map(([label, n]) => `${label} ${n}`)
        .join(', ');
      return verdict(
        left.length === 0,
        `Removed everything the run created (${summary}); nothing refers to the throwaway user, location or order any more.`,
        `Removed ${summary}, but rows remain: ${left.join(', ')}.`,
        {
          request: 'delete, as the owner in foreign-key order, everything the run created',
          response: `removed: ${summary}; left: ${left.join(', ') || 'nothing'}`,
        },
      );
    },
  };
}

/** Fresh state per run: the five steps share it, and the last one always runs. */
export const integrationSuite: SuiteDefinition = async () => {
  const s: RunState = { startedAt: new Date(), limitKeysBefore: new Set() };
  return [placeOrder(s), approve(s), cancel(s), stockRestored(s), cleanUp(s)];
};
