import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { rowsOf, type Db } from '../client';
import type { Storage } from '../../lib/storage';
import {
  addresses,
  appMeta,
  authAccounts,
  authUsers,
  paymentMethods,
  brands,
  categories,
  dailySales,
  locationStatusHistory,
  locationStock,
  locations,
  notifications,
  orderItems,
  orderStatusHistory,
  orders,
  productBrands,
  products,
  userProfiles,
  warehouseStock,
} from '../schema';
import { composeNotification, type NotificationEvent } from '../../modules/notifications/notification-events';
import { integritySalesShape } from './seed-integrity';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_LOCATIONS, DEMO_PRODUCTS, DEMO_USERS } from './demo-data';
import { DEMO_PASSWORD } from '../../../shared/constants';
import { ORDER_SETTINGS } from '../../../shared/settings';
import { manilaAt, toManilaYmd, weekdayOf } from '../../../shared/time';

const SEED_KEY = 'demo_network_seeded_at';

/** Deterministic pseudo-random numbers so every fresh install shows the same figures. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const DAY = 86_400_000;
const HOUR = DAY / 24;
const manilaDate = (d: Date) => toManilaYmd(d);

export function orderTotals(subtotal: number) {
  const vat = Math.round(subtotal * ORDER_SETTINGS.vatRate);
  const shipping = subtotal >= ORDER_SETTINGS.freeShippingThresholdCentavos ? 0 : ORDER_SETTINGS.shippingFeeCentavos;
  return { subtotal, vat, shipping, total: subtotal + vat + shipping };
}

/** Seeds the demo network into an empty database once; later starts find the marker and do nothing. */
/** `storage`: where seeded files (training documents, marketing assets, contract documents) are written; tests pass theirs. */
export async function seedDemoNetworkOnce(ctx: { db: Db; storage?: Storage }, now = new Date()): Promise<boolean> {
  const { db, storage } = ctx;
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  if (marker) {
    await addMissingDemoApprovers(db);
    // A demo network seeded before the public site existed gets its microsites, testimonials and blog (issue 16).
    await (await import('./seed-public-site')).seedPublicSite(db, { now, storage });
    await (await import('./seed-openings')).seedOpenings(db);
    // A demo network seeded before sales integrity existed gets the demo yields (issue 36 part 2); set ones stay.
    await (await import('./seed-integrity')).seedSalesYields(db);
    return false;
  }
  await db.transaction(async (tx) => {
    // Concurrent first starts (several processes on one PostgreSQL) seed once.
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    const [again] = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
    if (again) return;
    await seedNetwork(tx as unknown as Db, now, storage);
    await tx.insert(appMeta).values({ key: SEED_KEY, value: now.toISOString() });
  });
  return true;
}

/**
 * A demo network seeded before the second head-office approver existed gets that account added, so
 * its orders above the two-approver threshold can still be decided. Nothing else is changed.
 */
async function addMissingDemoApprovers(db: Db) {
  const approvers = DEMO_USERS.filter((u) => u.role === 'franchisor');
  const missingIn = async (q: Db) => {
    const rows = await q
      .select({ email: authUsers.email })
      .from(authUsers)
      .where(
        inArray(
          authUsers.email,
          approvers.map((u) => u.email),
        ),
      );
    const present = new Set(rows.map((r) => r.email.toLowerCase()));
    return approvers.filter((u) => !present.has(u.email));
  };
  if ((await missingIn(db)).length === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    // Several processes starting at once on one PostgreSQL: one adds the account, the others find it.
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    for (const u of await missingIn(tx as unknown as Db)) await insertDemoUser(tx as unknown as Db, u, passwordHash);
  });
}

async function insertDemoUser(db: Db, u: (typeof DEMO_USERS)[number], passwordHash: string): Promise<string> {
  const [user] = await db.insert(authUsers).values({ name: u.fullName, email: u.email, emailVerified: true }).returning();
  await db.insert(authAccounts).values({ accountId: user.id, providerId: 'credential', userId: user.id, password: passwordHash });
  await db.insert(userProfiles).values({ id: user.id, email: u.email, fullName: u.fullName, role: u.role, status: 'active' });
  return user.id;
}

