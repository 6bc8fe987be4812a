import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { AppError } from './app-error';
import iconv from 'iconv-lite';
import {
  SPREADSHEET_LIMITS,
  csvLines,
  importSpreadsheet,
  readSpreadsheet,
  toCsv,
  toXlsx,
  withImportSlot,
  type ExportColumn,
} from './spreadsheet';
import { XLSX_LIMITS } from './spreadsheet-zip';
import { manyRowXlsx, sharedStringBomb, sheetXml, workbookParts, zip } from '../test/spreadsheet-fixture';
import { SPREADSHEET_MESSAGES } from '../../shared/spreadsheet.contracts';

/** The spreadsheet kit: fixtures are generated here (exceljs writes the XLSX ones). */

const ZLine = z.object({
  sku: z.string().regex(/^[A-Z0-9-]+$/, 'Use capital letters, digits and dashes.'),
  quantity: z.coerce.number().int('Enter a whole number.').min(1, 'Enter at least 1.'),
  note: z.string().max(20).optional(),
});

async function xlsx(rows: ExcelJS.CellValue[][], sheetName = 'Orders'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName);
  rows.forEach((r, i) => {
    if (r.length) ws.getRow(i + 1).values = r;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function rejection(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('importing CSV', () => {
  it('checks every row, reports errors by line and field, skips blank lines and ignores a BOM', async () => {
    const csv = [
      '\ufeffSKU,Quantity,Note,Ignored',
      'SIO-001,3,first,x',
      '',
      'bad sku,0,',
      ',,,',
      'SIO-002,abc,"two',
      'lines"',
      'SIO-003, 7 ,"=SUM(A1)"',
    ].join('\r\n');
    const preview = await importSpreadsheet(Buffer.from(csv), ZLine);
    expect(preview.total).toBe(4);
    expect(preview.rows).toEqual([
      { line: 2, data: { sku: 'SIO-001', quantity: 3, note: 'first' } },
      { line: 8, data: { sku: 'SIO-003', quantity: 7, note: '=SUM(A1)' } },
    ]);
    expect(preview.errors).toEqual([
      { line: 4, field: 'sku', message: 'Use capital letters, digits and dashes.' },
      { line: 4, field: 'quantity', message: 'Enter at least 1.' },
      { line: 6, field: 'quantity', message: expect.any(String) },
    ]);
  });

  it('maps headers through explicit column labels', async () => {
    const csv = 'Item,How many\nSIO-9,2\n';
    const preview = await importSpreadsheet(Buffer.from(csv), ZLine, { columns: { Item: 'sku', 'How many': 'quantity' } });
    expect(preview).toEqual({
      rows: [{ line: 2, data: { sku: 'SIO-9', quantity: 2 } }],
      errors: [],
      total: 1,
      source: { format: 'csv', encoding: 'utf-8', separator: ',' },
    });
  });

  it('refuses a file with a missing or repeated column, an empty file and a binary file', async () => {
    expect((await rejection(importSpreadsheet(Buffer.from('SKU,Note\nA,b\n'), ZLine))).message).toBe(
      'Missing column: quantity. The file was read as CSV, UTF-8, comma-separated.',
    );
    expect((await rejection(importSpreadsheet(Buffer.from('SKU,Quantity,sku\nA,1,B\n'), ZLine))).message).toBe(
      'The column "sku" appears twice.',
    );
    expect((await rejection(importSpreadsheet(Buffer.from('\n\n'), ZLine))).message).toMatch(/empty/);
    expect((await rejection(importSpreadsheet(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), ZLine))).message).toMatch(
      /not a CSV or XLSX/,
    );
    expect((await rejection(importSpreadsheet(Buffer.from('SKU,Quantity\n"A,1\n'), ZLine))).message).toMatch(/could not be read/);
  });

  it('checks the columns of an object piped into a transform once for the file, not on every row', async () => {
    const ZConverted = ZLine.transform((r) => ({ ...r, units: r.quantity }));
    expect((await rejection(importSpreadsheet(Buffer.from('SKU,Note\nA,b\nB,c\n'), ZConverted))).message).toBe(
      'Missing column: quantity. The file was read as CSV, UTF-8, comma-separated.',
    );
    const mapped = { Item: 'sku', 'How many': 'quantity' };
    expect((await rejection(importSpreadsheet(Buffer.from('Item\nA\n'), ZConverted, { columns: mapped }))).message).toBe(
      'Missing column: How many. The file was read as CSV, UTF-8, comma-separated.',
    );
    const ok = await importSpreadsheet(Buffer.from('sku,QUANTITY\nA,2\n'), ZConverted);
    expect(ok.rows).toEqual([{ line: 2, data: { sku: 'A', quantity: 2, units: 2 } }]);
  });

  it('reads 5,000 rows, and refuses more than the row limit or more than 5 MB', async () => {
    const lines = (n: number) => ['sku,quantity', ...Array.from({ length: n }, (_, i) => `SKU-${i},${(i % 9) + 1}`)].join('\n');
    const big = await importSpreadsheet(Buffer.from(lines(5_000)), ZLine);
    expect(big.total).toBe(5_000);
    expect(big.errors).toEqual([]);
    expect(big.rows[4_999]).toEqual({ line: 5_001, data: { sku: 'SKU-4999', quantity: 5 } });

    const tooMany = await rejection(importSpreadsheet(Buffer.from(lines(10_001)), ZLine));
    expect(tooMany).toMatchObject({ code: 'VALIDATION_ERROR', status: 422 });
    expect(tooMany.message).toBe('The file has more than 10,000 rows; at most 10,000 can be imported at once.');
    expect(await importSpreadsheet(Buffer.from(lines(10_000)), ZLine)).toMatchObject({ total: 10_000 });

    const tooLarge = await rejection(importSpreadsheet(Buffer.alloc(5_242_881, 'a'), ZLine));
    expect(tooLarge).toMatchObject({ code: 'VALIDATION_ERROR', status: 413 });
  });
});

describe('importing XLSX', () => {
  it('reads formulas as their values, dates, rich text and numbers as text, and skips blank rows', async () => {
    const ZDelivery = z.object({
      sku: z.string(),
      quantity: z.coerce.number().int().min(1),
      date: z.iso.date(),
      note: z.string().optional(),
    });
    const file = await xlsx([
      ['SKU', 'Quantity', 'Date', 'Note'],
      [
        'SIO-1',
        { formula: 'B4*2', result: 6 },
        new Date(Date.UTC(2026, 2, 1)),
        { richText: [{ text: 'rich ' }, { text: 'text', font: { bold: true } }] },
      ],
      [],
      [12345, 3, new Date(Date.UTC(2026, 2, 2)), { text: 'link', hyperlink: 'https://example.com' }],
      ['SIO-3', -1, 'not a date', null],
    ]);
    const preview = await importSpreadsheet(file, ZDelivery);
    expect(preview.total).toBe(3);
    expect(preview.rows).toEqual([
      { line: 2, data: { sku: 'SIO-1', quantity: 6, date: '2026-03-01', note: 'rich text' } },
      { line: 4, data: { sku: '12345', quantity: 3, date: '2026-03-02', note: 'link' } },
    ]);
    expect(preview.errors.map((e) => [e.line, e.field])).toEqual([
      [5, 'quantity'],
      [5, 'date'],
    ]);
  });

  it('reads a named sheet, 5,000 rows, and refuses a broken workbook', async () => {
    const rows: ExcelJS.CellValue[][] = [['sku', 'quantity'], ...Array.from({ length: 5_000 }, (_, i) => [`SKU-${i}`, i + 1])];
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Cover').getCell('A1').value = 'Read me';
    wb.addWorksheet('Data').addRows(rows);
    const preview = await importSpreadsheet(Buffer.from(await wb.xlsx.writeBuffer()), ZLine, { sheet: 'Data' });
    expect(preview.total).toBe(5_000);
    expect(preview.errors).toEqual([]);
    expect(preview.rows[0]).toEqual({ line: 2, data: { sku: 'SKU-0', quantity: 1 } });
    expect((await rejection(importSpreadsheet(Buffer.from(await wb.xlsx.writeBuffer()), ZLine, { sheet: 'Nope' }))).message).toMatch(
      /no worksheet "Nope"/,
    );
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('garbage')]);
    expect((await rejection(importSpreadsheet(broken, ZLine))).message).toBe('The XLSX file could not be read.');
  });
});

