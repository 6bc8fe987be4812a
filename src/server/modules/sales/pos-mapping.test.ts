import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee } from '../../test/ordering-fixture';
import { multipart } from '../../test/image-fixture';
import { attemptAs } from '../../test/rls-attempt';
import { auditLog, dailySales, posColumnMappings } from '../../db/schema';
import { POS_MAPPING_MESSAGES, posDateToIso, type PosFileColumns, type PosMapping } from '../../../shared/pos-mapping.contracts';
import type { SalesImportPreview, SalesImportResult } from '../../../shared/sales.contracts';
import { addCalendarDays, manilaToday } from '../../../shared/time';

/**
 * Issue 36, "without a POS API": a franchisee maps the columns of their POS export once per location; every file
 * after imports through the same preview and per-row errors as the template. Only the owner maps and imports.
 */
let t: TestApp;
type Franchisee = Awaited<ReturnType<typeof makeFranchisee>>;
let maria: Franchisee;
let other: Franchisee;
let hq: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  const brand = await makeBrand(t, 'POS exports');
  maria = await makeFranchisee(t, brand.id);
  other = await makeFranchisee(t, brand.id);
  hq = await signUp(t, { role: 'franchisor' });
});
afterAll(async () => t?.close());

/** "12/03/2026"-style dates (month first) of `n` days ago. */
const us = (n: number) => {
  const [y, m, d] = addCalendarDays(manilaToday(), -n).split('-');
  return `${m}/${d}/${y}`;
};
const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { message: string; details?: { fieldErrors?: Record<string, string[]> } } }).error;

