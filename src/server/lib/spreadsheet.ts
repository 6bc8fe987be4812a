import { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { AppError } from './app-error';
import { csvRow } from './csv';
import { checkedXlsxStream } from './spreadsheet-zip';
import { decodeText, detectSeparator, hasTextBom } from './spreadsheet-text';
import { SPREADSHEET_MESSAGES } from '../../shared/spreadsheet.contracts';
import { describeSpreadsheetSource, type SpreadsheetFormat, type SpreadsheetSource } from '../../shared/spreadsheet.contracts';

/**
 * The spreadsheet kit: import CSV and XLSX into rows checked one by one against a zod schema (a preview with
 * per-row errors), and export rows as CSV or XLSX. Every module that reads or writes spreadsheets uses this.
 *
 * Import rules: the first non-blank row is the header; blank rows are skipped; every cell reaches the schema as a
 * trimmed string, or `undefined` when blank, the same for CSV and XLSX (use z.coerce / transforms for numbers);
 * XLSX formulas are read as their saved values, dates as `YYYY-MM-DD` (or `YYYY-MM-DDTHH:mm:ss`). A CSV's encoding
 * (UTF-8, UTF-16 LE/BE by BOM or by its zero bytes, else Windows-1252) and separator (comma, semicolon or tab, from
 * the header line) are detected and reported as `source`. `line` is the row number the user sees in their
 * spreadsheet (the header is line 1 when it is first).
 *
 * Reading is bounded (issue 32): both formats are streamed and stop at the row limit + 1, so a million-row file
 * costs what 10,001 rows cost; an XLSX's zip is checked before any XML is parsed (spreadsheet-zip.ts). Callers
 * parse outside any database transaction and hold an import slot (importSlot) while they do.
 */

export { type SpreadsheetFormat, type SpreadsheetSource } from '../../shared/spreadsheet.contracts';

export const SPREADSHEET_LIMITS = {
  maxBytes: 5_242_880,
  maxRows: 10_000,
  /** Imports parsing at once for one user, and in this process; beyond either the caller gets a 429. */
  concurrentPerUser: 2,
  concurrentPerProcess: 4,
  /** The Retry-After of that 429: a bounded import takes about a second. */
  retryAfterSeconds: 5,
} as const;
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
  /** How the file was read: format, and a CSV's encoding and separator. */
  source: SpreadsheetSource;
}

export interface ImportOptions {
  /** Detected from the content when omitted (XLSX is a zip file). */
  format?: SpreadsheetFormat;
  /** Header text → schema field. Without it, headers match fields ignoring case, spaces and punctuation. */
  columns?: Record<string, string>;
  /**
   * Fields whose column must be in the file, for a schema the kit cannot read required fields from (one wrapped in
   * a preprocess); an object schema's required fields, and those of an object piped into a transform, are checked
   * without it.
   */
  requiredFields?: readonly string[];
  /** XLSX: the worksheet's name or 1-based index; the first by default. */
  sheet?: string | number;
  maxRows?: number;
  maxBytes?: number;
}

export interface RawRow {
  line: number;
  cells: string[];
}

/** A file read into rows: the header, the non-blank rows after it, and how it was read. */
export interface SpreadsheetRows {
  source: SpreadsheetSource;
  header: RawRow;
  rows: RawRow[];
}

const normalise = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export function detectFormat(input: Uint8Array): SpreadsheetFormat {
  return input[0] === 0x50 && input[1] === 0x4b && input[2] === 0x03 && input[3] === 0x04 ? 'xlsx' : 'csv';
}

/** True when the bytes may be a spreadsheet by content: an XLSX (zip), or text (a BOM, or nothing a sniffer knows). */
export function looksLikeSpreadsheetText(bytes: Uint8Array): boolean {
  return hasTextBom(bytes);
}

const isBlank = (r: RawRow) => r.cells.every((c) => c === '');
const tooManyRows = (maxRows: number) => AppError.validation(SPREADSHEET_MESSAGES.tooManyRows(maxRows));

/** Keeps the non-blank rows, refusing as soon as there are more than the header and `maxRows` rows. */
function rowCollector(maxRows: number) {
  const rows: RawRow[] = [];
  return {
    rows,
    add(row: RawRow) {
      if (isBlank(row)) return;
      rows.push(row);
      if (rows.length > maxRows + 1) throw tooManyRows(maxRows);
    },
  };
}

