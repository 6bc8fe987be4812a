import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { Tx } from '../../lib/rls';

type Conn = Tx | Db;

/**
 * The number of a real invoice: INV-<issue day, Manila>-<next value of invoice_number_seq, six digits>. One sequence
 * for order and royalty invoices, and the demo seed numbers its invoices with it too, so the series has no gaps.
 */
export function invoiceNumberOf(issuedOn: string, seq: string | number): string {
  return `INV-${issuedOn.replace(/-/g, '')}-${String(seq).padStart(6, '0')}`;
}

/** The next number of the series for an invoice issued on `issuedOn` (YYYY-MM-DD); the seed issues invoices in the past. */
export async function nextInvoiceNumber(tx: Conn, issuedOn: string): Promise<{ invoiceNumber: string; seq: string }> {
  const [{ seq }] = rowsOf<{ seq: string }>(await tx.execute(sql`select nextval('invoice_number_seq')::text as seq`));
  return { invoiceNumber: invoiceNumberOf(issuedOn, seq), seq };
}