function upload(path: string, who: { cookie: string }, locationId: string, content: string) {
  const body = multipart('z-report-export.csv', Buffer.from(content), 'text/csv');
  return t.app.inject({
    method: 'POST',
    url: `${path}${path.includes('?') ? '&' : '?'}locationId=${locationId}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie, origin: TEST_ORIGIN },
  });
}

/** A POS export with its own headers, an extra column and a date-and-time cell. */
const EXPORT = [
  'Store,Business Date,Gross Amt,Disc,Txn Count,Cash Tender,Card Tender,E-Wallet',
  `MAIN,${us(3)} 23:59,"12,500.00",500,84,8000,2000,2000`,
  `MAIN,${us(2)},9800.50,0,61,9800.50,0,0`,
  `MAIN,13/45/2026,1000,0,5,1000,0,0`,
  `MAIN,${us(1)},abc,0,5,0,0,0`,
].join('\n');
const MAPPING = {
  columns: {
    salesDate: 'Business Date',
    gross: 'Gross Amt',
    discounts: 'Disc',
    transactions: 'Txn Count',
    cash: 'Cash Tender',
    card: 'Card Tender',
    digital: 'E-Wallet',
  },
  dateFormat: 'MM/DD/YYYY',
};

describe('POS export column mapping', () => {
  it('reads an export’s headers, saves the mapping (audited), then previews and imports with it', async () => {
    const m = api(t, maria.cookie);
    const first = await m.get(`/api/sales/pos-mapping?locationId=${maria.location.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mapping: null });
    // Before a mapping exists, a POS-layout preview is refused with what to do.
    const early = await upload('/api/sales/import/preview?layout=pos', maria, maria.location.id, EXPORT);
    expect(early.statusCode).toBe(422);
    expect(errorOf(early).message).toBe(POS_MAPPING_MESSAGES.noMapping);

    const cols = await upload('/api/sales/import/columns', maria, maria.location.id, EXPORT);
    expect(cols.statusCode, cols.body).toBe(200);
    const read = cols.json() as PosFileColumns;
    expect(read.headers).toEqual(['Store', 'Business Date', 'Gross Amt', 'Disc', 'Txn Count', 'Cash Tender', 'Card Tender', 'E-Wallet']);
    expect(read.sample[0].slice(0, 3)).toEqual(['MAIN', `${us(3)} 23:59`, '12,500.00']);
    expect(read.total).toBe(4);

    const saved = await m.put(`/api/sales/pos-mapping?locationId=${maria.location.id}`, MAPPING);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json() as PosMapping).toMatchObject({ locationId: maria.location.id, columns: MAPPING.columns, dateFormat: 'MM/DD/YYYY' });
    expect((await m.get(`/api/sales/pos-mapping?locationId=${maria.location.id}`)).json().mapping.columns).toEqual(MAPPING.columns);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sales.pos_mapping_saved'), eq(auditLog.targetId, maria.location.id)));
    expect(entry.after).toMatchObject({ dateFormat: 'MM/DD/YYYY' });

    const pre = await upload('/api/sales/import/preview?layout=pos', maria, maria.location.id, EXPORT);
    expect(pre.statusCode, pre.body).toBe(200);
    const p = pre.json() as SalesImportPreview;
    expect(p).toMatchObject({ total: 4, valid: 2, invalid: 2 });
    expect(p.rows[0]).toMatchObject({
      line: 2,
      salesDate: addCalendarDays(manilaToday(), -3),
      grossCentavos: 1_250_000,
      netCentavos: 1_200_000,
    });
    expect(p.rows[2].errors.map((e) => e.field)).toEqual(['salesDate']);
    expect(p.rows[3].errors.map((e) => e.field)).toEqual(['gross']);
    // Nothing stored by the preview.
    expect(await t.db.select().from(dailySales).where(eq(dailySales.locationId, maria.location.id))).toEqual([]);

    const done = await upload('/api/sales/import?layout=pos', maria, maria.location.id, EXPORT);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json() as SalesImportResult).toEqual({ total: 4, imported: 2, skipped: 2 });
    const days = await t.db.select().from(dailySales).where(eq(dailySales.locationId, maria.location.id));
    const day = days.find((d) => d.salesDate === addCalendarDays(manilaToday(), -3))!;
    expect(day).toMatchObject({
      grossCentavos: 1_250_000,
      discountsCentavos: 50_000,
      netCentavos: 1_200_000,
      transactions: 84,
      cashCentavos: 800_000,
      cardCentavos: 200_000,
      digitalCentavos: 200_000,
      status: 'submitted',
      source: 'import',
    });
    // The same file again: every day is already reported, per row.
    const again = (await upload('/api/sales/import/preview?layout=pos', maria, maria.location.id, EXPORT)).json() as SalesImportPreview;
    expect(again.valid).toBe(0);
  });

  it('refuses a mapping without the date or gross column, or with one column twice; an export missing a mapped column', async () => {
    const m = api(t, other.cookie);
    const url = `/api/sales/pos-mapping?locationId=${other.location.id}`;
    const noDate = await m.put(url, { columns: { salesDate: ' ', gross: 'Gross' }, dateFormat: 'YYYY-MM-DD' });
    expect(noDate.statusCode).toBe(422);
    expect(errorOf(noDate).details?.fieldErrors?.['columns.salesDate']).toEqual([POS_MAPPING_MESSAGES.dateColumnRequired]);
    const twice = await m.put(url, { columns: { salesDate: 'Day', gross: 'Amount', cash: 'amount' }, dateFormat: 'YYYY-MM-DD' });
    expect(twice.statusCode).toBe(422);
    expect(errorOf(twice).details?.fieldErrors?.['columns.cash']).toEqual([POS_MAPPING_MESSAGES.columnTwice('amount')]);
    expect(await t.db.select().from(posColumnMappings).where(eq(posColumnMappings.locationId, other.location.id))).toEqual([]);

    expect((await m.put(url, { columns: { salesDate: 'Day', gross: 'Amount' }, dateFormat: 'DD/MM/YYYY' })).statusCode).toBe(200);
    const missing = await upload('/api/sales/import/preview?layout=pos', other, other.location.id, 'Day,Total\n01/12/2026,100\n');
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing).message).toContain('Missing column: Amount.');
    // Day first: 01/12 is the 1st of December.
    const [d, mo] = [String(Number(manilaToday().slice(8, 10))), manilaToday().slice(5, 7)];
    const ok = (
      await upload(
        '/api/sales/import/preview?layout=pos',
        other,
        other.location.id,
        `Day,Amount\n${d}/${mo}/${manilaToday().slice(0, 4)},100\n`,
      )
    ).json() as SalesImportPreview;
    expect(ok.rows[0].salesDate).toBe(manilaToday());
  });

  it('only the location’s owner reads, saves or imports with its mapping; row-level security agrees', async () => {
    const url = `/api/sales/pos-mapping?locationId=${maria.location.id}`;
    // Another franchisee: not found, and the mapping is unchanged.
    expect((await api(t, other.cookie).get(url)).statusCode).toBe(404);
    expect((await api(t, other.cookie).put(url, MAPPING)).statusCode).toBe(404);
    expect((await upload('/api/sales/import/columns', other, maria.location.id, EXPORT)).statusCode).toBe(404);
    expect((await upload('/api/sales/import?layout=pos', other, maria.location.id, EXPORT)).statusCode).toBe(404);
    // Head office does not report sales.
    expect((await api(t, hq.cookie).put(url, MAPPING)).statusCode).toBe(403);
    expect((await api(t, hq.cookie).get(url)).statusCode).toBe(403);
    // Signed out.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    const asOther = { userId: other.userId, role: 'franchisee' as const };
    expect(await attemptAs(t.db, asOther, sql`select location_id from pos_column_mappings where location_id = ${maria.location.id}`)).toBe(
      0,
    );
    expect(
      await attemptAs(
        t.db,
        asOther,
        sql`update pos_column_mappings set date_format = 'DD/MM/YYYY' where location_id = ${maria.location.id} returning location_id`,
      ),
    ).toBe(0);
    const [still] = await t.db.select().from(posColumnMappings).where(eq(posColumnMappings.locationId, maria.location.id));
    expect(still.dateFormat).toBe('MM/DD/YYYY');
  });
});

describe('posDateToIso', () => {
  it('reads each format, drops a time, and hands back what it cannot read', () => {
    expect(posDateToIso('12/03/2026', 'MM/DD/YYYY')).toBe('2026-12-03');
    expect(posDateToIso('3/12/2026 08:15', 'DD/MM/YYYY')).toBe('2026-12-03');
    expect(posDateToIso('2026-12-03T23:59:00', 'DD/MM/YYYY')).toBe('2026-12-03');
    expect(posDateToIso('12/03/26', 'MM/DD/YYYY')).toBe('12/03/26');
    expect(posDateToIso('Dec 3', 'MM/DD/YYYY')).toBe('Dec 3');
    expect(posDateToIso(undefined, 'YYYY-MM-DD')).toBeUndefined();
  });
});
