import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, supplierProductCosts, supplierProducts, suppliers, warehouseStock } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { changedFields } from '../../lib/changed-fields';
import { databaseErrorCode } from '../../lib/db-error';
import { withRls, type Actor, type Tx } from '../../lib/rls';
import { profileNames } from '../../lib/profile-names';
import { containsPattern } from '../../lib/sql-like';
import type { AuditService } from '../audit/audit.service';
import type { Who } from '../network/locations.service';
import { pesosToCentavos } from '../../../shared/money';
import {
  SUPPLIER_MESSAGES,
  type CostHistoryEntry,
  type SupplierProduct,
  type ZSupplierProductInput,
  type ZSupplierProductQuery,
  type ZSupplierProductUpdate,
} from '../../../shared/suppliers.contracts';

type Input = ReturnType<typeof ZSupplierProductInput.parse>;
type Update = ReturnType<typeof ZSupplierProductUpdate.parse>;
type Query = ReturnType<typeof ZSupplierProductQuery.parse>;

const selection = {
  sp: supplierProducts,
  supplierCode: suppliers.code,
  supplierName: suppliers.name,
  supplierStatus: suppliers.status,
  supplierLeadTime: suppliers.leadTimeDays,
  productSku: products.sku,
  productName: products.name,
  productUnit: products.unit,
  // No warehouse row yet: nothing available, no reorder level.
  warehouseAvailable: sql<number>`coalesce(${warehouseStock.onHand} - ${warehouseStock.reserved}, 0)::int`,
  reorderLevel: sql<number>`coalesce(${warehouseStock.reorderLevel}, 0)::int`,
};
type Selected = {
  sp: typeof supplierProducts.$inferSelect;
  supplierCode: string;
  supplierName: string;
  supplierStatus: SupplierProduct['supplierStatus'];
  supplierLeadTime: number;
  productSku: string;
  productName: string;
  productUnit: string;
  warehouseAvailable: number;
  reorderLevel: number;
};

function toDto(r: Selected): SupplierProduct {
  const sp = r.sp;
  return {
    id: sp.id,
    supplierId: sp.supplierId,
    supplierCode: r.supplierCode,
    supplierName: r.supplierName,
    supplierStatus: r.supplierStatus,
    productId: sp.productId,
    productSku: r.productSku,
    productName: r.productName,
    productUnit: r.productUnit,
    supplierSku: sp.supplierSku,
    unitCostCentavos: sp.unitCostCentavos,
    minOrderQty: sp.minOrderQty,
    casePack: sp.casePack,
    leadTimeDays: sp.leadTimeDays,
    effectiveLeadTimeDays: sp.leadTimeDays ?? r.supplierLeadTime,
    isPreferred: sp.isPreferred,
    priority: sp.priority,
    warehouseAvailable: Number(r.warehouseAvailable),
    reorderLevel: Number(r.reorderLevel),
    updatedAt: sp.updatedAt.toISOString(),
  };
}

function auditView(p: SupplierProduct) {
  return {
    supplierSku: p.supplierSku,
    unitCostCentavos: p.unitCostCentavos,
    minOrderQty: p.minOrderQty,
    casePack: p.casePack,
    leadTimeDays: p.leadTimeDays,
    isPreferred: p.isPreferred,
    priority: p.priority,
  };
}

const SORTS: Record<Query['sort'], SQL[]> = {
  product_asc: [asc(products.name), asc(suppliers.name), asc(supplierProducts.id)],
  supplier_asc: [asc(suppliers.name), asc(products.name), asc(supplierProducts.id)],
  cost_asc: [asc(supplierProducts.unitCostCentavos), asc(products.name), asc(supplierProducts.id)],
  cost_desc: [desc(supplierProducts.unitCostCentavos), asc(products.name), asc(supplierProducts.id)],
  priority_asc: [asc(supplierProducts.priority), asc(products.name), asc(supplierProducts.id)],
};

const refuseProduct = () =>
  AppError.validation(SUPPLIER_MESSAGES.unknownProduct, { fieldErrors: { productId: [SUPPLIER_MESSAGES.unknownProduct] } });
const alreadyLinked = () =>
  AppError.of('DUPLICATE_RESOURCE', SUPPLIER_MESSAGES.alreadyLinked, { fieldErrors: { productId: [SUPPLIER_MESSAGES.alreadyLinked] } });

