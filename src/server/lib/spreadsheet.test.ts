import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { AppError } from './app-error';
import { csvLines, importSpreadsheet, toCsv, toXlsx, type ExportColumn } from './spreadsheet';

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
    expect(preview).toEqual({ rows: [{ line: 2, data: { sku: 'SIO-9', quantity: 2 } }], errors: [], total: 1 });
  });

  it('refuses a file with a missing or repeated column, an empty file and a binary file', async () => {
    expect((await rejection(importSpreadsheet(Buffer.from('SKU,Note\nA,b\n'), ZLine))).message).toBe('Missing column: quantity.');
    expect((await rejection(importSpreadsheet(Buffer.from('SKU,Quantity,sku\nA,1,B\n'), ZLine))).message).toBe(
      'The column "sku" appears twice.',
    );
    expect((await rejection(importSpreadsheet(Buffer.from('\n\n'), ZLine))).message).toMatch(/empty/);
    expect((await rejection(importSpreadsheet(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), ZLine))).message).toMatch(
      /not a CSV or XLSX/,
    );
    expect((await rejection(importSpreadsheet(Buffer.from('SKU,Quantity\n"A,1\n'), ZLine))).message).toMatch(/could not be read/);
  });

  it('reads 5,000 rows, and refuses more than the row limit or more than 5 MB', async () => {
    const lines = (n: number) => ['sku,quantity', ...Array.from({ length: n }, (_, i) => `SKU-${i},${(i % 9) + 1}`)].join('\n');
    const big = await importSpreadsheet(Buffer.from(lines(5_000)), ZLine);
    expect(big.total).toBe(5_000);
    expect(big.errors).toEqual([]);
    expect(big.rows[4_999]).toEqual({ line: 5_001, data: { sku: 'SKU-4999', quantity: 5 } });

    const tooMany = await rejection(importSpreadsheet(Buffer.from(lines(10_001)), ZLine));
    expect(tooMany).toMatchObject({ code: 'VALIDATION_ERROR', status: 422 });
    expect(tooMany.message).toMatch(/10,001 rows; at most 10,000/);
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
    });
  });
});
