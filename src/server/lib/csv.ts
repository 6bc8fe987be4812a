/**
 * One CSV cell: quoted when needed, and spreadsheet formulas defused (a leading =, +, -, @, tab or
 * carriage return gets a leading apostrophe so Excel / Sheets show it as text instead of evaluating it).
 */
export function csvCell(v: string | number | null | undefined): string {
  const s = v === null || v === undefined ? '' : String(v);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) || safe !== s ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\n`;
}
