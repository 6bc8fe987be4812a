import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Tx } from '../../lib/rls';

/** ORD-YYYYMMDD-NNNNNN: Manila date of placement and the next value of the database sequence. */
export async function nextOrderNumber(tx: Tx): Promise<string> {
  const [row] = rowsOf<{ day: string; seq: string }>(
    await tx.execute(sql`select to_char(now() at time zone 'Asia/Manila', 'YYYYMMDD') as day, nextval('order_number_seq')::text as seq`),
  );
  return `ORD-${row.day}-${row.seq.padStart(6, '0')}`;
}