async function seedNetwork(db: Db, now: Date, storage: Storage | undefined) {
  const random = rng(20260101);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const userIds = new Map<string, string>();
  for (const u of DEMO_USERS) userIds.set(u.email, await insertDemoUser(db, u, passwordHash));

  const brandIds = new Map<string, string>();
  for (const b of DEMO_BRANDS) {
    const [row] = await db.insert(brands).values(b).returning();
    brandIds.set(b.slug, row.id);
  }

  const locationRows: { id: string; brand: string; owner: string; code: string }[] = [];
  for (const l of DEMO_LOCATIONS) {
    const [row] = await db
      .insert(locations)
      .values({
        code: l.code,
        name: l.name,
        brandId: brandIds.get(l.brand)!,
        ownerId: userIds.get(l.owner)!,
        addressLine: l.address,
        city: l.city,
        province: l.province,
        openedOn: l.openedOn,
        status: 'open',
        latitude: l.latitude,
        longitude: l.longitude,
        phone: l.phone,
        email: l.email,
        monthlySalesTargetCentavos: l.monthlySalesTargetCentavos,
        operatingHours: demoHours(l.brand),
      })
      .returning();
    await db.insert(locationStatusHistory).values({
      locationId: row.id,
      fromStatus: 'training',
      toStatus: 'open',
      note: 'Grand opening',
      changedBy: userIds.get('franchisor@demo.com') ?? null,
      changedAt: manilaAt(l.openedOn, 9),
    });
    locationRows.push({ id: row.id, brand: l.brand, owner: l.owner, code: l.code });
  }

  const categoryIds = new Map<string, string>();
  for (const c of DEMO_CATEGORIES) {
    const [row] = await db
      .insert(categories)
      .values({ slug: c.slug, name: c.name, parentId: c.parent ? categoryIds.get(c.parent)! : null })
      .returning();
    categoryIds.set(c.slug, row.id);
  }

  const productRows: { id: string; sku: string; name: string; price: number; brands: readonly string[]; min: number }[] = [];
  for (const p of DEMO_PRODUCTS) {
    const [row] = await db
      .insert(products)
      .values({
        sku: p.sku,
        name: p.name,
        categoryId: categoryIds.get(p.category)!,
        unit: p.unit,
        priceCentavos: p.price * 100,
        minOrderQty: p.min,
        maxOrderQty: p.max,
        description: `${p.name}, sold per ${p.unit}. Head-office approved supplier.`,
      })
      .returning();
    await db.insert(productBrands).values(p.brands.map((b) => ({ productId: row.id, brandId: brandIds.get(b)! })));
    await db.insert(warehouseStock).values({ productId: row.id, onHand: p.stock, reorderLevel: p.reorder });
    productRows.push({ id: row.id, sku: p.sku, name: p.name, price: p.price * 100, brands: p.brands, min: p.min });
  }

  // Each franchisee has an address per store, linked to it (checkout pre-selects the ordering store's own), the first
  // store's the default; and two ways to pay.
  for (const u of DEMO_USERS.filter((x) => x.role === 'franchisee')) {
    const own = DEMO_LOCATIONS.filter((l) => l.owner === u.email);
    if (own.length > 0)
      await db.insert(addresses).values(
        own.map((l, i) => ({
          userId: userIds.get(u.email)!,
          type: 'both' as const,
          ...addressOf(l.code),
          nickname: l.name,
          locationId: locationRows.find((r) => r.code === l.code)!.id,
          isDefaultShipping: i === 0,
          isDefaultBilling: i === 0,
        })),
      );
    await db.insert(paymentMethods).values([
      {
        userId: userIds.get(u.email)!,
        type: 'bank_transfer',
        brand: 'BPI',
        last4: '4821',
        holderName: u.fullName,
        nickname: 'Company account',
        isDefault: true,
      },
      { userId: userIds.get(u.email)!, type: 'cash_on_delivery', nickname: null, isDefault: false },
    ]);
  }

  // Location stock: what each location has on its shelves now.
  for (const loc of locationRows) {
    const mine = productRows.filter((p) => p.brands.includes(loc.brand));
    await db.insert(locationStock).values(mine.map((p) => ({ locationId: loc.id, productId: p.id, quantity: Math.floor(random() * 25) })));
  }

  // Orders over the last 120 days, in every state of the order life cycle.
  const franchisorId = userIds.get('franchisor@demo.com')!;
  const reservedBySku = new Map<string, number>();
  const seededOrders: SeededOrder[] = [];
  for (let i = 0; i < 72; i++) {
    const loc = locationRows[i % locationRows.length];
    // The newest dozen are spread over the last four days so every open state has live examples.
    const fromEnd = 71 - i;
    const daysAgo = fromEnd < OPEN_PIPELINE.length ? fromEnd * 0.33 : Math.floor(4 + (115 * (72 - i)) / 72 + random() * 2);
    const placedAt = new Date(now.getTime() - daysAgo * DAY - Math.floor(random() * 3) * HOUR);
    const mine = productRows.filter((p) => p.brands.includes(loc.brand));
    const lines = mine
      .filter(() => random() < 0.45)
      .slice(0, 5)
      .map((p) => ({ p, qty: p.min + Math.floor(random() * 6) }));
    if (lines.length === 0) lines.push({ p: mine[0], qty: mine[0].min + 1 });
    const subtotal = lines.reduce((s, l) => s + l.p.price * l.qty, 0);
    const t = orderTotals(subtotal);
    const status = fromEnd < OPEN_PIPELINE.length ? OPEN_PIPELINE[fromEnd] : settledStatus(random());
    const [{ seq }] = rowsOf<{ seq: string }>(await db.execute(sql`select nextval('order_number_seq')::text as seq`));
    const orderNumber = `ORD-${manilaDate(placedAt).replace(/-/g, '')}-${seq.padStart(6, '0')}`;
    const onTheRoad = status === 'shipped' || status === 'delivered';
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber,
        locationId: loc.id,
        placedBy: userIds.get(loc.owner)!,
        status,
        subtotalCentavos: t.subtotal,
        vatCentavos: t.vat,
        shippingCentavos: t.shipping,
        totalCentavos: t.total,
        shippingAddress: addressOf(loc.code),
        billingAddress: addressOf(loc.code),
        paymentMethod: { type: 'bank_transfer', label: 'BPI •••• 4821' },
        ...(onTheRoad
          ? {
              carrier: CARRIERS[i % CARRIERS.length],
              trackingNumber: `TRK${orderNumber.replace(/\D/g, '')}`,
              shippingMethod: 'Standard',
              estimatedDelivery: manilaDate(new Date(placedAt.getTime() + 4 * DAY)),
            }
          : {}),
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      .returning();
    await db.insert(orderItems).values(
      lines.map((l) => ({
        orderId: order.id,
        productId: l.p.id,
        sku: l.p.sku,
        name: l.p.name,
        unitPriceCentavos: l.p.price,
        quantity: l.qty,
        lineTotalCentavos: l.p.price * l.qty,
      })),
    );
    await db.insert(orderStatusHistory).values(historyFor(order.id, status, placedAt, userIds.get(loc.owner)!, franchisorId));
    seededOrders.push({
      id: order.id,
      locationId: loc.id,
      orderNumber,
      totalCentavos: t.total,
      status,
      ownerId: userIds.get(loc.owner)!,
      locationName: DEMO_LOCATIONS.find((l) => l.code === loc.code)!.name,
      placedAt,
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      estimatedDelivery: order.estimatedDelivery,
    });
    if (status === 'pending_approval' || status === 'approved' || status === 'processing') {
      for (const l of lines) reservedBySku.set(l.p.id, (reservedBySku.get(l.p.id) ?? 0) + l.qty);
    }
  }
  for (const [productId, qty] of reservedBySku) {
    await db.execute(
      sql`update warehouse_stock set on_hand = greatest(on_hand, ${qty}), reserved = ${qty} where product_id = ${productId}`,
    );
  }

  await seedNotifications(db, seededOrders, [...userIds.values()], franchisorId, now);
  await openingLedger(db);

  // Daily sales for the last 180 days: brand base, weekend lift, slow growth, some noise. Days older than 3 days are
  // approved by head office; the last 3 are submitted (review work for the demo); the first location has not
  // reported yesterday, so the missing-report list and its reminder have something to show.
  const base: Record<string, number> = { 'siomai-shop': 18_000, 'lemon-juice-stand': 9_500, 'coffee-shop': 24_000, 'burger-fries': 21_000 };
  for (const [index, loc] of locationRows.entries()) {
    const rows = [];
    for (let d = 180; d >= 1; d--) {
      if (d === 1 && index === 0) continue;
      const day = new Date(now.getTime() - d * DAY);
      const weekday = weekdayOf(manilaDate(day));
      const weekend = weekday === 0 || weekday === 6 ? 1.35 : 1;
      const growth = 1 + (180 - d) / 900;
      const shape = integritySalesShape(loc.code, manilaDate(day), manilaDate(now));
      let gross = Math.round(base[loc.brand] * weekend * growth * shape.factor * (0.85 + random() * 0.3)) * 100;
      const discounts = Math.round(gross * (0.01 + random() * 0.03));
      // A typed-in estimate: the net lands on a whole ₱1,000 (the integrity checks' round-days rule).
      if (shape.round) gross = Math.max(1, Math.round((gross - discounts) / 100_000)) * 100_000 + discounts;
      rows.push({
        locationId: loc.id,
        salesDate: manilaDate(day),
        grossCentavos: gross,
        discountsCentavos: discounts,
        netCentavos: gross - discounts,
        transactions: Math.round(gross / 100 / (120 + random() * 60)),
        reportedBy: userIds.get(loc.owner)!,
        source: 'seed' as const,
        // Reported the same evening, so no seeded day counts as late (after 08:00 the next morning).
        submittedAt: manilaAt(manilaDate(day), 21),
        ...(d > 3
          ? { status: 'approved' as const, reviewedBy: franchisorId, reviewedAt: new Date(day.getTime() + 44 * 3_600_000) }
          : { status: 'submitted' as const }),
      });
    }
    await db.insert(dailySales).values(rows);
  }
  // Every order past approval has the invoice approval issues; numbered in order of issue around the royalty invoices
  // of the month before last, so the one series rises with its dates and has no gaps.
  const restocks = await (await import('./seed-integrity')).seedIntegrity(db, { now, franchisorId });
  const finance = await import('./seed-finance');
  const pastApproval = [
    ...restocks,
    ...seededOrders.flatMap((o) =>
      o.status === 'approved' || o.status === 'processing' || o.status === 'shipped' || o.status === 'delivered'
        ? [{ ...o, status: o.status, approvedAt: approvedAtOf(o.placedAt) }]
        : [],
    ),
  ];
  const royaltyAt = finance.royaltyInvoicedAt(now);
  await finance.seedOrderInvoices(db, { now, franchisorId, orders: pastApproval.filter((o) => o.approvedAt < royaltyAt) });
  await finance.seedFinance(db, { now, franchisorId, locationIds: locationRows.map((l) => l.id) });
  await finance.seedOrderInvoices(db, { now, franchisorId, orders: pastApproval.filter((o) => o.approvedAt >= royaltyAt) });
  await (await import('./seed-suppliers')).seedSuppliers(db, { now, franchisorId });
  await (await import('./seed-training')).seedTraining(db, { now, franchisorId, storage });
  await (await import('./seed-marketing')).seedMarketing(db, { now, franchisorId, storage });
  await (await import('./seed-contract-package')).seedContractPackage(db, { now, franchisorId, storage });
  await (await import('./seed-support')).seedSupport(db, { now, franchisorId, storage });
  await (await import('./seed-public-site')).seedPublicSite(db, { now, storage });
  await (await import('./seed-applications')).seedApplications(db, { now, franchisorId, storage });
  await (await import('./seed-audits')).seedAudits(db, { now, franchisorId });
  const openings = await import('./seed-openings');
  await openings.seedOpenings(db);
  await openings.seedDemoOpenings(db, { now, franchisorId, storage });
}

