import { suppliers, supplierProducts } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { makeBrand, makeProduct } from '../../test/ordering-fixture';

let seq = 0;
const uid = () => `${Date.now().toString(36)}${(seq += 1)}`.toUpperCase();

/** A supplier row written directly (the suppliers API is another module's; these tests are about purchasing). */
export async function insertSupplier(t: TestApp, overrides: Partial<typeof suppliers.$inferInsert> = {}) {
  const code = overrides.code ?? `SUP-${uid()}`;
  const [s] = await t.db
    .insert(suppliers)
    .values({
      code,
      name: `Supplier ${code}`,
      contactName: 'Rosa Santos',
      contactEmail: 'orders@supplier.example.com',
      leadTimeDays: 7,
      minimumOrderCentavos: 0,
      ...overrides,
    })
    .returning();
  return s;
}

export async function insertLink(
  t: TestApp,
  supplierId: string,
  productId: string,
  overrides: Partial<typeof supplierProducts.$inferInsert> = {},
) {
  const [l] = await t.db
    .insert(supplierProducts)
    .values({ supplierId, productId, supplierSku: `SSKU-${uid()}`, unitCostCentavos: 10_000, ...overrides })
    .returning();
  return l;
}

/** A catalogue product with warehouse stock (through the ledger) and a reorder level. */
export async function warehouseProduct(t: TestApp, opts: { stock?: number; reorderLevel?: number; name?: string } = {}) {
  const brand = await makeBrand(t);
  return makeProduct(t, { brandIds: [brand.id], stock: opts.stock ?? 100, reorderLevel: opts.reorderLevel ?? 5, name: opts.name });
}
