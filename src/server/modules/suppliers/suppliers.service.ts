import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchaseOrders, supplierContracts, supplierProducts, suppliers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { changedFields } from '../../lib/changed-fields';
import { databaseErrorCode } from '../../lib/db-error';
import { withRls, type Actor, type Tx } from '../../lib/rls';
import { containsPattern } from '../../lib/sql-like';
import type { AuditService } from '../audit/audit.service';
import type { Who } from '../network/locations.service';
import { pesosToCentavos } from '../../../shared/money';
import {
  SUPPLIER_MESSAGES,
  type Supplier,
  type SupplierList,
  type SupplierOption,
  type ZSupplierInput,
  type ZSupplierOptionsQuery,
  type ZSupplierQuery,
  type ZSupplierUpdate,
} from '../../../shared/suppliers.contracts';

type Input = ReturnType<typeof ZSupplierInput.parse>;
type Update = ReturnType<typeof ZSupplierUpdate.parse>;
type Query = ReturnType<typeof ZSupplierQuery.parse>;
type OptionsQuery = ReturnType<typeof ZSupplierOptionsQuery.parse>;
type Row = typeof suppliers.$inferSelect;
type Counts = Pick<Supplier, 'productCount' | 'activeContractCount' | 'openPurchaseOrderCount'>;

/** Purchase orders that are still owed by the supplier. */
const OPEN_PO_STATUSES = ['submitted', 'acknowledged', 'partially_received'] as const;
/** Contracts in force (expiring ones still are). */
const LIVE_CONTRACT_STATUSES = ['active', 'expiring'] as const;
const NO_COUNTS: Counts = { productCount: 0, activeContractCount: 0, openPurchaseOrderCount: 0 };

