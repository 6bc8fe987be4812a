import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client';

export interface LargeSuppliersSize {
  suppliers: number;
  /** Five lines per purchase order: this ÷ 5 purchase orders. */
  purchaseOrderLines: number;
}

/** Issue 14's scale target: 1,000 suppliers and 50,000 purchase-order lines (10,000 purchase orders of five lines). */
export const LARGE_SUPPLIERS: LargeSuppliersSize = { suppliers: 1_000, purchaseOrderLines: 50_000 };

const LINES_PER_PO = 5;
const LINKS_PER_PRODUCT = 5;
const DAYS = 730;
/** Marks the generated purchase orders, so the statements after the insert find exactly them. */
const GENERATED = 'Generated for load testing.';

/**
 * Generates head office's purchasing at scale on top of the demo seed and the large catalogue, in SQL
 * (generate_series), for `npm run seed:large` and `npm run bench`: suppliers of every type and status
 * (SUP-GEN-0001…), five supplier links per catalogue product spread over them (one preferred, the rest by priority;
 * each with its initial cost in the cost history), and purchase orders over two years — old ones received (one in
 * five late), cancelled or still partially received, recent ones draft, submitted or acknowledged — with their lines,
 * the receipts of what was received, the status history, and finally every supplier's stored scores.
 * Like the demo's historical receipts, these move no warehouse stock. Idempotent: a second run finds SUP-GEN-0001
 * and does nothing.
 */