describe('encodings and separators (issue 32)', () => {
  const ZNamed = z.object({ sku: z.string(), name: z.string() });
  const text = 'SKU,Name\nSIO-1,Piñas café\n';

  it('reads UTF-8 with and without a BOM, and Windows-1252 when the bytes are not UTF-8', async () => {
    for (const bytes of [Buffer.from(text), Buffer.from(`\ufeff${text}`)]) {
      const p = await importSpreadsheet(bytes, ZNamed);
      expect(p.rows[0].data.name).toBe('Piñas café');
      expect(p.source).toEqual({ format: 'csv', encoding: 'utf-8', separator: ',' });
    }
    const cp1252 = iconv.encode('SKU,Name\nSIO-1,Piñas café – “best”\n', 'windows-1252');
    expect(cp1252.includes(Buffer.from('ñ'))).toBe(false); // really not UTF-8
    const p = await importSpreadsheet(cp1252, ZNamed);
    expect(p.rows[0].data.name).toBe('Piñas café – “best”');
    expect(p.source.encoding).toBe('windows-1252');
  });

  it('reads UTF-16 LE and BE (Excel "Unicode text": tab-separated, with a BOM), and UTF-16 LE without one', async () => {
    const tabbed = 'SKU\tName\r\nSIO-1\tPiñas café\r\n';
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(tabbed, 'utf-16le')]);
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(tabbed, 'utf-16be')]);
    for (const [bytes, encoding] of [
      [le, 'utf-16le'],
      [be, 'utf-16be'],
      [iconv.encode(tabbed, 'utf-16le'), 'utf-16le'],
    ] as const) {
      const p = await importSpreadsheet(bytes, ZNamed);
      expect(p.rows).toEqual([{ line: 2, data: { sku: 'SIO-1', name: 'Piñas café' } }]);
      expect(p.source).toEqual({ format: 'csv', encoding, separator: '\t' });
    }
  });

  it('detects semicolons and tabs from the header, keeping commas inside cells', async () => {
    const p = await importSpreadsheet(Buffer.from('SKU;Name\nSIO-1;Piñas, café\n'), ZNamed);
    expect(p.rows[0].data).toEqual({ sku: 'SIO-1', name: 'Piñas, café' });
    expect(p.source.separator).toBe(';');
    const q = await importSpreadsheet(Buffer.from('"SKU;x"\tName\nSIO-1\tA;B\n'), z.object({ skux: z.string(), name: z.string() }));
    expect(q.rows[0].data).toEqual({ skux: 'SIO-1', name: 'A;B' });
    // A separator the kit does not know shows up as one unknown column: the error says how the file was read.
    expect((await rejection(importSpreadsheet(Buffer.from('SKU|Name\nSIO-1|x\n'), ZNamed))).message).toBe(
      'None of the columns in the first row is one this import knows (sku, name). The file was read as CSV, UTF-8, comma-separated.',
    );
  });
});