function toDto(s: Row, counts: Counts): Supplier {
  return {
    id: s.id,
    code: s.code,
    name: s.name,
    description: s.description,
    type: s.type,
    status: s.status,
    contactName: s.contactName,
    contactEmail: s.contactEmail,
    contactPhone: s.contactPhone,
    website: s.website,
    address: s.address,
    leadTimeDays: s.leadTimeDays,
    minimumOrderCentavos: s.minimumOrderCentavos,
    rating: s.rating === null ? null : Number(s.rating),
    onTimeRate: s.onTimeRate === null ? null : Number(s.onTimeRate),
    fillRate: s.fillRate === null ? null : Number(s.fillRate),
    ...counts,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** The fields an audit entry shows: what head office typed, not the derived figures or counts. */
function auditView(s: Supplier) {
  const {
    id: _i,
    rating: _r,
    onTimeRate: _o,
    fillRate: _f,
    productCount: _p,
    activeContractCount: _a,
    openPurchaseOrderCount: _po,
    createdAt: _c,
    updatedAt: _u,
    ...rest
  } = s;
  return rest;
}

const SORTS: Record<Query['sort'], SQL[]> = {
  name_asc: [asc(suppliers.name), asc(suppliers.id)],
  name_desc: [desc(suppliers.name), desc(suppliers.id)],
  code_asc: [asc(suppliers.code), asc(suppliers.id)],
  rating_desc: [sql`${suppliers.rating} desc nulls last`, asc(suppliers.name), asc(suppliers.id)],
  on_time_desc: [sql`${suppliers.onTimeRate} desc nulls last`, asc(suppliers.name), asc(suppliers.id)],
  newest: [desc(suppliers.createdAt), desc(suppliers.id)],
};

/** The row's columns from the form's fields (pesos to centavos); undefined fields are left out. */
function columnsOf(input: Partial<Input>): Partial<typeof suppliers.$inferInsert> {
  const { minimumOrderPesos, ...rest } = input;
  const set: Partial<typeof suppliers.$inferInsert> = {};
  for (const [k, v] of Object.entries(rest)) if (v !== undefined) (set as Record<string, unknown>)[k] = v;
  if (minimumOrderPesos !== undefined) set.minimumOrderCentavos = pesosToCentavos(minimumOrderPesos);
  return set;
}

/**
 * Head office's suppliers: list (search, filters, sorts, pages with totals), pickers, create and edit (audited).
 * The rating, on-time and fill rates are derived by purchasing (decision 009) and never written here.
 */
export function createSuppliersService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  /** Product links, live contracts and open purchase orders of the given suppliers only: one grouped query each. */
  async function countsFor(tx: Tx, ids: string[]): Promise<Map<string, Counts>> {
    const out = new Map<string, Counts>(ids.map((id) => [id, { ...NO_COUNTS }]));
    if (ids.length === 0) return out;
    // One after another: a transaction runs one statement at a time anyway.
    const products = await tx
      .select({ id: supplierProducts.supplierId, n: count() })
      .from(supplierProducts)
      .where(inArray(supplierProducts.supplierId, ids))
      .groupBy(supplierProducts.supplierId);
    const contracts = await tx
      .select({ id: supplierContracts.supplierId, n: count() })
      .from(supplierContracts)
      .where(and(inArray(supplierContracts.supplierId, ids), inArray(supplierContracts.status, [...LIVE_CONTRACT_STATUSES])))
      .groupBy(supplierContracts.supplierId);
    const orders = await tx
      .select({ id: purchaseOrders.supplierId, n: count() })
      .from(purchaseOrders)
      .where(and(inArray(purchaseOrders.supplierId, ids), inArray(purchaseOrders.status, [...OPEN_PO_STATUSES])))
      .groupBy(purchaseOrders.supplierId);
    for (const r of products) out.get(r.id)!.productCount = Number(r.n);
    for (const r of contracts) out.get(r.id)!.activeContractCount = Number(r.n);
    for (const r of orders) out.get(r.id)!.openPurchaseOrderCount = Number(r.n);
    return out;
  }

  async function oneIn(tx: Tx, id: string): Promise<Supplier> {
    const [row] = await tx.select().from(suppliers).where(eq(suppliers.id, id));
    if (!row) throw AppError.notFound(SUPPLIER_MESSAGES.notFound);
    return toDto(row, (await countsFor(tx, [id])).get(id)!);
  }

  function duplicateCode(err: unknown): never {
    if (databaseErrorCode(err) === '23505') {
      throw AppError.of('DUPLICATE_RESOURCE', SUPPLIER_MESSAGES.duplicate, { fieldErrors: { code: [SUPPLIER_MESSAGES.duplicate] } });
    }
    throw err;
  }

  async function list(actor: Actor, q: Query): Promise<SupplierList> {
    return withRls(db, actor, async (tx) => {
      const f: (SQL | undefined)[] = [];
      if (q.search) {
        const p = containsPattern(q.search);
        f.push(or(ilike(suppliers.name, p), ilike(suppliers.code, p), ilike(suppliers.contactName, p)));
      }
      if (q.status) f.push(eq(suppliers.status, q.status));
      if (q.type) f.push(eq(suppliers.type, q.type));
      const where = and(...f);
      const rows = await tx
        .select()
        .from(suppliers)
        .where(where)
        .orderBy(...SORTS[q.sort])
        .limit(q.limit)
        .offset(q.offset);
      const [{ total }] = await tx.select({ total: count() }).from(suppliers).where(where);
      const counts = await countsFor(
        tx,
        rows.map((r) => r.id),
      );
      return { items: rows.map((r) => toDto(r, counts.get(r.id)!)), total: Number(total) };
    });
  }

  async function options(actor: Actor, q: OptionsQuery): Promise<{ items: SupplierOption[] }> {
    return withRls(db, actor, async (tx) => {
      const f: (SQL | undefined)[] = [];
      if (q.search) {
        const p = containsPattern(q.search);
        f.push(or(ilike(suppliers.name, p), ilike(suppliers.code, p)));
      }
      if (q.activeOnly) f.push(eq(suppliers.status, 'active'));
      const items = await tx
        .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name, status: suppliers.status })
        .from(suppliers)
        .where(and(...f))
        .orderBy(asc(suppliers.name), asc(suppliers.id))
        .limit(50);
      if (!q.include || items.some((s) => s.id === q.include)) return { items };
      const included = await tx
        .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name, status: suppliers.status })
        .from(suppliers)
        .where(eq(suppliers.id, q.include));
      return { items: [...included, ...items] };
    });
  }

  function get(actor: Actor, id: string): Promise<Supplier> {
    return withRls(db, actor, (tx) => oneIn(tx, id));
  }

  async function create(who: Who, input: Input): Promise<Supplier> {
    return withRls(db, who.actor, async (tx) => {
      const [row] = await tx
        .insert(suppliers)
        .values({ ...(columnsOf(input) as typeof suppliers.$inferInsert), createdBy: who.actor.userId })
        .returning()
        .catch(duplicateCode);
      const supplier = toDto(row, NO_COUNTS);
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'supplier.created',
        targetType: 'supplier',
        targetId: row.id,
        targetLabel: `${row.code} ${row.name}`,
        after: auditView(supplier),
        ip: who.ip,
      });
      return supplier;
    });
  }

  /** Edits a supplier; deactivating is `status: 'inactive'`. */
  async function update(who: Who, id: string, patch: Update): Promise<Supplier> {
    return withRls(db, who.actor, async (tx) => {
      const [locked] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, id)).for('update');
      if (!locked) throw AppError.notFound(SUPPLIER_MESSAGES.notFound);
      const before = await oneIn(tx, id);
      const set = columnsOf(patch);
      if (Object.keys(set).length) {
        await tx
          .update(suppliers)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(suppliers.id, id))
          .catch(duplicateCode);
      }
      const after = await oneIn(tx, id);
      const diff = changedFields(auditView(before), auditView(after));
      if (Object.keys(diff.after).length) {
        await audit.record(tx, {
          actorId: who.actor.userId,
          action: 'supplier.updated',
          targetType: 'supplier',
          targetId: id,
          targetLabel: `${after.code} ${after.name}`,
          ...diff,
          ip: who.ip,
        });
      }
      return after;
    });
  }

  return { list, options, get, create, update };
}
export type SuppliersService = ReturnType<typeof createSuppliersService>;
