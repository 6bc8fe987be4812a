import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client';
import type { ApprovedSeedOrder } from './seed-finance';
import { orderItems, orderStatusHistory, orders, productSalesYields } from '../schema';
import { ORDER_SETTINGS } from '../../../shared/settings';
import { addCalendarDays, manilaAt, toManilaYmd, weekdayOf } from '../../../shared/time';

/**
 * The demo network's sales-integrity story (issue 36 part 2, decision 024). Every store restocks from the commissary
 * twice a week, buying about what its reported days sell at the brand's yields — except:
 * - Siomai Express – Cubao buys a full stock but reports only about 60 % of what it implies: the peer rule flags it;
 * - Kape Kanto – Davao has a genuinely slow spell (since the first of last month) and buys less to match: not flagged;
 * - Burger & Fries – Iloilo types suspiciously round days in the last 30 days: flagged as round days.
 */
export const INTEGRITY_DEMO = {
  underReporter: 'SE-QC-002',
  slowMonth: 'KK-DVO-002',
  roundDays: 'BF-ILO-002',
  /** Cubao buys this much more than it reports (1 / 0.6). */
  underReportFactor: 0.6,
  slowFactor: 0.6,
} as const;

/**
 * Expected net sales per unit bought, in pesos, for the brand(s) that order the product. The products that drive a
 * menu carry the yield; condiments, rice, packaging and supplies carry none, so nothing is counted twice
 * (a box of meal boxes holds the same siomai that the siomai packs already count).
 */
export const DEMO_YIELDS: Record<string, number> = {
  'SIO-PRK-100': 1_500, // 100 pieces, sold 4 for ₱60
  'SIO-BEF-100': 1_600,
  'SIO-SHR-100': 2_000,
  'SIO-JPN-100': 1_750,
  'LEM-FRS-10': 3_600, // about 60 cups of fresh lemonade at ₱60
  'LEM-SYR-1L': 1_800, // 30 cups
  'LEM-CAL-1L': 1_700,
  'COF-BAR-1K': 6_600, // about 55 cups at ₱120
  'COF-ESP-1K': 7_500,
  'COF-DEC-500': 3_500,
  'BUR-PAT-50': 9_000, // 50 burgers at ₱180
  'BUR-FRY-10': 5_400, // about 60 servings at ₱90
  'BUR-SHK-MIX': 2_400, // 20 shakes at ₱120
};

/** How a seeded day's sales are shaped for the story above (applied while the daily sales are generated). */
export function integritySalesShape(code: string, salesDate: string, today: string): { factor: number; round: boolean } {
  const [y, m] = today.split('-').map(Number);
  const lastMonthStart = new Date(Date.UTC(y, m - 2, 1, 12)).toISOString().slice(0, 10);
  if (code === INTEGRITY_DEMO.slowMonth && salesDate >= lastMonthStart) return { factor: INTEGRITY_DEMO.slowFactor, round: false };
  // Every third day of the last 30: about ten round days, well over the five that flag.
  const daysAgo = Math.round((Date.parse(`${today}T12:00:00Z`) - Date.parse(`${salesDate}T12:00:00Z`)) / 86_400_000);
  if (code === INTEGRITY_DEMO.roundDays && daysAgo <= 30 && daysAgo % 3 === 0) return { factor: 1, round: true };
  return { factor: 1, round: false };
}

/** The demo yields for every brand that may order each product; idempotent (a set yield is never overwritten). */
export async function seedSalesYields(db: Db) {
  const rows = rowsOf<{ product_id: string; brand_id: string; sku: string }>(
    await db.execute(sql`select pb.product_id, pb.brand_id, p.sku from product_brands pb join products p on p.id = pb.product_id`),
  );
  const values = rows
    .filter((r) => DEMO_YIELDS[r.sku] !== undefined)
    .map((r) => ({ productId: r.product_id, brandId: r.brand_id, yieldCentavos: DEMO_YIELDS[r.sku] * 100 }));
  if (values.length) await db.insert(productSalesYields).values(values).onConflictDoNothing();
}