type Status = (typeof orders.$inferSelect)['status'];
interface SeededOrder {
  id: string;
  locationId: string;
  orderNumber: string;
  totalCentavos: number;
  status: Status;
  ownerId: string;
  locationName: string;
  placedAt: Date;
  carrier: string | null;
  trackingNumber: string | null;
  estimatedDelivery: string | null;
}

const CARRIERS = ['LBC', 'JRS', '2GO', 'Ninja Van', 'J&T'];

/** Mall stores keep mall hours; coffee opens early; lemon kiosks close early on Sundays. */
function demoHours(brand: string) {
  const [opens, closes] =
    brand === 'coffee-shop' ? ['07:00', '22:00'] : brand === 'lemon-juice-stand' ? ['09:00', '20:00'] : ['10:00', '21:00'];
  return (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({
    day,
    opens,
    closes: brand === 'lemon-juice-stand' && day === 'sun' ? '18:00' : closes,
  }));
}

/** A location's delivery address as an order snapshot / address book entry. */
function addressOf(code: string) {
  const l = DEMO_LOCATIONS.find((x) => x.code === code)!;
  const owner = DEMO_USERS.find((u) => u.email === l.owner)!;
  const postal: Record<string, string> = {
    Makati: '1226',
    'Quezon City': '1109',
    Taguig: '1634',
    'Cebu City': '6000',
    Pasig: '1605',
    'Davao City': '8000',
    Muntinlupa: '1780',
    'Iloilo City': '5000',
  };
  return {
    recipientName: owner.fullName,
    company: l.name,
    line1: l.address,
    line2: null,
    city: l.city,
    province: l.province,
    postalCode: postal[l.city] ?? '1000',
    phone: '+639171234567',
    deliveryInstructions: 'Deliver to the back door before 10 AM.',
  };
}

