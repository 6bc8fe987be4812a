import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { AppError } from './app-error';
import { csvRow } from './csv';

/**
 * The spreadsheet kit: import CSV and XLSX into rows checked one by one against a zod schema (a preview with
 * per-row errors), and export rows as CSV or XLSX. Every module that reads or writes spreadsheets uses this.
 *
 * Import rules: the first non-blank row is the header; blank rows are skipped; every cell reaches the schema as a
 * trimmed string, or `undefined` when blank, the same for CSV and XLSX (use z.coerce / transforms for numbers);
 * XLSX formulas are read as their saved values, dates as `YYYY-MM-DD` (or `YYYY-MM-DDTHH:mm:ss`); a UTF-8 BOM is
 * ignored. `line` is the row number the user sees in their spreadsheet (the header is line 1 when it is first).
 */

export const SPREADSHEET_LIMITS = { maxBytes: 5_242_880, maxRows: 10_000 } as const;
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SpreadsheetFormat = 'csv' | 'xlsx';

export interface ImportRowError {
  line: number;
  /** The schema field (or the column header when it maps to no field); '' for a problem with the whole row. */
  field: string;
  message: string;
}

export interface ImportPreview<T> {
  rows: { line: number; data: T }[];
  errors: ImportRowError[];
  /** Data rows read (valid and invalid), blank rows not counted. */
  total: number;
}

export interface ImportOptions {
  /** Detected from the content when omitted (XLSX is a zip file). */
  format?: SpreadsheetFormat;
  /** Header text → schema field. Without it, headers match fields ignoring case, spaces and punctuation. */
  columns?: Record<string, string>;
  /** XLSX: the worksheet's name or 1-based index; the first by default. */
  sheet?: string | number;
  maxRows?: number;
  maxBytes?: number;
}

interface RawRow {
  line: number;
  cells: string[];
}

const normalise = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export function detectFormat(input: Uint8Array): SpreadsheetFormat {
  return input[0] === 0x50 && input[1] === 0x4b && input[2] === 0x03 && input[3] === 0x04 ? 'xlsx' : 'csv';
}

