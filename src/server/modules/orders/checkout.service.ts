import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, orderItems, orderStatusHistory, orders, userProfiles, warehouseStock } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { databaseErrorCode } from '../../lib/db-error';
import { asOwner, withRls, type Actor, type Tx } from '../../lib/rls';
import { cartAlreadyOrderedMessage } from '../../../shared/errors';
import type { AddressSnapshot, OrderDetail, PlaceOrderData } from '../../../shared/orders.contracts';
import type { Cart } from '../../../shared/cart.contracts';
import type { CartService } from '../cart/cart.service';
import type { AddressesService } from '../addresses/addresses.service';
import type { PaymentMethodsService } from '../payment-methods/payment-methods.service';
import type { Notifier } from '../notifications/notifier';
import type { OrdersService } from './orders.service';
import { nextOrderNumber } from './order-number';
import type { StockLedger } from '../inventory/stock-ledger';
import { paymentLabel } from '../../lib/payment-label';
import { assertOpeningOrder } from '../../lib/opening-orders';
import { assertSameRequest, checkIdempotencyKey, requestFingerprint } from '../../lib/idempotency';

/** How long after a checkout an empty cart is reported as "already ordered" rather than "empty". */
const JUST_ORDERED_SECONDS = 600;

/** Names the first line that blocks checkout; running out of stock is a conflict (409), anything else invalid input. */
function cartProblem(cart: Cart): AppError {
  const line = cart.lines.find((l) => l.issues.length > 0)!;
  const stock = line.issues.find((i) => i.code === 'INSUFFICIENT_STOCK');
  if (stock && line.issues.length === 1) {
    const msg =
      line.availability.available === 0
        ? `${line.name} (${line.sku}) just sold out. Your cart was kept; remove it or lower the quantity and try again.`
        : `Only ${line.availability.available} of ${line.name} (${line.sku}) left. Your cart was kept; lower the quantity and try again.`;
    return AppError.of('DUPLICATE_RESOURCE', msg, { productId: line.productId, available: line.availability.available, cart });
  }
  return AppError.validation(`${line.name}: ${line.issues[0].message}`, { cart });
}

function snapshot(a: {
  recipientName: string;
  company: string | null;
  line1: string;
  line2: string | null;
  city: string;
  province: string;
  postalCode: string;
  phone: string;
  deliveryInstructions: string | null;
}): AddressSnapshot {
  const { recipientName, company, line1, line2, city, province, postalCode, phone, deliveryInstructions } = a;
  return { recipientName, company, line1, line2, city, province, postalCode, phone, deliveryInstructions };
}

/**
 * Place Order: one transaction that re-validates the cart, copies prices, reserves warehouse stock
 * (never below zero, also under concurrent checkouts), writes the order and its history, empties the
 * cart and notifies head office. The same Idempotency-Key always yields the same single order.
 */
