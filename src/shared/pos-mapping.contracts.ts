import { z } from 'zod';
import { ZLine, ZUuid } from './http';
import { SALES_IMPORT_COLUMNS, ZSalesImportQuery } from './sales.contracts';
import { ZSpreadsheetSource } from './spreadsheet.contracts';

/**
 * Issue 36, "without a POS API": a location's own POS export imported through a column mapping saved once per
 * location. The mapping names, for each field of the sales template, the export's column that holds it; files then
 * go through the same preview and import as the template (`?layout=pos`).
 *
 *   POST /api/sales/import/columns?locationId   multipart "file" → ZPosFileColumns (the headers and a few rows)
 *   GET  /api/sales/pos-mapping?locationId      → ZPosMappingState
 *   PUT  /api/sales/pos-mapping?locationId      ZPosMappingInput → ZPosMapping
 */

/** The template's fields, in its column order, with the template's header as the label. */
export const POS_MAPPING_FIELDS = Object.values(SALES_IMPORT_COLUMNS);
export type PosMappingField = (typeof POS_MAPPING_FIELDS)[number];
export const POS_MAPPING_FIELD_LABELS = Object.fromEntries(Object.entries(SALES_IMPORT_COLUMNS).map(([label, f]) => [f, label])) as Record<
  PosMappingField,
  string
>;
/** A POS export always has a day and its gross sales; every other field may be left out (0 / no notes). */
export const POS_REQUIRED_FIELDS: readonly PosMappingField[] = ['salesDate', 'gross'];

/** How the export writes its dates; a cell already in YYYY-MM-DD reads as such whatever the choice. */
export const POS_DATE_FORMATS = ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY'] as const;
export type PosDateFormat = (typeof POS_DATE_FORMATS)[number];

export const POS_MAPPING_MESSAGES = {
  noMapping: 'Map the columns of this location’s POS export first.',
  dateColumnRequired: 'Choose the column that holds the date.',
  grossColumnRequired: 'Choose the column that holds the gross sales.',
  columnTwice: (column: string) => `The column "${column}" is chosen for two fields.`,
  saved: 'Column mapping saved',
} as const;

const column = (label: string) => ZLine(120, label);

export const ZPosMappingInput = z
  .object({
    columns: z.object({
      salesDate: column('Date column').min(1, POS_MAPPING_MESSAGES.dateColumnRequired),
      gross: column('Gross sales column').min(1, POS_MAPPING_MESSAGES.grossColumnRequired),
      discounts: column('Discounts column').optional(),
      refunds: column('Refunds column').optional(),
      transactions: column('Transactions column').optional(),
      cash: column('Cash column').optional(),
      card: column('Card column').optional(),
      digital: column('Digital column').optional(),
      notes: column('Notes column').optional(),
    }),
    dateFormat: z.enum(POS_DATE_FORMATS),
  })
  .superRefine((v, ctx) => {
    const seen = new Map<string, string>();
    for (const [field, header] of Object.entries(v.columns)) {
      if (!header) continue;
      const key = header.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['columns', field], message: POS_MAPPING_MESSAGES.columnTwice(header) });
      seen.set(key, field);
    }
  });
export type PosMappingInput = z.input<typeof ZPosMappingInput>;
export type PosMappingData = z.output<typeof ZPosMappingInput>;

export const ZPosMapping = z.object({
  locationId: ZUuid,
  columns: z.record(z.string(), z.string()),
  dateFormat: z.enum(POS_DATE_FORMATS),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type PosMapping = z.infer<typeof ZPosMapping>;
export const ZPosMappingState = z.object({ mapping: ZPosMapping.nullable() });
export type PosMappingState = z.infer<typeof ZPosMappingState>;

/** The headers of an uploaded export and its first rows, for choosing the columns. Nothing is stored. */
export const ZPosFileColumns = z.object({
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  total: z.number().int(),
  source: ZSpreadsheetSource,
});
export type PosFileColumns = z.infer<typeof ZPosFileColumns>;

/** Which layout an import reads: the sales template's columns (the default), or the location's saved POS mapping. */
export const SALES_IMPORT_LAYOUTS = ['template', 'pos'] as const;
export type SalesImportLayout = (typeof SALES_IMPORT_LAYOUTS)[number];
export const ZSalesImportLayoutQuery = ZSalesImportQuery.extend({ layout: z.enum(SALES_IMPORT_LAYOUTS).default('template') });
export const ZPosMappingQuery = ZSalesImportQuery;

/**
 * A date cell in the export's format as YYYY-MM-DD; anything it cannot read is handed back as it was, so the row's
 * date check reports it. A time after the date ("03/12/2026 23:59", "2026-12-03T23:59") is dropped: the business day
 * is the date.
 */
export function posDateToIso(cell: string | undefined, format: PosDateFormat): string | undefined {
  if (cell === undefined) return undefined;
  const day = cell.trim().split(/[ T]/)[0];
  if (/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const parts = day.split(/[/.-]/);
  if (format === 'YYYY-MM-DD' || parts.length !== 3 || !parts.every((p) => /^\d+$/.test(p))) return cell;
  const [a, b, year] = parts;
  const [month, dayOfMonth] = format === 'MM/DD/YYYY' ? [a, b] : [b, a];
  if (year.length !== 4) return cell;
  return `${year}-${month.padStart(2, '0')}-${dayOfMonth.padStart(2, '0')}`;
}