function readCsv(input: Buffer): RawRow[] {
  if (input.includes(0)) throw AppError.validation('This file is not a CSV or XLSX spreadsheet.');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // CRLF → LF first: csv-parse counts a CRLF inside a quoted cell as two lines, which would shift every later line.
    const text = input.toString('utf8').replace(/\r\n/g, '\n');
    records = parseCsv(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof records;
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw AppError.validation(`The CSV file could not be read${line ? ` (line ${line})` : ''}: ${(err as Error).message}`);
  }
  return records.map(({ record, info }) => {
    // info.lines is the record's last line; a quoted cell may span lines.
    const inner = record.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0);
    return { line: info.lines - inner, cells: record.map((c) => c.trim()) };
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
function dateText(d: Date): string {
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  if (d.getUTCHours() === 0 && d.getUTCMinutes() === 0 && d.getUTCSeconds() === 0) return day;
  return `${day}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return dateText(v);
  if ('formula' in v || 'sharedFormula' in v) return cellText(v.result ?? null);
  if ('richText' in v) return v.richText.map((t) => t.text).join('');
  if ('hyperlink' in v) return String(v.text);
  if ('error' in v) return String(v.error);
  return '';
}

async function readXlsx(input: Buffer, sheet: string | number | undefined): Promise<RawRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(input as unknown as ArrayBuffer);
  } catch (err) {
    throw AppError.validation('The XLSX file could not be read.').withCause(err);
  }
  const ws = sheet === undefined ? workbook.worksheets[0] : workbook.getWorksheet(sheet);
  if (!ws)
    throw AppError.validation(sheet === undefined ? 'The XLSX file has no worksheet.' : `The XLSX file has no worksheet "${sheet}".`);
  const rows: RawRow[] = [];
  ws.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    // row.values is 1-based (index 0 is empty).
    const values = row.values as ExcelJS.CellValue[];
    for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).trim());
    rows.push({ line: row.number, cells });
  });
  return rows;
}

/** Reads a CSV or XLSX file into the header and the non-blank rows after it, within the limits. */
export async function readSpreadsheet(input: Buffer, opts: Pick<ImportOptions, 'format' | 'sheet' | 'maxRows' | 'maxBytes'> = {}) {
  const maxBytes = opts.maxBytes ?? SPREADSHEET_LIMITS.maxBytes;
  const maxRows = opts.maxRows ?? SPREADSHEET_LIMITS.maxRows;
  if (input.length > maxBytes)
    throw new AppError('VALIDATION_ERROR', 413, `The file is larger than ${(maxBytes / 1_048_576).toFixed(0)} MB.`);
  const format = opts.format ?? detectFormat(input);
  const all = (format === 'xlsx' ? await readXlsx(input, opts.sheet) : readCsv(input)).filter((r) => r.cells.some((c) => c !== ''));
  if (all.length === 0) throw AppError.validation('The file is empty: the first row must name the columns.');
  const [header, ...rows] = all;
  if (rows.length > maxRows)
    throw AppError.validation(
      `The file has ${rows.length.toLocaleString('en-PH')} rows; at most ${maxRows.toLocaleString('en-PH')} can be imported at once.`,
    );
  return { format, header, rows };
}

/** Which field each column feeds (null: ignored), checked against the schema's fields when it is an object. */
function mapColumns(header: RawRow, schema: z.ZodType, columns: Record<string, string> | undefined): (string | null)[] {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : null;
  const byNormal = new Map(Object.keys(shape ?? {}).map((k) => [normalise(k), k]));
  const fields = header.cells.map((h) => {
    if (h === '') return null;
    if (columns) return columns[h] ?? Object.entries(columns).find(([label]) => normalise(label) === normalise(h))?.[1] ?? null;
    if (!shape) return h;
    return byNormal.get(normalise(h)) ?? null;
  });
  const seen = new Set<string>();
  for (const [i, f] of fields.entries()) {
    if (!f) continue;
    if (seen.has(f)) throw AppError.validation(`The column "${header.cells[i]}" appears twice.`);
    seen.add(f);
  }
  if (shape) {
    const missing = Object.entries(shape)
      .filter(([key, field]) => !seen.has(key) && !field.safeParse(undefined).success)
      .map(([key]) => (columns ? (Object.entries(columns).find(([, f]) => f === key)?.[0] ?? key) : key));
    if (missing.length) throw AppError.validation(`Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`);
  }
  return fields;
}

/**
 * Reads a CSV or XLSX upload and checks every row against `schema`: valid rows come back with their parsed
 * data, invalid ones as one error per field, each with its line number, so the caller can show a preview.
 * Whole-file problems (too large, too many rows, unreadable, missing or repeated columns) throw a 4xx AppError.
 */
export async function importSpreadsheet<S extends z.ZodType>(
  input: Buffer,
  schema: S,
  opts: ImportOptions = {},
): Promise<ImportPreview<z.output<S>>> {
  const { header, rows } = await readSpreadsheet(input, opts);
  const fields = mapColumns(header, schema, opts.columns);
  const preview: ImportPreview<z.output<S>> = { rows: [], errors: [], total: rows.length };
  for (const row of rows) {
    const record: Record<string, string | undefined> = {};
    fields.forEach((f, i) => {
      if (f) record[f] = row.cells[i] === '' || row.cells[i] === undefined ? undefined : row.cells[i];
    });
    const parsed = schema.safeParse(record);
    if (parsed.success) {
      preview.rows.push({ line: row.line, data: parsed.data });
      continue;
    }
    for (const issue of parsed.error.issues) {
      preview.errors.push({ line: row.line, field: issue.path.length ? String(issue.path[0]) : '', message: issue.message });
    }
  }
  return preview;
}

/** A spreadsheet export column: its header and how to read the cell from a row. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
  /** XLSX column width in characters. */
  width?: number;
}

/**
 * CSV lines, header first, one chunk per row, for a streamed download of a large export. Cells go through
 * csvCell (quoted when needed, formulas defused). `bom` (default true) lets Excel read UTF-8 (₱, ñ).
 */
export async function* csvLines<T>(
  columns: ExportColumn<T>[],
  rows: Iterable<T> | AsyncIterable<T>,
  opts: { bom?: boolean } = {},
): AsyncGenerator<string> {
  yield `${opts.bom === false ? '' : '\ufeff'}${csvRow(columns.map((c) => c.header))}`;
  for await (const row of rows) yield csvRow(columns.map((c) => c.value(row)));
}

/** The whole CSV as one string (small exports); see csvLines for streaming. */
export function toCsv<T>(columns: ExportColumn<T>[], rows: Iterable<T>, opts: { bom?: boolean } = {}): string {
  let out = `${opts.bom === false ? '' : '\ufeff'}${csvRow(columns.map((c) => c.header))}`;
  for (const row of rows) out += csvRow(columns.map((c) => c.value(row)));
  return out;
}

/**
 * An XLSX workbook with one sheet: a bold, frozen header row and the rows. Strings are written as text cells,
 * never as formulas, so a value like "=HYPERLINK(…)" is shown, not evaluated.
 */
export async function toXlsx<T>(
  columns: ExportColumn<T>[],
  rows: Iterable<T> | AsyncIterable<T>,
  opts: { sheetName?: string } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'FranchiseHub';
  const ws = workbook.addWorksheet((opts.sheetName ?? 'Sheet1').replace(/[\\/?*[\]:]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width ?? Math.max(10, c.header.length + 2) }));
  ws.getRow(1).font = { bold: true };
  for await (const row of rows) ws.addRow(columns.map((c) => c.value(row) ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
