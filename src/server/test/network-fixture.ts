import { brands, locations } from '../db/schema';
import type { TestApp } from './harness';

/** Two brands and three locations owned by the given franchisees, for audience and ownership tests. */
export async function makeNetwork(t: TestApp, owners: { a: string; b: string; c: string }) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const [siomai] = await t.db
    .insert(brands)
    .values({ slug: `siomai-${suffix}`, name: `Siomai ${suffix}` })
    .returning();
  const [coffee] = await t.db
    .insert(brands)
    .values({ slug: `coffee-${suffix}`, name: `Coffee ${suffix}` })
    .returning();
  const loc = async (brandId: string, ownerId: string, code: string) =>
    (
      await t.db
        .insert(locations)
        .values({
          brandId,
          ownerId,
          code: `${code}-${suffix}`,
          name: `${code} ${suffix}`,
          addressLine: 'a',
          city: 'Makati',
          province: 'Metro Manila',
          status: 'open',
        })
        .returning()
    )[0];
  return {
    siomai,
    coffee,
    locA: await loc(siomai.id, owners.a, 'SA'),
    locB: await loc(siomai.id, owners.b, 'SB'),
    locC: await loc(coffee.id, owners.c, 'CC'),
  };
}
