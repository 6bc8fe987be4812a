import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { rowsOf } from '../client';
import { seedDemoNetworkOnce } from './seed';
import { seedLargeCatalog } from './large-catalog';
import { seedLargeSuppliers } from './large-suppliers';
import { supplierFigures } from '../../modules/purchasing/supplier-scores';
import { PURCHASE_ORDER_STATUSES } from '../../../shared/purchasing.contracts';
import { SUPPLIER_STATUSES, SUPPLIER_TYPES } from '../../../shared/suppliers.contracts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoNetworkOnce(t);
});
afterAll(async () => t?.close());

const rows = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(q));

describe('demo suppliers and purchasing seed', () => {
  it('has suppliers of every type and status, links for every demo product, and contracts', async () => {
    const suppliers = await rows<{ code: string; type: string; status: string }>(
      sql`select code, type, status from suppliers order by code`,
    );
    expect(suppliers.length).toBeGreaterThanOrEqual(6);
    for (const s of suppliers) expect(s.code).toMatch(/^SUP-MNL-\d{3}$/);
    expect(new Set(suppliers.map((s) => s.type))).toEqual(new Set(SUPPLIER_TYPES));
    expect(new Set(suppliers.map((s) => s.status))).toEqual(new Set(SUPPLIER_STATUSES));

    const unlinked = await rows<{ sku: string }>(sql`
      select p.sku from products p where not exists (select 1 from supplier_products sp where sp.product_id = p.id)`);
    expect(unlinked).toEqual([]);
    const costs = await rows<{ n: number; below: number; history: number }>(sql`
      select count(*)::int as n,
             (count(*) filter (where sp.unit_cost_centavos between p.price_centavos * 0.6 and p.price_centavos * 0.8))::int as below,
             (count(*) filter (where exists (select 1 from supplier_product_costs c
                                             where c.supplier_product_id = sp.id and c.unit_cost_centavos = sp.unit_cost_centavos)))::int as history
        from supplier_products sp join products p on p.id = sp.product_id`);
    expect(costs[0].below).toBe(costs[0].n);
    expect(costs[0].history).toBe(costs[0].n);

    const contracts = await rows<{ status: string; notified: boolean }>(sql`
      select status, expiry_notified_at is not null as notified from supplier_contracts`);
    expect(new Set(contracts.map((c) => c.status))).toEqual(new Set(['active', 'expiring', 'expired', 'draft', 'terminated']));
    expect(contracts.find((c) => c.status === 'expiring')?.notified).toBe(false);
  });

  it('marks at most one preferred supplier per product, and an active one', async () => {
    const twice = await rows<{ product_id: string }>(sql`
      select product_id from supplier_products where is_preferred group by product_id having count(*) > 1`);
    expect(twice).toEqual([]);
    const inactive = await rows<{ code: string }>(sql`
      select s.code from supplier_products sp join suppliers s on s.id = sp.supplier_id where sp.is_preferred and s.status <> 'active'`);
    expect(inactive).toEqual([]);
  });

  it('has purchase orders in every status with numbered, consistent lines, receipts and history', async () => {
    const pos = await rows<{ po_number: string; status: string; created_at: string; total_ok: boolean; history: number }>(sql`
      select po.po_number, po.status, po.created_at::text,
             po.total_centavos = (select sum(quantity_ordered * unit_cost_centavos) from purchase_order_lines l where l.purchase_order_id = po.id) as total_ok,
             (select count(*)::int from purchase_order_status_history h where h.purchase_order_id = po.id) as history
        from purchase_orders po`);
    expect(pos.length).toBeGreaterThanOrEqual(15);
    expect(new Set(pos.map((p) => p.status))).toEqual(new Set(PURCHASE_ORDER_STATUSES));
    for (const p of pos) {
      expect(p.po_number).toMatch(/^PO-\d{8}-\d{6}$/);
      expect(p.total_ok).toBe(true);
      expect(p.history).toBeGreaterThanOrEqual(1);
      expect(new Date(p.created_at).getTime()).toBeLessThanOrEqual(Date.now());
    }

    // Each line's received quantity is the sum of its receipts; received orders are received in full.
    const mismatched = await rows<{ id: string }>(sql`
      select l.id from purchase_order_lines l
       where l.quantity_received <> coalesce((select sum(r.quantity) from purchase_order_receipts r where r.line_id = l.id), 0)`);
    expect(mismatched).toEqual([]);
    const short = await rows<{ id: string }>(sql`
      select l.id from purchase_order_lines l join purchase_orders po on po.id = l.purchase_order_id
       where po.status = 'received' and l.quantity_received <> l.quantity_ordered`);
    expect(short).toEqual([]);
    // Lines come from the supplier's own links.
    const foreign = await rows<{ id: string }>(sql`
      select l.id from purchase_order_lines l join purchase_orders po on po.id = l.purchase_order_id
       where not exists (select 1 from supplier_products sp where sp.supplier_id = po.supplier_id and sp.product_id = l.product_id)`);
    expect(foreign).toEqual([]);
    // Received late and on time both occur.
    const timing = await rows<{ on_time: number; late: number }>(sql`
      select (count(*) filter (where (received_at at time zone 'Asia/Manila')::date <= expected_date))::int as on_time,
             (count(*) filter (where (received_at at time zone 'Asia/Manila')::date > expected_date))::int as late
        from purchase_orders where status = 'received'`);
    expect(timing[0].on_time).toBeGreaterThan(0);
    expect(timing[0].late).toBeGreaterThan(0);
  });

  it('stores the scores of every supplier with a received purchase order', async () => {
    const scored = await rows<{ code: string; rating: string | null; on_time_rate: string | null; fill_rate: string | null }>(sql`
      select s.code, s.rating, s.on_time_rate, s.fill_rate from suppliers s
       where exists (select 1 from purchase_orders po where po.supplier_id = s.id and po.status = 'received')`);
    expect(scored.length).toBeGreaterThan(0);
    for (const s of scored) {
      expect(s.rating, s.code).not.toBeNull();
      expect(s.on_time_rate, s.code).not.toBeNull();
      expect(s.fill_rate, s.code).not.toBeNull();
    }
  });

  it('leaves warehouse products at or below their reorder level with an active preferred supplier', async () => {
    const low = await rows<{ sku: string }>(sql`
      select p.sku from warehouse_stock w join products p on p.id = w.product_id
       where w.on_hand - w.reserved <= w.reorder_level
         and exists (select 1 from supplier_products sp join suppliers s on s.id = sp.supplier_id
                      where sp.product_id = w.product_id and sp.is_preferred and s.status = 'active')`);
    expect(low.length).toBeGreaterThanOrEqual(2);
  });
});