/** Yields the text in slices, so the parser works (and can be stopped) a slice at a time instead of in one go. */
function* slices(text: string, size = 65_536) {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

async function readCsv(input: Buffer, maxRows: number): Promise<{ rows: RawRow[]; source: SpreadsheetSource }> {
  const { text: decoded, encoding } = decodeText(input);
  if (decoded.includes('\u0000')) throw AppError.validation(SPREADSHEET_MESSAGES.notSpreadsheet);
  // CRLF → LF first: csv-parse counts a CRLF inside a quoted cell as two lines, which would shift every later line.
  const text = decoded.replace(/\r\n/g, '\n');
  const separator = detectSeparator(text);
  const source: SpreadsheetSource = { format: 'csv', encoding, separator };
  const collected = rowCollector(maxRows);
  const parser = parseCsv({ delimiter: separator, info: true, relax_column_count: true, skip_empty_lines: true });
  const feed = Readable.from(slices(text));
  feed.pipe(parser);
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      // info.lines is the record's last line; a quoted cell may span lines.
      const inner = record.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0);
      collected.add({ line: info.lines - inner, cells: record.map((c) => c.trim()) });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const line = (err as { lines?: number }).lines;
    throw AppError.validation(`The CSV file could not be read${line ? ` (line ${line})` : ''}: ${(err as Error).message}`);
  } finally {
    feed.destroy();
    parser.destroy();
  }
  return { rows: collected.rows, source };
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

/** The streamed worksheet a reader emits, with the name and position the workbook gives it. */
type SheetReader = ExcelJS.stream.xlsx.WorksheetReader & { name?: string };

async function readXlsx(input: Buffer, sheet: string | number | undefined, maxRows: number): Promise<RawRow[]> {
  const stream = await checkedXlsxStream(input);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache', // number formats tell dates from numbers
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const collected = rowCollector(maxRows);
  let found = false;
  let index = 0;
  try {
    for await (const ws of reader as AsyncIterable<SheetReader>) {
      index++;
      if (sheet !== undefined && !(typeof sheet === 'number' ? index === sheet : ws.name === sheet)) continue;
      found = true;
      for await (const row of ws) {
        const cells: string[] = [];
        // row.values is 1-based (index 0 is empty).
        const values = row.values as ExcelJS.CellValue[];
        for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).trim());
        collected.add({ line: row.number, cells });
      }
      break;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw AppError.validation(SPREADSHEET_MESSAGES.unreadableXlsx).withCause(err);
  } finally {
    stream.destroy();
  }
  if (!found)
    throw AppError.validation(sheet === undefined ? 'The XLSX file has no worksheet.' : `The XLSX file has no worksheet "${sheet}".`);
  return collected.rows;
}

/**
 * Turns the bytes of a CSV or XLSX file into its header and non-blank rows (trimmed text cells with their line
 * numbers), and says how it was read (format; a CSV's encoding and separator). Bounded: more than `maxBytes`, more
 * than `maxRows` rows, or an XLSX that unpacks to too much is refused (4xx AppError) without reading the rest.
 * The building block for importers with their own column mapping; importSpreadsheet adds a zod schema on top.
 */
export async function readSpreadsheet(
  input: Buffer,
  opts: Pick<ImportOptions, 'format' | 'sheet' | 'maxRows' | 'maxBytes'> = {},
): Promise<SpreadsheetRows> {
  const maxBytes = opts.maxBytes ?? SPREADSHEET_LIMITS.maxBytes;
  const maxRows = opts.maxRows ?? SPREADSHEET_LIMITS.maxRows;
  if (input.length > maxBytes)
    throw new AppError('VALIDATION_ERROR', 413, `The file is larger than ${(maxBytes / 1_048_576).toFixed(0)} MB.`);
  const format = opts.format ?? detectFormat(input);
  const read =
    format === 'xlsx'
      ? { rows: await readXlsx(input, opts.sheet, maxRows), source: { format, encoding: null, separator: null } as SpreadsheetSource }
      : await readCsv(input, maxRows);
  if (read.rows.length === 0) throw AppError.validation(SPREADSHEET_MESSAGES.empty);
  const [header, ...rows] = read.rows;
  return { source: read.source, header, rows };
}

