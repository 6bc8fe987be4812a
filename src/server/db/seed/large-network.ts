import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client';

export interface LargeNetworkSize {
  locations: number;
  /** Days of daily sales per location, ending yesterday (Manila). */
  days: number;
  orders: number;
}

/** Issue 13's scale target: 500 locations, two years of daily sales (≈365,000 rows), 200,000 orders. */
export const LARGE_NETWORK: LargeNetworkSize = { locations: 500, days: 730, orders: 200_000 };

/**
 * Generates a large network on top of the demo seed, in SQL (generate_series), for `npm run seed:large` and
 * `npm run bench`: open locations spread over the demo brands with monthly targets, their daily sales (approved
 * except the last three days, which wait for review; every 97th location stopped reporting a week ago) and orders
 * in every status over the same two years. Idempotent: a second run finds the LARGE- locations and does nothing.
 * The rollup (`sales_monthly`) follows by its statement-level trigger: one aggregate over the inserted rows.
 */
export async function seedLargeNetwork(db: Db, size: LargeNetworkSize = LARGE_NETWORK): Promise<{ created: boolean }> {
  const existing = await db.execute(sql`select 1 from locations where code = 'LARGE-0001'`);
  if (rowsOf(existing).length > 0) return { created: false };
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into locations (brand_id, code, name, address_line, city, province, status, opened_on, monthly_sales_target_centavos, latitude, longitude)
      select b.id, 'LARGE-' || lpad(g::text, 4, '0'), b.name || ' Branch ' || g, g || ' Generated Street', 'City ' || (g % 40),
             'Province ' || (g % 12), 'open', current_date - ${size.days + 30}::int, (400000 + (g * 7919) % 500000) * 100,
             14.3 + (g % 50) * 0.01, 120.9 + (g % 30) * 0.01
      from generate_series(1, ${size.locations}::int) g
      join lateral (select id, name from brands order by slug offset (g % (select count(*) from brands)) limit 1) b on true`);
    await tx.execute(sql`
      with l as (select id, row_number() over (order by code) as n from locations where code like 'LARGE-%'),
           d as (select ((now() at time zone 'Asia/Manila')::date - g) as day, g from generate_series(1, ${size.days}::int) g),
           s as (
             select l.id as location_id, l.n, d.day, d.g,
                    ((12000 + (l.n * 131) % 14000) * (case when extract(isodow from d.day) >= 6 then 135 else 100 end) / 100
                      * (90 + (l.n * 17 + d.g * 31) % 21) / 100)::int * 100 as gross
             from l cross join d
             where not (l.n % 97 = 0 and d.g <= 7)
           )
      insert into daily_sales (location_id, sales_date, gross_centavos, discounts_centavos, refunds_centavos, net_centavos, transactions,
                               cash_centavos, card_centavos, digital_centavos, status, source, submitted_at, reviewed_at, created_at, updated_at)
      select location_id, day, gross, gross / 50, gross / 200, gross - gross / 50 - gross / 200, gross / 15000,
             (gross - gross / 50 - gross / 200) - 2 * ((gross - gross / 50 - gross / 200) / 4), (gross - gross / 50 - gross / 200) / 4,
             (gross - gross / 50 - gross / 200) / 4, case when g <= 3 then 'submitted' else 'approved' end, 'seed',
             day + interval '1 day', case when g <= 3 then null else day + interval '2 days' end, day + interval '1 day', day + interval '1 day'
      from s`);
    await tx.execute(sql`
      with l as (select id, row_number() over (order by code) - 1 as n from locations where code like 'LARGE-%')
      insert into orders (order_number, location_id, status, subtotal_centavos, vat_centavos, shipping_centavos, total_centavos, created_at, updated_at)
      select 'LARGE-' || lpad(g::text, 7, '0'), l.id,
             (array['delivered','delivered','delivered','approved','processing','shipped','rejected','cancelled','pending_approval'])[1 + g % 9],
             s, round(s * 0.12)::int, case when s >= 500000 then 0 else 20000 end, s + round(s * 0.12)::int + case when s >= 500000 then 0 else 20000 end,
             now() - ((g * 7) % (${size.days}::int * 24)) * interval '1 hour', now()
      from generate_series(1, ${size.orders}::int) g
      cross join lateral (select 100000 + (g * 7919) % 4000000 as s) amounts
      join l on l.n = g % ${size.locations}::int`);
  });
  await db.execute(sql`analyze daily_sales`);
  await db.execute(sql`analyze sales_monthly`);
  await db.execute(sql`analyze orders`);
  return { created: true };
}