/** Statuses of the newest orders, newest first: a queue to approve, some in preparation, some on the road. */
const OPEN_PIPELINE: Status[] = [
  'pending_approval',
  'pending_approval',
  'pending_approval',
  'pending_approval',
  'pending_approval',
  'approved',
  'approved',
  'processing',
  'processing',
  'shipped',
  'shipped',
  'shipped',
];

function settledStatus(r: number): Status {
  if (r < 0.08) return 'rejected';
  if (r < 0.12) return 'cancelled';
  return 'delivered';
}

/** Head office approves a seeded order six hours after it is placed; the later steps follow 20 hours apart. */
const APPROVED_AFTER_HOURS = 6;
const approvedAtOf = (placedAt: Date) => new Date(placedAt.getTime() + APPROVED_AFTER_HOURS * HOUR);

function historyFor(orderId: string, status: Status, placedAt: Date, ownerId: string, franchisorId: string) {
  const at = (h: number) => new Date(placedAt.getTime() + h * HOUR);
  const rows: (typeof orderStatusHistory.$inferInsert)[] = [
    { orderId, fromStatus: null, toStatus: 'pending_approval', actorId: ownerId, note: 'Order placed', createdAt: placedAt },
  ];
  if (status === 'rejected') {
    rows.push({
      orderId,
      fromStatus: 'pending_approval',
      toStatus: 'rejected',
      actorId: franchisorId,
      note: 'Quantities exceed the location allocation',
      createdAt: at(5),
    });
    return rows;
  }
  if (status === 'cancelled') {
    rows.push({
      orderId,
      fromStatus: 'pending_approval',
      toStatus: 'cancelled',
      actorId: ownerId,
      note: 'Ordered by mistake',
      createdAt: at(2),
    });
    return rows;
  }
  const path: Status[] = ['approved', 'processing', 'shipped', 'delivered'];
  const stop = path.indexOf(status);
  let prev: Status = 'pending_approval';
  for (let i = 0; i <= stop; i++) {
    rows.push({
      orderId,
      fromStatus: prev,
      toStatus: path[i],
      actorId: franchisorId,
      note: null,
      createdAt: at(APPROVED_AFTER_HOURS + i * 20),
    });
    prev = path[i];
  }
  return rows;
}