/** The import slots in use: per user, and in this process. */
const slotsByUser = new Map<string, number>();
let slotsInProcess = 0;

/**
 * Holds one import slot for `userKey` while `work` runs (parsing and checking an upload): at most
 * SPREADSHEET_LIMITS.concurrentPerUser at once per user and concurrentPerProcess in this process; beyond either a
 * 429 with Retry-After, so one franchisee's uploads cannot take the server's CPU from everyone else.
 */
export async function withImportSlot<T>(userKey: string, work: () => Promise<T>): Promise<T> {
  const mine = slotsByUser.get(userKey) ?? 0;
  if (mine >= SPREADSHEET_LIMITS.concurrentPerUser)
    throw AppError.of('RATE_LIMITED', SPREADSHEET_MESSAGES.userBusy).retryAfter(SPREADSHEET_LIMITS.retryAfterSeconds);
  if (slotsInProcess >= SPREADSHEET_LIMITS.concurrentPerProcess)
    throw AppError.of('RATE_LIMITED', SPREADSHEET_MESSAGES.serverBusy).retryAfter(SPREADSHEET_LIMITS.retryAfterSeconds);
  slotsByUser.set(userKey, mine + 1);
  slotsInProcess++;
  try {
    return await work();
  } finally {
    slotsInProcess--;
    const left = (slotsByUser.get(userKey) ?? 1) - 1;
    if (left > 0) slotsByUser.set(userKey, left);
    else slotsByUser.delete(userKey);
  }
}

/**
 * The object a row schema reads, looking through `.transform()`/`.pipe()` (a ZodPipe's input side), so a template
 * that converts its row after checking it still has its columns and required fields checked for the whole file.
 */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  let s: z.ZodType = schema;
  while (s instanceof z.ZodPipe) s = s.in as z.ZodType;
  return s instanceof z.ZodObject ? (s.shape as Record<string, z.ZodType>) : null;
}

/** Which field each column feeds (null: ignored), checked against the schema's fields when it is an object. */
function mapColumns(
  header: RawRow,
  schema: z.ZodType,
  columns: Record<string, string> | undefined,
  source: SpreadsheetSource,
  requiredFields: readonly string[] = [],
): (string | null)[] {
  const shape = objectShape(schema);
  const byNormal = new Map(Object.keys(shape ?? {}).map((k) => [normalise(k), k]));
  const fields = header.cells.map((h) => {
    if (h === '') return null;
    if (columns) return columns[h] ?? Object.entries(columns).find(([label]) => normalise(label) === normalise(h))?.[1] ?? null;
    if (!shape) return h;
    return byNormal.get(normalise(h)) ?? null;
  });
  // A CSV names how it was read: a file with another separator shows up here as one unrecognised column.
  const how = source.format === 'csv' ? ` The file was read as ${describeSpreadsheetSource(source)}.` : '';
  const expected = columns ? Object.keys(columns) : shape ? Object.keys(shape) : null;
  if (expected && fields.every((f) => f === null)) throw AppError.validation(SPREADSHEET_MESSAGES.noKnownColumns(expected, how));
  const seen = new Set<string>();
  for (const [i, f] of fields.entries()) {
    if (!f) continue;
    if (seen.has(f)) throw AppError.validation(`The column "${header.cells[i]}" appears twice.`);
    seen.add(f);
  }
  const required = shape
    ? Object.entries(shape)
        .filter(([, field]) => !field.safeParse(undefined).success)
        .map(([key]) => key)
    : requiredFields;
  if (required.length) {
    const missing = required
      .filter((key) => !seen.has(key))
      .map((key) => (columns ? (Object.entries(columns).find(([, f]) => f === key)?.[0] ?? key) : key));
    if (missing.length) {
      throw AppError.validation(`Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.${how}`);
    }
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
  const { header, rows, source } = await readSpreadsheet(input, opts);
  const fields = mapColumns(header, schema, opts.columns, source, opts.requiredFields);
  const preview: ImportPreview<z.output<S>> = { rows: [], errors: [], total: rows.length, source };
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