describe('bounded reading (issue 32)', () => {
  it('refuses a million-row XLSX at the row limit in well under the time the whole file would take', async () => {
    const file = manyRowXlsx();
    expect(file.length).toBeLessThan(SPREADSHEET_LIMITS.maxBytes);
    const started = Date.now();
    const err = await rejection(readSpreadsheet(file));
    expect(err).toMatchObject({ status: 422, message: SPREADSHEET_MESSAGES.tooManyRows(10_000) });
    // Loading the whole workbook took 13.7 s on the probe's server; streaming stops after 10,002 rows.
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);

  it('refuses more rows than the limit from a CSV of a million lines without reading them all', async () => {
    const file = Buffer.from(`sku,quantity\n${'A,1\n'.repeat(1_000_000)}`);
    const err = await rejection(readSpreadsheet(file, { maxBytes: 10_000_000 }));
    expect(err.message).toBe(SPREADSHEET_MESSAGES.tooManyRows(10_000));
  });

  it('refuses a shared-string bomb by its declared size, and one that lies about its size once it inflates past it', async () => {
    const tooBig = SPREADSHEET_MESSAGES.unzipsTooLarge(XLSX_LIMITS.maxInflatedBytes / 1_048_576, XLSX_LIMITS.maxPartBytes / 1_048_576);
    const honest = await sharedStringBomb(300);
    expect(honest.length).toBeLessThan(400_000);
    expect((await rejection(readSpreadsheet(honest))).message).toBe(tooBig);
    const liar = await sharedStringBomb(300, 1_000);
    expect((await rejection(readSpreadsheet(liar))).message).toBe(tooBig);
    // A part inflating to less than it declares is a broken file, not a bomb.
    const short = zip(
      workbookParts(sheetXml([['sku'], ['A']])).map((p) => (p.name.endsWith('sheet1.xml') ? { ...p, declaredSize: 10_000 } : p)),
    );
    expect((await rejection(readSpreadsheet(short))).message).toBe(SPREADSHEET_MESSAGES.unreadableXlsx);
  }, 30_000);

  it('reads a hand-written workbook with its sheet before the shared strings (Excel’s order) and inline strings', async () => {
    const file = zip(workbookParts(sheetXml([['sku', 'quantity'], ['SIO-1', 2], [], ['SIO-2', 3]])));
    const p = await importSpreadsheet(file, ZLine);
    expect(p.rows).toEqual([
      { line: 2, data: { sku: 'SIO-1', quantity: 2 } },
      { line: 4, data: { sku: 'SIO-2', quantity: 3 } },
    ]);
  });

  it('holds at most the per-user and per-process number of imports at once; beyond, a 429 with Retry-After', async () => {
    const gates: (() => void)[] = [];
    const hold = (user: string) => withImportSlot(user, () => new Promise<void>((resolve) => gates.push(resolve)));
    const running = [hold('a'), hold('a')];
    const mine = await rejection(hold('a'));
    expect(mine).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: SPREADSHEET_MESSAGES.userBusy, retryAfterSeconds: 5 });
    running.push(hold('b'), hold('c'));
    const server = await rejection(hold('d'));
    expect(server).toMatchObject({ status: 429, message: SPREADSHEET_MESSAGES.serverBusy });
    gates.forEach((open) => open());
    await Promise.all(running);
    // Slots are given back, also when the work fails.
    await expect(withImportSlot('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await Promise.all([1, 2].map((n) => withImportSlot('a', async () => n)))).toEqual([1, 2]);
  });
});

describe('exporting', () => {
  type Row = { sku: string; name: string; quantity: number; note: string | null };
  const columns: ExportColumn<Row>[] = [
    { header: 'SKU', value: (r) => r.sku },
    { header: 'Name', value: (r) => r.name },
    { header: 'Quantity', value: (r) => r.quantity },
    { header: 'Note', value: (r) => r.note },
  ];
  const data: Row[] = [
    { sku: 'SIO-1', name: 'Siomai, pork "special"', quantity: 3, note: '=HYPERLINK("http://evil","x")' },
    { sku: 'SIO-2', name: 'Piña juice', quantity: 1, note: null },
  ];

  it('writes CSV with a BOM and formulas defused, and it reads back', async () => {
    const csv = toCsv(columns, data);
    expect(csv).toBe(
      '\ufeffSKU,Name,Quantity,Note\n' +
        'SIO-1,"Siomai, pork ""special""",3,"\'=HYPERLINK(""http://evil"",""x"")"\n' +
        'SIO-2,Piña juice,1,\n',
    );
    const chunks: string[] = [];
    for await (const c of csvLines(columns, data, { bom: false })) chunks.push(c);
    expect(chunks.join('')).toBe(csv.slice(1));
    const back = await importSpreadsheet(
      Buffer.from(csv),
      z.object({ sku: z.string(), name: z.string(), quantity: z.coerce.number(), note: z.string().optional() }),
    );
    expect(back.rows.map((r) => r.data)).toEqual([
      { sku: 'SIO-1', name: 'Siomai, pork "special"', quantity: 3, note: `'=HYPERLINK("http://evil","x")` },
      { sku: 'SIO-2', name: 'Piña juice', quantity: 1 },
    ]);
  });

  it('writes XLSX with a bold header and text cells that are never formulas, and it reads back', async () => {
    const file = await toXlsx(columns, data, { sheetName: 'Stock: March' });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.name).toBe('Stock  March');
    expect(ws.getRow(1).font?.bold).toBe(true);
    expect(ws.getCell('D2').type).toBe(ExcelJS.ValueType.String);
    expect(ws.getCell('D2').value).toBe('=HYPERLINK("http://evil","x")');
    expect(ws.getCell('C2').value).toBe(3);
    const back = await importSpreadsheet(file, z.object({ sku: z.string(), quantity: z.coerce.number() }));
    expect(back).toEqual({
      rows: [
        { line: 2, data: { sku: 'SIO-1', quantity: 3 } },
        { line: 3, data: { sku: 'SIO-2', quantity: 1 } },
      ],
      errors: [],
      total: 2,
      source: { format: 'xlsx', encoding: null, separator: null },
    });
  });
});