/**
 * The notification centre's history for the demo: the latest status of each recent order for its franchisee,
 * new orders for head office, and one welcome announcement. Written directly (no e-mails, no live push).
 */
async function seedNotifications(db: Db, seeded: SeededOrder[], everyone: string[], franchisorId: string, now: Date) {
  const rows: (typeof notifications.$inferInsert)[] = [];
  const add = (event: NotificationEvent, recipientId: string, at: Date, read: boolean) => {
    const c = composeNotification(event);
    rows.push({
      recipientId,
      senderId: event.senderId ?? null,
      type: c.type,
      title: c.title,
      message: c.message,
      priority: c.priority,
      actionUrl: c.actionUrl,
      relatedOrderId: c.relatedOrderId,
      metadata: c.metadata,
      createdAt: at,
      readAt: read ? at : null,
    });
  };
  const recent = seeded.filter((o) => now.getTime() - o.placedAt.getTime() < 30 * DAY);
  for (const o of recent) {
    const order = { id: o.id, orderNumber: o.orderNumber, totalCentavos: o.totalCentavos };
    const at = new Date(o.placedAt.getTime() + 6 * HOUR);
    const old = now.getTime() - o.placedAt.getTime() > 5 * DAY;
    if (o.status === 'pending_approval')
      add(
        { type: 'order_created', recipientIds: [], order, locationName: o.locationName, senderId: o.ownerId },
        franchisorId,
        o.placedAt,
        false,
      );
    else if (o.status === 'approved' || o.status === 'processing')
      add({ type: 'order_approved', recipientIds: [], order, senderId: franchisorId }, o.ownerId, at, old);
    else if (o.status === 'shipped')
      add(
        {
          type: 'order_shipped',
          recipientIds: [],
          order,
          carrier: o.carrier ?? 'LBC',
          trackingNumber: o.trackingNumber ?? '',
          estimatedDelivery: o.estimatedDelivery ?? undefined,
          senderId: franchisorId,
        },
        o.ownerId,
        at,
        old,
      );
    else if (o.status === 'delivered')
      add({ type: 'order_delivered', recipientIds: [], order, senderId: franchisorId }, o.ownerId, at, old);
    else if (o.status === 'rejected')
      add(
        { type: 'order_rejected', recipientIds: [], order, reason: 'Quantities exceed the location allocation', senderId: franchisorId },
        o.ownerId,
        at,
        old,
      );
  }
  const welcome: NotificationEvent = {
    type: 'system_announcement',
    recipientIds: [],
    senderId: franchisorId,
    priority: 'low',
    category: 'announcement',
    actionUrl: '/notification-settings',
    title: 'Welcome to FranchiseHub',
    message: 'Order updates and head-office announcements arrive here. Choose what reaches you by e-mail in your notification settings.',
  };
  for (const id of everyone) if (id !== franchisorId) add(welcome, id, new Date(now.getTime() - 40 * DAY), true);
  if (rows.length) await db.insert(notifications).values(rows);
}