export function createCheckoutService(deps: {
  db: Db;
  cart: CartService;
  addresses: AddressesService;
  paymentMethods: PaymentMethodsService;
  orders: OrdersService;
  notifier: Notifier;
  ledger: StockLedger;
}) {
  const { db } = deps;

  /** The order this user placed under the key, if any; the key with another request is refused (422). */
  async function findByKey(exec: Db | Tx, actor: Actor, key: string, fingerprint: string): Promise<string | null> {
    const [row] = await exec
      .select({ id: orders.id, fingerprint: orders.idempotencyFingerprint })
      .from(orders)
      .where(and(eq(orders.placedBy, actor.userId), eq(orders.idempotencyKey, key)));
    if (row) assertSameRequest(row.fingerprint, fingerprint);
    return row?.id ?? null;
  }

  /**
   * The order this user placed for the location moments ago, if any: an empty cart right after a checkout
   * means this request is a second tab or a repeated click for the same cart, which deserves "already ordered".
   */
  async function justOrdered(tx: Tx, actor: Actor, locationId: string): Promise<{ id: string; orderNumber: string } | null> {
    const [row] = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(
        and(
          eq(orders.placedBy, actor.userId),
          eq(orders.locationId, locationId),
          gt(orders.createdAt, sql`now() - make_interval(secs => ${JUST_ORDERED_SECONDS})`),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(1);
    return row ?? null;
  }

  async function placeOrder(
    actor: Actor,
    input: PlaceOrderData,
    idempotencyKey: string | undefined,
  ): Promise<{ order: OrderDetail; replayed: boolean }> {
    checkIdempotencyKey(idempotencyKey);
    const fingerprint = requestFingerprint(input);
    if (idempotencyKey) {
      const existing = await findByKey(db, actor, idempotencyKey, fingerprint);
      if (existing) return { order: await deps.orders.detail(actor, existing), replayed: true };
    }
    let orderId: string;
    let replayedId: string | null = null;
    try {
      orderId = await withRls(db, actor, async (tx) => {
        if (idempotencyKey) {
          // Requests with the same key queue here; a later one finds the order the first one committed.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${actor.userId}:${idempotencyKey}`}))`);
          const prior = await findByKey(tx, actor, idempotencyKey, fingerprint);
          if (prior) return { replayedId: prior };
        }
        const location = await deps.cart.requireLocation(tx, actor);
        // Lock this cart's lines: a second checkout of the same cart (another tab, another key) waits here
        // and then finds the lines gone, so one cart becomes at most one order and stock is reserved once.
        await tx
          .select({ id: cartItems.id })
          .from(cartItems)
          .where(and(eq(cartItems.userId, actor.userId), eq(cartItems.locationId, location.id)))
          .for('update');
        const cart = await deps.cart.buildCart(tx, actor, location);
        if (cart.lines.length === 0) {
          const just = await justOrdered(tx, actor, location.id);
          if (just) throw AppError.of('DUPLICATE_RESOURCE', cartAlreadyOrderedMessage(just.orderNumber), { orderId: just.id });
          throw AppError.validation('Your cart is empty.', { cart });
        }
        if (!cart.canCheckout) throw cartProblem(cart);
        await assertOpeningOrder(tx, location.id, cart.lines);

        const shipping = await deps.addresses.own(tx, actor, input.shippingAddressId).catch(() => null);
        const billing = await deps.addresses.own(tx, actor, input.billingAddressId).catch(() => null);
        const payment = await deps.paymentMethods.own(tx, actor, input.paymentMethodId).catch(() => null);
        const fieldErrors: Record<string, string[]> = {};
        if (!shipping || !deps.addresses.servesShipping(shipping.type)) fieldErrors.shippingAddressId = ['Choose a shipping address.'];
        if (!billing || !deps.addresses.servesBilling(billing.type)) fieldErrors.billingAddressId = ['Choose a billing address.'];
        if (!payment) fieldErrors.paymentMethodId = ['Choose a payment method.'];
        if (Object.keys(fieldErrors).length) throw AppError.validation(Object.values(fieldErrors)[0][0], { fieldErrors });

        const orderNumber = await nextOrderNumber(tx, location.id);
        const s = cart.summary;
        const [order] = await tx
          .insert(orders)
          .values({
            orderNumber,
            locationId: location.id,
            placedBy: actor.userId,
            status: 'pending_approval',
            subtotalCentavos: s.subtotalCentavos,
            vatCentavos: s.vatCentavos,
            shippingCentavos: s.shippingCentavos,
            totalCentavos: s.totalCentavos,
            notes: input.notes,
            shippingAddress: snapshot(shipping!),
            billingAddress: snapshot(billing!),
            paymentMethod: { type: payment!.type, label: paymentLabel(payment!) },
            idempotencyKey: idempotencyKey ?? null,
            idempotencyFingerprint: idempotencyKey ? fingerprint : null,
          })
          .returning();
        await tx.insert(orderItems).values(
          cart.lines.map((l) => ({
            orderId: order.id,
            productId: l.productId,
            sku: l.sku,
            name: l.name,
            unitPriceCentavos: l.unitPriceCentavos,
            quantity: l.quantity,
            lineTotalCentavos: l.lineTotalCentavos,
          })),
        );
        // Reserve in a fixed order so concurrent checkouts cannot deadlock; the ledger's guard keeps stock ≥ 0.
        await asOwner(tx, async () => {
          for (const line of [...cart.lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
            const reserved = await deps.ledger.warehouse(tx, {
              productId: line.productId,
              kind: 'reservation',
              reservedDelta: line.quantity,
              orderId: order.id,
              actorId: actor.userId,
            });
            if (!reserved) {
              const [left] = await tx
                .select({ available: sql<number>`greatest(${warehouseStock.onHand} - ${warehouseStock.reserved}, 0)::int` })
                .from(warehouseStock)
                .where(eq(warehouseStock.productId, line.productId));
              const available = left?.available ?? 0;
              throw AppError.of(
                'DUPLICATE_RESOURCE',
                available === 0
                  ? `${line.name} (${line.sku}) just sold out. Your cart was kept; remove it or lower the quantity and try again.`
                  : `Only ${available} of ${line.name} (${line.sku}) left. Your cart was kept; lower the quantity and try again.`,
                { productId: line.productId, available },
              );
            }
          }
        });
        await tx
          .insert(orderStatusHistory)
          .values({ orderId: order.id, fromStatus: null, toStatus: 'pending_approval', actorId: actor.userId, note: 'Order placed' });
        // Only the lines that were ordered: a line added from another tab meanwhile stays in the cart.
        await tx.delete(cartItems).where(
          and(
            eq(cartItems.userId, actor.userId),
            inArray(
              cartItems.id,
              cart.lines.map((l) => l.id),
            ),
          ),
        );

        // Head office hears about it in the same transaction: no order, no notification.
        await asOwner(tx, async () => {
          const franchisors = await tx
            .select({ id: userProfiles.id })
            .from(userProfiles)
            .where(and(eq(userProfiles.role, 'franchisor'), eq(userProfiles.status, 'active')));
          await deps.notifier.sendWith(tx, {
            type: 'order_created',
            recipientIds: franchisors.map((f) => f.id),
            senderId: actor.userId,
            order: { id: order.id, orderNumber, totalCentavos: order.totalCentavos },
            locationName: location.name,
          });
        });
        return order.id;
      }).then((r) => {
        if (typeof r === 'string') return r;
        replayedId = r.replayedId;
        return r.replayedId;
      });
    } catch (err) {
      // The same key raced in twice: the first insert won; answer with its order.
      if (idempotencyKey && databaseErrorCode(err) === '23505') {
        const existing = await findByKey(db, actor, idempotencyKey, fingerprint);
        if (existing) return { order: await deps.orders.detail(actor, existing), replayed: true };
      }
      throw err;
    }
    return { order: await deps.orders.detail(actor, orderId), replayed: replayedId !== null };
  }

  return { placeOrder };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
