import { and, eq, notInArray } from 'drizzle-orm';
import { locations, openingProjects, openingStarterLines, orders } from '../db/schema';
import { AppError } from './app-error';
import type { Tx } from './rls';
import { OPENING_MESSAGES } from '../../shared/openings.contracts';

/**
 * A store in status `opening` (decision 021) may place one order only: its package's starter inventory, exactly.
 * Checkout calls this with the cart's lines inside its transaction; other stores pass untouched. 409 otherwise.
 */
export async function assertOpeningOrder(tx: Tx, locationId: string, lines: { productId: string; quantity: number }[]): Promise<void> {
  const [loc] = await tx
    .select({ status: locations.status, brandId: locations.brandId })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!loc || loc.status !== 'opening') return;
  const [placed] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.locationId, locationId), notInArray(orders.status, ['rejected', 'cancelled'])));
  if (placed) throw AppError.of('DUPLICATE_RESOURCE', OPENING_MESSAGES.openingStarterPlaced);
  const [project] = await tx
    .select({ packageCode: openingProjects.packageCode })
    .from(openingProjects)
    .where(eq(openingProjects.locationId, locationId));
  const starter = project
    ? await tx
        .select({ productId: openingStarterLines.productId, quantity: openingStarterLines.quantity })
        .from(openingStarterLines)
        .where(and(eq(openingStarterLines.brandId, loc.brandId), eq(openingStarterLines.packageCode, project.packageCode)))
    : [];
  const want = new Map(starter.map((s) => [s.productId, s.quantity]));
  const same = starter.length > 0 && lines.length === want.size && lines.every((l) => want.get(l.productId) === l.quantity);
  if (!same) throw AppError.of('DUPLICATE_RESOURCE', OPENING_MESSAGES.openingOrderOnlyStarter);
}
