/**
 * CSV for lists whose API has no export of its own: RFC 4180 quoting, and a leading quote on cells a spreadsheet
 * would run as a formula (=, +, -, @), so an exported name can never execute.
 */

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

function cell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Every page of a paged list, `pageSize` at a time, up to `maxRows` (an export is a report, not a backup). */
export async function fetchAllPages<T>(
  fetchPage: (limit: number, offset: number) => Promise<{ items: T[]; total: number }>,
  pageSize = 100,
  maxRows = 10_000,
): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; offset < maxRows; offset += pageSize) {
    const page = await fetchPage(pageSize, offset);
    all.push(...page.items);
    if (page.items.length < pageSize || all.length >= page.total) break;
  }
  return all;
}
