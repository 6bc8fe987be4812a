import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Tx } from '../../lib/rls';
import { SANDBOX_CODE_PREFIX } from '../../../shared/network.contracts';

/** Locations the diagnostics suites create and remove (codes DIAG-…): their documents take sandbox numbers. */
export const SANDBOX_LOCATION_CODE = `${SANDBOX_CODE_PREFIX}%`;

/**
 * ORD-YYYYMMDD-NNNNNN: Manila date of placement and the next value of the database sequence. A diagnostics throwaway
 * location's order takes a sandbox number (DIAG-ORD-YYYYMMDD-<random>) instead, so a diagnostics run never uses up
 * a real number (issue 31: the series stays unbroken).
 */
export async function nextOrderNumber(tx: Tx, locationId?: string): Promise<string> {
  const [row] = rowsOf<{ day: string; seq: string | null }>(
    await tx.execute(sql`select to_char(now() at time zone 'Asia/Manila', 'YYYYMMDD') as day,
                                case when exists (select 1 from locations where id = ${locationId ?? null}::uuid and code like ${SANDBOX_LOCATION_CODE})
                                     then null else nextval('order_number_seq')::text end as seq`),
  );
  if (row.seq === null) return `DIAG-ORD-${row.day}-${randomBytes(4).toString('hex').toUpperCase()}`;
  return `ORD-${row.day}-${row.seq.padStart(6, '0')}`;
}