/** Twice-weekly commissary deliveries (Monday and Thursday) sized to the days each one stocks. */
export async function seedIntegrity(db: Db, opts: { now: Date; franchisorId: string }): Promise<ApprovedSeedOrder[]> {
  const restocks: ApprovedSeedOrder[] = [];
  await seedSalesYields(db);
  const today = toManilaYmd(opts.now);
  const [y, m] = today.split('-').map(Number);
  const from = new Date(Date.UTC(y, m - 5, 1, 12)).toISOString().slice(0, 10);
  // Deliveries stop five days ago, so the seeded open pipeline (the last four days) keeps its own orders on top.
  const lastDelivery = addCalendarDays(today, -5);
  const locs = rowsOf<{ id: string; code: string; brand_id: string; owner_id: string }>(
    await db.execute(sql`select id, code, brand_id, owner_id from locations where status = 'open'`),
  );
  const products = rowsOf<{ id: string; sku: string; name: string; price: number; brand_id: string; yield: number }>(
    await db.execute(sql`
      select p.id, p.sku, p.name, p.price_centavos as price, y.brand_id, y.yield_centavos as yield
        from product_sales_yields y join products p on p.id = y.product_id where y.yield_centavos > 0 order by p.sku`),
  );
  const sales = rowsOf<{ location_id: string; sales_date: string; net: number }>(
    await db.execute(sql`select location_id, sales_date::text, net_centavos as net from daily_sales where sales_date >= ${from}::date`),
  );
  const netOf = new Map(sales.map((s) => [`${s.location_id}|${s.sales_date}`, Number(s.net)]));
  let random = 0x5eed;
  const next = () => (random = (random * 1664525 + 1013904223) >>> 0) / 2 ** 32;

  for (const loc of locs) {
    const menu = products.filter((p) => p.brand_id === loc.brand_id);
    if (menu.length === 0) continue;
    const factor = loc.code === INTEGRITY_DEMO.underReporter ? 1 / INTEGRITY_DEMO.underReportFactor : 1;
    for (let d = from; d <= lastDelivery; d = addCalendarDays(d, 1)) {
      const wd = weekdayOf(d);
      if (wd !== 1 && wd !== 4) continue;
      // Monday stocks Monday–Wednesday, Thursday stocks Thursday–Sunday.
      const span = wd === 1 ? 3 : 4;
      let target = 0;
      for (let i = 0; i < span; i++) target += netOf.get(`${loc.id}|${addCalendarDays(d, i)}`) ?? 0;
      target *= factor * (0.96 + next() * 0.08);
      if (target <= 0) continue;
      // The menu's yields share the target evenly; whole units, at least one of each.
      const lines = menu.map((p) => ({ p, qty: Math.max(1, Math.round(target / menu.length / Number(p.yield))) }));
      const subtotal = lines.reduce((s, l) => s + Number(l.p.price) * l.qty, 0);
      const vat = Math.round(subtotal * ORDER_SETTINGS.vatRate);
      const shipping = subtotal >= ORDER_SETTINGS.freeShippingThresholdCentavos ? 0 : ORDER_SETTINGS.shippingFeeCentavos;
      const placed = manilaAt(addCalendarDays(d, -2), 15);
      const [{ seq }] = rowsOf<{ seq: string }>(await db.execute(sql`select nextval('order_number_seq')::text as seq`));
      const orderNumber = `ORD-${addCalendarDays(d, -2).replace(/-/g, '')}-${seq.padStart(6, '0')}`;
      const [order] = await db
        .insert(orders)
        .values({
          orderNumber,
          locationId: loc.id,
          placedBy: loc.owner_id,
          status: 'delivered',
          subtotalCentavos: subtotal,
          vatCentavos: vat,
          shippingCentavos: shipping,
          totalCentavos: subtotal + vat + shipping,
          notes: 'Standing commissary restock',
          paymentMethod: { type: 'bank_transfer', label: 'BPI •••• 4821' },
          carrier: 'Commissary truck',
          shippingMethod: 'Standing restock',
          estimatedDelivery: d,
          createdAt: placed,
          updatedAt: manilaAt(d, 10),
        })
        .returning({ id: orders.id });
      await db.insert(orderItems).values(
        lines.map((l) => ({
          orderId: order.id,
          productId: l.p.id,
          sku: l.p.sku,
          name: l.p.name,
          unitPriceCentavos: Number(l.p.price),
          quantity: l.qty,
          lineTotalCentavos: Number(l.p.price) * l.qty,
        })),
      );
      const steps = ['pending_approval', 'approved', 'processing', 'shipped', 'delivered'] as const;
      const at = [placed, manilaAt(addCalendarDays(d, -2), 17), manilaAt(addCalendarDays(d, -1), 8), manilaAt(d, 5), manilaAt(d, 10)];
      await db.insert(orderStatusHistory).values(
        steps.map((s, i) => ({
          orderId: order.id,
          fromStatus: i === 0 ? null : steps[i - 1],
          toStatus: s,
          actorId: i === 0 ? loc.owner_id : opts.franchisorId,
          note: i === 0 ? 'Standing restock' : null,
          createdAt: at[i],
        })),
      );
      // Delivered orders past approval get their invoice like every other seeded order (seed.ts, issue 31).
      restocks.push({ id: order.id, locationId: loc.id, status: 'delivered', totalCentavos: subtotal + vat + shipping, approvedAt: at[1] });
    }
  }
  return restocks;
}