/**
 * Which supplier supplies which catalogue product, at what cost and terms. Every unit cost a link has had is kept in
 * the cost history (the first one included); at most one link per product is the preferred supplier.
 */
export function createSupplierProductsService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  const base = (tx: Tx) =>
    tx
      .select(selection)
      .from(supplierProducts)
      .innerJoin(suppliers, eq(suppliers.id, supplierProducts.supplierId))
      .innerJoin(products, eq(products.id, supplierProducts.productId))
      .leftJoin(warehouseStock, eq(warehouseStock.productId, supplierProducts.productId));

  async function oneIn(tx: Tx, id: string): Promise<SupplierProduct> {
    const [row] = await base(tx).where(eq(supplierProducts.id, id));
    if (!row) throw AppError.notFound(SUPPLIER_MESSAGES.productNotFound);
    return toDto(row);
  }

  /**
   * Serialises changes to one product's links (a transaction-scoped advisory lock), so two requests making
   * different suppliers preferred, or linking the same pair, cannot both pass their checks.
   */
  async function lockProduct(tx: Tx, productId: string) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`supplier_products:${productId}`}))`);
  }

  /** Makes `keepId` the product's only preferred link: the others lose the flag first (one preferred per product). */
  async function clearOtherPreferred(tx: Tx, productId: string, keepId: string | null) {
    await tx
      .update(supplierProducts)
      .set({ isPreferred: false, updatedAt: new Date() })
      .where(
        and(
          eq(supplierProducts.productId, productId),
          eq(supplierProducts.isPreferred, true),
          keepId ? ne(supplierProducts.id, keepId) : undefined,
        ),
      );
  }

  async function recordCost(tx: Tx, who: Who, id: string, cost: number, previous: number | null, note: string | null) {
    await tx.insert(supplierProductCosts).values({
      supplierProductId: id,
      unitCostCentavos: cost,
      previousCostCentavos: previous,
      changedBy: who.actor.userId,
      note,
    });
  }

  async function list(actor: Actor, q: Query) {
    return withRls(db, actor, async (tx) => {
      const f: (SQL | undefined)[] = [];
      if (q.search) {
        // Matched per table first (each product and supplier is tested once, not once per link), so the filter
        // names only supplier_products and the total needs no joins.
        const p = containsPattern(q.search);
        f.push(
          or(
            ilike(supplierProducts.supplierSku, p),
            inArray(
              supplierProducts.productId,
              tx
                .select({ id: products.id })
                .from(products)
                .where(or(ilike(products.name, p), ilike(products.sku, p))),
            ),
            inArray(
              supplierProducts.supplierId,
              tx
                .select({ id: suppliers.id })
                .from(suppliers)
                .where(or(ilike(suppliers.name, p), ilike(suppliers.code, p))),
            ),
          ),
        );
      }
      if (q.supplierId) f.push(eq(supplierProducts.supplierId, q.supplierId));
      if (q.productId) f.push(eq(supplierProducts.productId, q.productId));
      if (q.preferredOnly) f.push(eq(supplierProducts.isPreferred, true));
      const where = and(...f);
      const rows = await base(tx)
        .where(where)
        .orderBy(...SORTS[q.sort])
        .limit(q.limit)
        .offset(q.offset);
      // Every link has its supplier and product (foreign keys), so the joins would not change the count.
      const [{ total }] = await tx.select({ total: count() }).from(supplierProducts).where(where);
      return { items: rows.map(toDto), total: Number(total) };
    });
  }

  async function create(who: Who, input: Input): Promise<SupplierProduct> {
    return withRls(db, who.actor, async (tx) => {
      const [supplier] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, input.supplierId));
      if (!supplier) throw AppError.notFound(SUPPLIER_MESSAGES.notFound);
      const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.productId));
      if (!product) throw refuseProduct();
      await lockProduct(tx, input.productId);
      const [existing] = await tx
        .select({ id: supplierProducts.id })
        .from(supplierProducts)
        .where(and(eq(supplierProducts.supplierId, input.supplierId), eq(supplierProducts.productId, input.productId)));
      if (existing) throw alreadyLinked();
      if (input.isPreferred) await clearOtherPreferred(tx, input.productId, null);
      const unitCostCentavos = pesosToCentavos(input.unitCostPesos);
      const [row] = await tx
        .insert(supplierProducts)
        .values({
          supplierId: input.supplierId,
          productId: input.productId,
          supplierSku: input.supplierSku,
          unitCostCentavos,
          minOrderQty: input.minOrderQty,
          casePack: input.casePack,
          leadTimeDays: input.leadTimeDays,
          isPreferred: input.isPreferred,
          priority: input.priority,
        })
        .returning({ id: supplierProducts.id })
        .catch((err: unknown) => {
          if (databaseErrorCode(err) === '23505') throw alreadyLinked();
          throw err;
        });
      await recordCost(tx, who, row.id, unitCostCentavos, null, null);
      const link = await oneIn(tx, row.id);
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'supplier_product.created',
        targetType: 'supplier_product',
        targetId: row.id,
        targetLabel: `${link.supplierCode} ${link.productSku}`,
        after: auditView(link),
        ip: who.ip,
      });
      return link;
    });
  }

  /** Edits a link; a changed unit cost is appended to the cost history (previous → new, with the note). */
  async function update(who: Who, id: string, patch: Update): Promise<SupplierProduct> {
    return withRls(db, who.actor, async (tx) => {
      const [current] = await tx.select().from(supplierProducts).where(eq(supplierProducts.id, id));
      if (!current) throw AppError.notFound(SUPPLIER_MESSAGES.productNotFound);
      await lockProduct(tx, current.productId);
      const [locked] = await tx.select().from(supplierProducts).where(eq(supplierProducts.id, id)).for('update');
      if (!locked) throw AppError.notFound(SUPPLIER_MESSAGES.productNotFound);
      const before = await oneIn(tx, id);
      const { costNote, unitCostPesos, ...rest } = patch;
      const set: Partial<typeof supplierProducts.$inferInsert> = {};
      for (const [k, v] of Object.entries(rest)) if (v !== undefined) (set as Record<string, unknown>)[k] = v;
      const newCost = unitCostPesos === undefined ? undefined : pesosToCentavos(unitCostPesos);
      if (newCost !== undefined) set.unitCostCentavos = newCost;
      if (set.isPreferred) await clearOtherPreferred(tx, locked.productId, id);
      if (Object.keys(set).length)
        await tx
          .update(supplierProducts)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(supplierProducts.id, id));
      if (newCost !== undefined && newCost !== locked.unitCostCentavos) {
        await recordCost(tx, who, id, newCost, locked.unitCostCentavos, costNote ?? null);
      }
      const after = await oneIn(tx, id);
      const diff = changedFields(auditView(before), auditView(after));
      if (Object.keys(diff.after).length) {
        await audit.record(tx, {
          actorId: who.actor.userId,
          action: 'supplier_product.updated',
          targetType: 'supplier_product',
          targetId: id,
          targetLabel: `${after.supplierCode} ${after.productSku}`,
          ...diff,
          ip: who.ip,
        });
      }
      return after;
    });
  }

  /** Unlinks a product from a supplier; purchase-order lines keep their own copy of SKU and cost. */
  async function remove(who: Who, id: string): Promise<void> {
    await withRls(db, who.actor, async (tx) => {
      const link = await oneIn(tx, id);
      await tx.delete(supplierProducts).where(eq(supplierProducts.id, id));
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'supplier_product.deleted',
        targetType: 'supplier_product',
        targetId: id,
        targetLabel: `${link.supplierCode} ${link.productSku}`,
        before: auditView(link),
        ip: who.ip,
      });
    });
  }

  /** Every unit cost the link has had, newest first, with who changed it. */
  async function costHistory(actor: Actor, id: string): Promise<{ items: CostHistoryEntry[] }> {
    return withRls(db, actor, async (tx) => {
      await oneIn(tx, id);
      const rows = await tx
        .select()
        .from(supplierProductCosts)
        .where(eq(supplierProductCosts.supplierProductId, id))
        .orderBy(desc(supplierProductCosts.createdAt), desc(supplierProductCosts.id));
      // Profiles are private to their owner under RLS; the history names head-office staff anyway.
      const names = await profileNames(
        tx,
        rows.map((r) => r.changedBy),
      );
      return {
        items: rows.map((r) => ({
          id: r.id,
          unitCostCentavos: r.unitCostCentavos,
          previousCostCentavos: r.previousCostCentavos,
          changedByName: r.changedBy ? (names.get(r.changedBy) ?? null) : null,
          note: r.note,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    });
  }

  return { list, create, update, remove, costHistory };
}
export type SupplierProductsService = ReturnType<typeof createSupplierProductsService>;