export async function seedLargeSuppliers(db: Db, size: LargeSuppliersSize = LARGE_SUPPLIERS): Promise<{ created: boolean }> {
  const existing = await db.execute(sql`select 1 from suppliers where code = 'SUP-GEN-0001'`);
  if (rowsOf(existing).length > 0) return { created: false };
  const purchaseOrders = Math.ceil(size.purchaseOrderLines / LINES_PER_PO);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into suppliers (code, name, description, type, status, contact_name, contact_email, contact_phone, address,
                             lead_time_days, minimum_order_centavos, created_at, updated_at)
      select 'SUP-GEN-' || lpad(g::text, greatest(4, length(g::text)), '0'),
             (array['Golden','Luzon','Metro','Pacific','Sunrise','Island','Northern','Southern','Prime','Royal','Fresh','Bayani'])[1 + g % 12]
               || ' ' || (array['Harvest','Foods','Packaging','Trading','Dairy','Roasters','Farms','Supply','Grains','Kitchen'])[1 + (g / 12) % 10]
               || ' ' || (array['Inc.','Corp.','Co.','Enterprises'])[1 + g % 4] || ' ' || g,
             ${GENERATED},
             (array['primary','primary','backup','emergency','specialty'])[1 + g % 5],
             case when g % 20 = 0 then 'inactive' when g % 33 = 0 then 'suspended' when g % 41 = 0 then 'pending' else 'active' end,
             'Contact ' || g, 'supplier' || g || '@example.ph', '+63 917 555 ' || lpad((g % 10000)::text, 4, '0'),
             g || ' Generated Ave., Quezon City, Metro Manila', 2 + g % 13, (5000 + (g * 7919) % 45000) * 100,
             now() - ${DAYS + 60}::int * interval '1 day', now() - ${DAYS + 60}::int * interval '1 day'
      from generate_series(1, ${size.suppliers}::int) g`);

    // Links for every product without a supplier yet (the large catalogue's; the demo products keep the demo's links):
    // product n goes to LINKS_PER_PRODUCT consecutive suppliers from a spread-out start; the first is preferred.
    await tx.execute(sql`
      with s as (select id, row_number() over (order by code) - 1 as i from suppliers where code like 'SUP-GEN-%'),
           p as (select id, price_centavos, row_number() over (order by sku) as n from products
                  where not exists (select 1 from supplier_products sp where sp.product_id = products.id)),
           k as (select k from generate_series(0, least(${LINKS_PER_PRODUCT}::int, ${size.suppliers}::int) - 1) k)
      insert into supplier_products (supplier_id, product_id, supplier_sku, unit_cost_centavos, min_order_qty, case_pack,
                                     is_preferred, priority, created_at, updated_at)
      select s.id, p.id, 'G' || s.i || '-' || p.n, greatest(1, p.price_centavos * (60 + (p.n + k.k * 7) % 21) / 100),
             (array[1, 1, 6, 12])[1 + (p.n + k.k) % 4], (array[1, 1, 6, 12])[1 + (p.n + k.k) % 4],
             k.k = 0, k.k + 1, now() - ${DAYS + 30}::int * interval '1 day', now() - ${DAYS + 30}::int * interval '1 day'
      from p cross join k
      join s on s.i = (p.n * 7919 + k.k) % ${size.suppliers}::int`);
    await tx.execute(sql`
      insert into supplier_product_costs (supplier_product_id, unit_cost_centavos, note, created_at)
      select sp.id, sp.unit_cost_centavos, 'Initial cost', sp.created_at
      from supplier_products sp join suppliers s on s.id = sp.supplier_id where s.code like 'SUP-GEN-%'`);

    // Purchase orders and their lines in one statement (the lines' totals go on the order). Order g is g/P of the
    // way through the two years; its supplier cycles over the suppliers with links, its lines are five of that
    // supplier's links. h (0–99) picks the status, more settled the older the order.
    const [{ base }] = rowsOf<{ base: string }>(await tx.execute(sql`select nextval('purchase_order_number_seq')::text as base`));
    await tx.execute(sql`
      with ss as (select s.id as supplier_id, s.lead_time_days, count(*) as c, row_number() over (order by s.id) - 1 as i
                    from suppliers s join supplier_products sp on sp.supplier_id = s.id
                   where s.code like 'SUP-GEN-%' group by s.id),
           plan as (
             select g, ss.supplier_id, ss.c, ss.lead_time_days, t.created_at, h,
                    case
                      when age < 3 then case when h < 40 then 'draft' when h < 80 then 'submitted' else 'acknowledged' end
                      when age < 14 then case when h < 10 then 'draft' when h < 40 then 'submitted' when h < 75 then 'acknowledged'
                                              when h < 90 then 'partially_received' else 'received' end
                      when age < 30 then case when h < 5 then 'cancelled' when h < 20 then 'acknowledged'
                                              when h < 40 then 'partially_received' else 'received' end
                      else case when h < 7 then 'cancelled' when h < 10 then 'partially_received' else 'received' end
                    end as status,
                    'PO-' || to_char(t.created_at at time zone 'Asia/Manila', 'YYYYMMDD') || '-' || lpad(n::text, greatest(6, length(n::text)), '0') as po_number
               from generate_series(1, ${purchaseOrders}::int) g
               cross join lateral (select now() - ((${purchaseOrders}::int - g)::float8 / ${purchaseOrders}::int * ${DAYS}::int + 0.1) * interval '1 day' as created_at,
                                          (g * 37 + g / 7) % 100 as h) t
               cross join lateral (select extract(epoch from now() - t.created_at) / 86400 as age, ${base}::bigint + g - 1 as n) a
               join ss on ss.i = g % (select count(*) from ss)
           ),
           -- Five consecutive links of the supplier (by product), from an offset that moves with g: one index scan each.
           picked as (
             select plan.g, plan.po_number, plan.status, sl.*, row_number() over (partition by plan.g order by sl.product_id) - 1 as j
               from plan
               cross join lateral (select sp.id as supplier_product_id, sp.product_id, sp.supplier_sku, sp.unit_cost_centavos, sp.case_pack
                                     from supplier_products sp where sp.supplier_id = plan.supplier_id
                                    order by sp.product_id offset (plan.g * 3) % greatest(plan.c - ${LINES_PER_PO - 1}::int, 1)
                                    limit ${LINES_PER_PO}::int) sl
           ),
           lines as (
             select g, po_number, product_id, supplier_product_id, supplier_sku, unit_cost_centavos,
                    case_pack * (1 + (g * 7 + j * 13) % 20) as quantity,
                    case when status = 'received' then 1 when status = 'partially_received' then (array[1, 0.5, 0, 0, 0])[1 + j] else 0 end as share
               from picked
           ),
           totals as (select g, sum(quantity * unit_cost_centavos) as total from lines group by g),
           timed as (
             select plan.*, submitted_at, (submitted_at at time zone 'Asia/Manila')::date + plan.lead_time_days as expected_date
               from plan cross join lateral (select case when plan.status = 'draft' then null else plan.created_at + interval '2 hours' end as submitted_at) x
           ),
           po as (
             insert into purchase_orders (po_number, supplier_id, status, expected_date, notes, total_centavos, submitted_at, acknowledged_at,
                                          received_at, cancelled_at, cancel_reason, emailed_at, created_at, updated_at)
             select t.po_number, t.supplier_id, t.status, coalesce(t.expected_date, (t.created_at at time zone 'Asia/Manila')::date + t.lead_time_days),
                    ${GENERATED}, totals.total,
                    t.submitted_at,
                    case when t.status in ('acknowledged', 'partially_received', 'received') then t.submitted_at + interval '20 hours' end,
                    -- One in five arrives 1–4 days late; never in the future.
                    case when t.status = 'received' then least(now() - interval '1 hour',
                      ((t.expected_date + case when t.h % 5 = 0 then 1 + t.h % 4 else -(t.h % 2) end)::timestamp + interval '14 hours') at time zone 'Asia/Manila') end,
                    case when t.status = 'cancelled' then t.submitted_at + interval '26 hours' end,
                    case when t.status = 'cancelled' then 'Generated cancellation.' end,
                    t.submitted_at, t.created_at, t.created_at
               from timed t join totals on totals.g = t.g
             returning id, po_number, received_at, expected_date, created_at
           )
      insert into purchase_order_lines (purchase_order_id, product_id, supplier_product_id, supplier_sku, quantity_ordered, quantity_received, unit_cost_centavos)
      select po.id, l.product_id, l.supplier_product_id, l.supplier_sku, l.quantity, floor(l.quantity * l.share)::int, l.unit_cost_centavos
        from lines l join po on po.po_number = l.po_number`);
    await tx.execute(sql`select setval('purchase_order_number_seq', ${base}::bigint + ${purchaseOrders}::int - 1)`);

    // One receipt per received line: at full receipt, or on the expected date for partial deliveries (never ahead of now).
    await tx.execute(sql`
      insert into purchase_order_receipts (purchase_order_id, line_id, quantity, amount_centavos, received_at)
      select po.id, l.id, l.quantity_received, l.quantity_received * l.unit_cost_centavos,
             coalesce(po.received_at, least(now() - interval '2 hours', (po.expected_date::timestamp + interval '11 hours') at time zone 'Asia/Manila'))
        from purchase_order_lines l join purchase_orders po on po.id = l.purchase_order_id
       where po.notes = ${GENERATED} and l.quantity_received > 0`);
    await tx.execute(sql`
      insert into purchase_order_status_history (purchase_order_id, from_status, to_status, created_at)
      select po.id, e.from_status, e.to_status, e.at
        from purchase_orders po
        cross join lateral (values
          (null, 'draft', po.created_at, true),
          ('draft', 'submitted', po.submitted_at, po.submitted_at is not null),
          ('submitted', 'acknowledged', po.acknowledged_at, po.acknowledged_at is not null),
          ('acknowledged', 'partially_received', (select min(r.received_at) from purchase_order_receipts r where r.purchase_order_id = po.id),
            po.status = 'partially_received'),
          ('acknowledged', 'received', po.received_at, po.status = 'received'),
          ('submitted', 'cancelled', po.cancelled_at, po.status = 'cancelled')
        ) as e(from_status, to_status, at, happened)
       where po.notes = ${GENERATED} and e.happened`);
    await refreshAllSupplierScores(tx as unknown as Db);
  });
  for (const table of ['suppliers', 'supplier_products', 'purchase_orders', 'purchase_order_lines', 'purchase_order_receipts'])
    await db.execute(sql.raw(`analyze ${table}`));
  return { created: true };
}

/**
 * Every supplier's stored scores in one set-based statement: the definitions of supplier-scores.ts
 * (refreshSupplierScores), over all time, for all suppliers at once: about 0.2 s for 1,000 suppliers and 10,000
 * purchase orders on PGlite, where calling refreshSupplierScores per supplier takes about 10 s. The large-suppliers
 * test checks the two agree.
 */
export async function refreshAllSupplierScores(db: Db) {
  await db.execute(sql`
    with f as (
      select po.supplier_id,
             count(*) filter (where po.status = 'received') as received,
             count(*) filter (where po.status = 'received'
                                and (po.expected_date is null or (po.received_at at time zone 'Asia/Manila')::date <= po.expected_date)) as on_time,
             avg((po.received_at at time zone 'Asia/Manila')::date - (po.submitted_at at time zone 'Asia/Manila')::date)
               filter (where po.status = 'received') as lead_days,
             avg(po.expected_date - (po.submitted_at at time zone 'Asia/Manila')::date)
               filter (where po.status = 'received' and po.expected_date is not null) as promised_days,
             sum(l.ordered) filter (where c.counts) as fill_ordered,
             sum(l.received) filter (where c.counts) as fill_received
        from purchase_orders po
        join lateral (select coalesce(sum(quantity_ordered), 0) as ordered, coalesce(sum(quantity_received), 0) as received
                        from purchase_order_lines where purchase_order_id = po.id) l on true
        cross join lateral (select po.status in ('received', 'partially_received')
                                   or (po.status in ('submitted', 'acknowledged') and po.expected_date < (now() at time zone 'Asia/Manila')::date) as counts) c
       where po.status <> 'draft' and po.submitted_at is not null
       group by po.supplier_id
    ),
    r as (
      select supplier_id,
             case when received > 0 then on_time::numeric / received end as on_time,
             case when fill_ordered > 0 then fill_received::numeric / fill_ordered end as fill,
             case when lead_days is null or promised_days is null then 1 else least(1, promised_days / greatest(lead_days, 0.5)) end as lead_score
        from f
    )
    update suppliers s
       set on_time_rate = round(r.on_time, 4),
           fill_rate = round(r.fill, 4),
           rating = case when r.on_time is null and r.fill is null then null
                         else round(5 * (0.5 * coalesce(r.on_time, 0) + 0.3 * coalesce(r.fill, 0) + 0.2 * r.lead_score)
                                    / (case when r.on_time is null then 0 else 0.5 end + case when r.fill is null then 0 else 0.3 end + 0.2), 1) end
      from r
     where s.id = r.supplier_id`);
}