/**
 * Writes the opening balances as movements so that every stock quantity equals the sum of its ledger
 * rows from the first day, and records the items that already sit at or below their reorder level.
 */
export async function openingLedger(db: Db) {
  await db.execute(sql`insert into stock_movements (product_id, location_id, kind, on_hand_delta, reserved_delta, reason)
    select product_id, null, 'receipt', on_hand, 0, 'Opening balance' from warehouse_stock
    where on_hand <> 0 and not exists (select 1 from stock_movements m where m.product_id = warehouse_stock.product_id and m.location_id is null)`);
  await db.execute(sql`insert into stock_movements (product_id, location_id, kind, on_hand_delta, reserved_delta, reason)
    select product_id, null, 'reservation', 0, reserved, 'Open orders at opening' from warehouse_stock
    where reserved <> 0 and not exists (select 1 from stock_movements m where m.product_id = warehouse_stock.product_id and m.location_id is null and m.kind = 'reservation')`);
  await db.execute(sql`insert into stock_movements (product_id, location_id, kind, on_hand_delta, reserved_delta, reason)
    select product_id, location_id, 'adjustment', quantity, 0, 'Opening balance' from location_stock
    where quantity <> 0 and not exists (select 1 from stock_movements m where m.product_id = location_stock.product_id and m.location_id = location_stock.location_id)`);
  await db.execute(sql`with low as (update warehouse_stock set low_alerted = true where on_hand - reserved <= reorder_level and not low_alerted returning product_id, on_hand - reserved as available, reorder_level)
    insert into stock_alerts (product_id, location_id, available, reorder_level) select product_id, null, available, reorder_level from low`);
  await db.execute(sql`with low as (update location_stock set low_alerted = true where quantity <= reorder_point and not low_alerted returning product_id, location_id, quantity, reorder_point)
    insert into stock_alerts (product_id, location_id, available, reorder_level) select product_id, location_id, quantity, reorder_point from low`);
}
