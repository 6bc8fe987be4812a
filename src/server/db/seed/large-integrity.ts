import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client';

export interface LargeIntegritySize {
  /** Months back from today whose delivered orders get lines and a delivery date (the job judges three). */
  months: number;
}

export const LARGE_INTEGRITY: LargeIntegritySize = { months: 5 };

/**
 * What the nightly sales-integrity job (issue 36, decision 024) reads, for the large network of `seedLargeNetwork`:
 * a sales yield for every product a brand carries, and, for the generated orders delivered in the last `months`
 * months, three lines each (at the product's price, totals brought in line) and the history row that dates the
 * delivery. Quantities are sized so that a month's deliveries, valued at their yields, land near the month's
 * reported net sales (≈ ₱500,000), as a real network's would: the job then does its full work, months, peers and
 * flags, rather than skipping locations with nothing delivered. Idempotent: a second run finds the lines and stops.
 */
export async function seedLargeIntegrity(db: Db, size: LargeIntegritySize = LARGE_INTEGRITY): Promise<{ created: boolean }> {
  const done = await db.execute(
    sql`select 1 from order_items i join orders o on o.id = i.order_id where o.order_number like 'LARGE-%' limit 1`,
  );
  if (rowsOf(done).length > 0) return { created: false };
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into product_sales_yields (product_id, brand_id, yield_centavos)
      select pb.product_id, pb.brand_id, 150000 + (abs(hashtext(p.sku)) % 100000)
        from product_brands pb join products p on p.id = pb.product_id
      on conflict do nothing`);
    await tx.execute(sql`
      create temporary table large_delivered on commit drop as
      select o.id, o.created_at, l.brand_id, row_number() over (order by o.order_number) as seq
        from orders o join locations l on l.id = o.location_id
       where o.order_number like 'LARGE-%' and o.status = 'delivered'
         and o.created_at >= now() - ${size.months}::int * interval '1 month'
         and o.created_at < now() - interval '3 days'`);
    await tx.execute(sql`
      with bp as (
             select pb.brand_id, p.id, p.sku, p.name, p.price_centavos,
                    row_number() over (partition by pb.brand_id order by p.sku) - 1 as k
               from product_brands pb join products p on p.id = pb.product_id),
           bn as (select brand_id, count(*) as n from bp group by brand_id)
      insert into order_items (order_id, product_id, sku, name, unit_price_centavos, quantity, line_total_centavos)
      select d.id, bp.id, bp.sku, bp.name, bp.price_centavos, q.quantity, bp.price_centavos * q.quantity
        from large_delivered d
        join bn on bn.brand_id = d.brand_id
        cross join generate_series(0, 2) j
        join bp on bp.brand_id = d.brand_id and bp.k = (d.seq * 7 + j * 13) % bn.n
        cross join lateral (select (10 + (d.seq + j) % 10)::int as quantity) q`);
    await tx.execute(sql`
      with t as (select order_id, sum(line_total_centavos)::bigint as s from order_items
                  where order_id in (select id from large_delivered) group by order_id)
      update orders o
         set subtotal_centavos = t.s, vat_centavos = round(t.s * 0.12)::int,
             shipping_centavos = case when t.s >= 500000 then 0 else 20000 end,
             total_centavos = t.s + round(t.s * 0.12)::int + case when t.s >= 500000 then 0 else 20000 end
        from t where o.id = t.order_id`);
    await tx.execute(sql`
      insert into order_status_history (order_id, from_status, to_status, note, created_at)
      select id, 'shipped', 'delivered', 'Generated delivery (seed:large)', created_at + interval '3 days' from large_delivered`);
  });
  await db.execute(sql`analyze order_items`);
  await db.execute(sql`analyze order_status_history`);
  await db.execute(sql`analyze product_sales_yields`);
  return { created: true };
}
