import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { brands, categories, productBrands, products, warehouseStock } from '../schema';
import { openingLedger } from './seed';

/**
 * Adds `count` generated products (spread over every brand and category, with stock) for load and
 * benchmark runs: `npm run bench`, or scripts/seed-large.ts against a real database.
 */
export async function seedLargeCatalog(db: Db, count: number): Promise<void> {
  const brandRows = await db.select({ id: brands.id }).from(brands);
  const cats = await db.select({ id: categories.id }).from(categories);
  const words = ['Pork', 'Beef', 'Chicken', 'Shrimp', 'Lemon', 'Mango', 'Barako', 'Vanilla', 'Cheddar', 'Garlic', 'Chili', 'Sesame'];
  const kinds = ['Siomai', 'Sauce', 'Syrup', 'Beans', 'Patties', 'Buns', 'Cups', 'Lids', 'Boxes', 'Gloves', 'Rice', 'Oil'];
  const [existing] = await db.select({ id: products.id }).from(products).where(eq(products.sku, 'GEN-000001'));
  if (existing) return;
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
      const i = start + k;
      return {
        sku: `GEN-${String(i + 1).padStart(6, '0')}`,
        name: `${words[i % words.length]} ${kinds[Math.floor(i / words.length) % kinds.length]} ${i + 1}`,
        description: 'Generated for load testing.',
        categoryId: cats.length ? cats[i % cats.length].id : null,
        unit: 'pack',
        priceCentavos: 5_000 + ((i * 7919) % 300_000),
        minOrderQty: 1,
        maxOrderQty: 100,
      };
    });
    const rows = await db.insert(products).values(batch).returning({ id: products.id });
    await db.insert(productBrands).values(rows.map((r, k) => ({ productId: r.id, brandId: brandRows[(start + k) % brandRows.length].id })));
    await db
      .insert(warehouseStock)
      .values(rows.map((r, k) => ({ productId: r.id, onHand: (start + k) % 7 === 0 ? 0 : 50 + ((start + k) % 200), reorderLevel: 20 })));
  }
  await openingLedger(db);
}