// Runs after the demo checks above: it adds generated products and suppliers to the same database.
describe('large suppliers generator (npm run seed:large, npm run bench)', () => {
  it('creates suppliers, links, purchase orders with lines, receipts and history, once', async () => {
    await seedLargeCatalog(t.db, 40);
    expect(await seedLargeSuppliers(t.db, { suppliers: 12, purchaseOrderLines: 300 })).toEqual({ created: true });
    expect(await seedLargeSuppliers(t.db, { suppliers: 12, purchaseOrderLines: 300 })).toEqual({ created: false });

    const [counts] = await rows<{ suppliers: number; links: number; costs: number; pos: number; lines: number }>(sql`
      select (select count(*)::int from suppliers where code like 'SUP-GEN-%') as suppliers,
             (select count(*)::int from supplier_products sp join products p on p.id = sp.product_id where p.sku like 'GEN-%') as links,
             (select count(*)::int from supplier_product_costs c join supplier_products sp on sp.id = c.supplier_product_id
                join products p on p.id = sp.product_id where p.sku like 'GEN-%') as costs,
             (select count(*)::int from purchase_orders po join suppliers s on s.id = po.supplier_id where s.code like 'SUP-GEN-%') as pos,
             (select count(*)::int from purchase_order_lines l join purchase_orders po on po.id = l.purchase_order_id
                join suppliers s on s.id = po.supplier_id where s.code like 'SUP-GEN-%') as lines`);
    // 40 generated products × 5 links, each with its first cost; 60 orders of five lines.
    expect(counts).toEqual({ suppliers: 12, links: 200, costs: 200, pos: 60, lines: 300 });

    const broken = await rows<{ problem: string; n: number }>(sql`
      select 'preferred twice' as problem, count(*)::int as n from (
        select product_id from supplier_products where is_preferred group by product_id having count(*) > 1) x
      union all
      select 'receipts differ', count(*)::int from purchase_order_lines l
       where l.quantity_received <> coalesce((select sum(r.quantity) from purchase_order_receipts r where r.line_id = l.id), 0)
      union all
      select 'received short', count(*)::int from purchase_order_lines l join purchase_orders po on po.id = l.purchase_order_id
       where po.status = 'received' and l.quantity_received <> l.quantity_ordered
      union all
      select 'partial without receipt', count(*)::int from purchase_orders po
       where po.status = 'partially_received' and not exists (select 1 from purchase_order_receipts r where r.purchase_order_id = po.id)
      union all
      select 'line of another supplier', count(*)::int from purchase_order_lines l join purchase_orders po on po.id = l.purchase_order_id
       where not exists (select 1 from supplier_products sp where sp.supplier_id = po.supplier_id and sp.product_id = l.product_id)
      union all
      select 'wrong total', count(*)::int from purchase_orders po
       where po.total_centavos <> (select sum(quantity_ordered * unit_cost_centavos) from purchase_order_lines l where l.purchase_order_id = po.id)
      union all
      select 'bad number', count(*)::int from purchase_orders where po_number !~ '^PO-[0-9]{8}-[0-9]{6}$'
      union all
      select 'in the future', count(*)::int from purchase_order_receipts where received_at > now()
      union all
      select 'no history', count(*)::int from purchase_orders po
       where not exists (select 1 from purchase_order_status_history h where h.purchase_order_id = po.id and h.to_status = po.status)`);
    expect(broken.filter((b) => b.n > 0)).toEqual([]);
    const statuses = await rows<{ status: string }>(sql`
      select distinct po.status from purchase_orders po join suppliers s on s.id = po.supplier_id where s.code like 'SUP-GEN-%'`);
    expect(statuses.map((s) => s.status)).toEqual(expect.arrayContaining(['received', 'cancelled']));
  });

  it('stores the same scores as the per-supplier refresh (one set-based statement)', async () => {
    const stored = await rows<{ id: string; rating: string | null; on_time_rate: string | null; fill_rate: string | null }>(sql`
      select id, rating, on_time_rate, fill_rate from suppliers where code like 'SUP-GEN-%'`);
    const n = (v: string | null) => (v === null ? null : Number(v));
    for (const s of stored) {
      const f = await supplierFigures(t.db, s.id);
      expect({ rating: n(s.rating), onTimeRate: n(s.on_time_rate), fillRate: n(s.fill_rate) }).toEqual({
        rating: f.rating,
        onTimeRate: f.onTimeRate,
        fillRate: f.fillRate,
      });
    }
    expect(stored.some((s) => s.rating !== null)).toBe(true);
  });
});
