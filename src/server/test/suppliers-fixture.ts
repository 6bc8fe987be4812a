import { suppliers, supplierProducts } from '../db/schema';
import type { TestApp } from './harness';
import { api, makeBrand, makeProduct } from './ordering-fixture';
import type { Supplier, SupplierInput, SupplierProduct, SupplierProductInput } from '../../shared/suppliers.contracts';

let seq = 0;
/** A supplier code no other test in the file has used (codes are unique, case-insensitively). */
export const supplierCode = (prefix = 'SUP') => `${prefix}-${Date.now().toString(36)}-${(seq += 1)}`.toUpperCase();

/** Creates a supplier through the API (as the caller, normally a franchisor) and returns its DTO. */
export async function makeSupplier(t: TestApp, cookie: string, overrides: Partial<SupplierInput> = {}): Promise<Supplier> {
  const code = overrides.code ?? supplierCode();
  const res = await api(t, cookie).post('/api/suppliers', {
    name: `Supplier ${code}`,
    code,
    contactName: 'Rosa Santos',
    contactEmail: 'orders@supplier.example.com',
    contactPhone: '+63 2 8123 4567',
    leadTimeDays: 7,
    minimumOrderPesos: 0,
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(`makeSupplier failed: ${res.statusCode} ${res.body}`);
  return res.json() as Supplier;
}

/** Links a catalogue product to a supplier through the API (defaults: SKU from the product id, ₱100 unit cost). */
export async function linkSupplierProduct(
  t: TestApp,
  cookie: string,
  input: Pick<SupplierProductInput, 'supplierId' | 'productId'> & Partial<SupplierProductInput>,
): Promise<SupplierProduct> {
  const res = await api(t, cookie).post('/api/suppliers/products', {
    supplierSku: `SSKU-${input.productId.slice(0, 8)}`,
    unitCostPesos: 100,
    ...input,
  });
  if (res.statusCode !== 201) throw new Error(`linkSupplierProduct failed: ${res.statusCode} ${res.body}`);
  return res.json() as SupplierProduct;
}

// Rows written directly, for tests about purchasing rather than the suppliers API.

/** A supplier row written directly (the suppliers API is another module's; these tests are about purchasing). */
export async function insertSupplier(t: TestApp, overrides: Partial<typeof suppliers.$inferInsert> = {}) {
  const code = overrides.code ?? supplierCode();
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
    .values({ supplierId, productId, supplierSku: supplierCode('SSKU'), unitCostCentavos: 10_000, ...overrides })
    .returning();
  return l;
}

/** A catalogue product with warehouse stock (through the ledger) and a reorder level. */
export async function warehouseProduct(t: TestApp, opts: { stock?: number; reorderLevel?: number; name?: string } = {}) {
  const brand = await makeBrand(t);
  return makeProduct(t, { brandIds: [brand.id], stock: opts.stock ?? 100, reorderLevel: opts.reorderLevel ?? 5, name: opts.name });
}
