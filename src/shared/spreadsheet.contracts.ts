import { z } from 'zod';

/**
 * What the spreadsheet kit read a file as (issue 32): its format, and for a CSV its text encoding and column
 * separator. Every import preview returns it so the user sees how their file was understood.
 */

export const SPREADSHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SpreadsheetFormat = (typeof SPREADSHEET_FORMATS)[number];
export const TEXT_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];
export const CSV_SEPARATORS = [',', ';', '\t'] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

export const ZSpreadsheetSource = z.object({
  format: z.enum(SPREADSHEET_FORMATS),
  /** The text encoding a CSV was decoded from; null for XLSX (always UTF-8 inside). */
  encoding: z.enum(TEXT_ENCODINGS).nullable(),
  /** The column separator a CSV uses; null for XLSX. */
  separator: z.enum(CSV_SEPARATORS).nullable(),
});
export type SpreadsheetSource = z.infer<typeof ZSpreadsheetSource>;

export const TEXT_ENCODING_LABELS: Record<TextEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE (Excel “Unicode text”)',
  'utf-16be': 'UTF-16 BE',
  'windows-1252': 'Windows-1252 (Excel “CSV” on Windows)',
};
export const CSV_SEPARATOR_LABELS: Record<CsvSeparator, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab' };

/** "CSV, UTF-8, comma-separated" or "Excel workbook (XLSX)": how the file was read, in words. */
export function describeSpreadsheetSource(s: SpreadsheetSource): string {
  if (s.format === 'xlsx') return 'Excel workbook (XLSX)';
  const parts = ['CSV'];
  if (s.encoding) parts.push(TEXT_ENCODING_LABELS[s.encoding]);
  if (s.separator) parts.push(`${CSV_SEPARATOR_LABELS[s.separator]}-separated`);
  return parts.join(', ');
}

/** Spreadsheet imports (the spreadsheet kit, issue 32): whole-file refusals, shown on the upload's file field. */
export const SPREADSHEET_MESSAGES = {
  notSpreadsheet: 'This file is not a CSV or XLSX spreadsheet.',
  unreadableXlsx: 'The XLSX file could not be read.',
  empty: 'The file is empty: the first row must name the columns.',
  tooManyRows: (max: number) =>
    `The file has more than ${max.toLocaleString('en-PH')} rows; at most ${max.toLocaleString('en-PH')} can be imported at once.`,
  unzipsTooLarge: (totalMb: number, partMb: number) =>
    `This XLSX file unpacks to too much data to import (more than ${totalMb} MB in all, or ${partMb} MB in one part). ` +
    'Save it again with only the rows to import, or as CSV.',
  /** `how`: ' The file was read as …' for a CSV (its encoding and separator), '' for XLSX. */
  noKnownColumns: (expected: string[], how: string) =>
    `None of the columns in the first row is one this import knows (${expected.join(', ')}).${how}`,
  userBusy: 'You already have imports in progress. Wait for them to finish, then try again.',
  serverBusy: 'The server is busy with other imports. Please try again in a few seconds.',
} as const;
