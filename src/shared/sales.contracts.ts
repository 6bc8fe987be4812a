import { z } from 'zod';
import {
  MAX_COUNT,
  ZCentavos,
  ZInt,
  ZIsoDate,
  ZManilaDateRange,
  ZOptionalMultiline,
  ZPageQuery,
  ZPesos,
  ZMultiline,
  ZUuid,
  paged,
} from './http';
import { formatCalendarDate, manilaToday } from './time';
import { formatPeso, pesosToCentavos } from './money';
import { ZSpreadsheetSource } from './spreadsheet.contracts';
import { SPREADSHEET_MESSAGES } from './spreadsheet.contracts';

/** Daily sales reporting (issue 13): manual entry, CSV/XLSX import, corrections with history, head-office review. */

export const SALES_STATUSES = ['draft', 'submitted', 'approved', 'rejected', 'corrected'] as const;
export type SalesStatus = (typeof SALES_STATUSES)[number];
export const SALES_SOURCES = ['manual', 'import', 'seed', 'pos'] as const;
/** What head office still has to look at: first submissions and corrections after a submission. */
export const SALES_REVIEWABLE: readonly SalesStatus[] = ['submitted', 'corrected'];

export const SALES_MESSAGES = {
  future: 'Sales cannot be reported for a future date.',
  netNegative: 'Net sales cannot be negative: discounts and refunds are more than gross sales.',
  alreadyReported: 'Sales for this day are already reported. Correct the existing day instead.',
  duplicateInFile: 'This day appears more than once in the file.',
  notDraft: 'Only a draft can be edited, submitted or deleted. Correct a submitted day instead.',
  draftNotCorrectable: 'A draft is edited, not corrected.',
  notReviewable: 'Only submitted or corrected days can be approved or rejected.',
  reasonRequired: 'Give a reason for the rejection.',
  noProof: 'No proof is attached to this day.',
  proofWrongType: 'Choose a PDF, Word document, JPG or PNG file.',
  proofTooLarge: 'The file is larger than 5 MB.',
  chooseFile: 'Choose a file to upload.',
  notSpreadsheet: SPREADSHEET_MESSAGES.notSpreadsheet,
} as const;

/** A day before the location's opening date (`openedOn`, YYYY-MM-DD), in the app's date format. */
export function beforeOpeningMessage(openedOn: string): string {
  return `Sales cannot be dated before the location opened (${formatCalendarDate(openedOn)}).`;
}

/** A day before the franchisee took the location over (`ownerSince`): the previous owner's (decision 019). */
export function beforeOwnershipMessage(ownerSince: string): string {
  return `Sales cannot be dated before you took over this location (${formatCalendarDate(ownerSince)}); earlier days are the previous owner's.`;
}

/** "The cash, card and digital amounts add up to ₱X; they must add up to net sales ₱Y (or all be zero)." */
export function breakdownMismatchMessage(sumText: string, netText: string): string {
  return `Cash, card and digital add up to ${sumText}, not the net sales of ${netText}. Make them add up to net sales, or leave all three at zero.`;
}

export interface SalesFigures {
  grossCentavos: number;
  discountsCentavos: number;
  refundsCentavos: number;
  cashCentavos: number;
  cardCentavos: number;
  digitalCentavos: number;
}

export const netOf = (f: Pick<SalesFigures, 'grossCentavos' | 'discountsCentavos' | 'refundsCentavos'>) =>
  f.grossCentavos - f.discountsCentavos - f.refundsCentavos;

/**
 * The rules across fields, as field → message: net (gross − discounts − refunds) is not negative, and the payment
 * breakdown is either all zero (not given) or adds up to net. One function for the form, the import and the server.
 */
export function salesFigureProblems(f: SalesFigures, salesDate?: string, today: string = manilaToday()): Record<string, string> {
  const problems: Record<string, string> = {};
  if (salesDate && salesDate > today) problems.salesDate = SALES_MESSAGES.future;
  const net = netOf(f);
  if (net < 0) {
    problems.refundsCentavos = SALES_MESSAGES.netNegative;
    return problems;
  }
  const paid = f.cashCentavos + f.cardCentavos + f.digitalCentavos;
  if (paid !== 0 && paid !== net) problems.cashCentavos = breakdownMismatchMessage(formatPeso(paid), formatPeso(net));
  return problems;
}

const amount = (label: string) => ZCentavos({ label });

const figureShape = {
  grossCentavos: amount('Gross sales'),
  discountsCentavos: amount('Discounts').default(0),
  refundsCentavos: amount('Refunds').default(0),
  transactions: ZInt(0, MAX_COUNT, { label: 'Transactions' }).default(0),
  cashCentavos: amount('Cash').default(0),
  cardCentavos: amount('Card').default(0),
  digitalCentavos: amount('Digital').default(0),
  notes: ZOptionalMultiline(1000, 'Notes'),
};

/** Manila's date, worked out at most once a second: a 5,000-row import checks every row against it. */
let todayMemo = { at: 0, ymd: '' };
function currentManilaDay(): string {
  const now = Date.now();
  if (Math.abs(now - todayMemo.at) > 1_000) todayMemo = { at: now, ymd: manilaToday() };
  return todayMemo.ymd;
}

function refineFigures(v: SalesFigures & { salesDate?: string }, ctx: z.RefinementCtx) {
  for (const [path, message] of Object.entries(salesFigureProblems(v, v.salesDate, currentManilaDay())))
    ctx.addIssue({ code: 'custom', path: [path], message });
}

/** A manual entry: the day's figures for one of the caller's locations, saved as a draft or submitted. */
export const ZSalesEntryInput = z
  .object({ locationId: ZUuid, salesDate: ZIsoDate, ...figureShape, submit: z.boolean().default(true) })
  .superRefine(refineFigures);
export type SalesEntryInput = z.input<typeof ZSalesEntryInput>;
export type SalesEntryData = z.output<typeof ZSalesEntryInput>;

/** Editing a draft (optionally submitting it in the same step). */
export const ZSalesDraftUpdate = z.object({ ...figureShape, submit: z.boolean().default(false) }).superRefine(refineFigures);
export type SalesDraftUpdate = z.input<typeof ZSalesDraftUpdate>;
export type SalesDraftUpdateData = z.output<typeof ZSalesDraftUpdate>;

/** Correcting a submitted, approved or rejected day: new figures and why. */
export const ZSalesCorrection = z
  .object({ ...figureShape, reason: ZMultiline(500, 'Reason').min(1, 'Say what was corrected.') })
  .superRefine(refineFigures);
export type SalesCorrection = z.input<typeof ZSalesCorrection>;
export type SalesCorrectionData = z.output<typeof ZSalesCorrection>;

export const ZSalesDay = z.object({
  id: z.string(),
  location: z.object({ id: z.string(), name: z.string(), code: z.string() }),
  salesDate: z.string(),
  grossCentavos: z.number().int(),
  discountsCentavos: z.number().int(),
  refundsCentavos: z.number().int(),
  netCentavos: z.number().int(),
  transactions: z.number().int(),
  cashCentavos: z.number().int(),
  cardCentavos: z.number().int(),
  digitalCentavos: z.number().int(),
  notes: z.string().nullable(),
  proofName: z.string().nullable(),
  status: z.enum(SALES_STATUSES),
  source: z.enum(SALES_SOURCES),
  rejectionReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type SalesDay = z.infer<typeof ZSalesDay>;

export const SALES_SORTS = ['date_desc', 'date_asc', 'net_desc', 'net_asc', 'location_asc'] as const;
export type SalesSort = (typeof SALES_SORTS)[number];

export const ZSalesQuery = z.object({
  ...ZPageQuery(25).shape,
  ...ZManilaDateRange.shape,
  locationId: ZUuid.optional(),
  status: z.enum(SALES_STATUSES).optional(),
  /** Head office's queue: submitted and corrected days only. */
  reviewable: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  sort: z.enum(SALES_SORTS).default('date_desc'),
});
export type SalesQuery = z.input<typeof ZSalesQuery>;
export type SalesQueryData = z.output<typeof ZSalesQuery>;
export const ZSalesList = paged(ZSalesDay);
export type SalesList = z.infer<typeof ZSalesList>;

export const ZSalesHistoryEntry = z.object({
  id: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  previous: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type SalesHistoryEntry = z.infer<typeof ZSalesHistoryEntry>;
export const ZSalesHistory = z.object({ items: z.array(ZSalesHistoryEntry) });

/**
 * What a POS-fed day sold, by item: the Z-report's own list (`z-report`), or the lines of the receipts the day was
 * summed from (`receipts`); `none` for a day the POS did not itemise. `name` is the catalogue product of that SKU
 * or the receipt line's item name, when there is one.
 */
export const ZSalesDayItem = z.object({
  sku: z.string().nullable(),
  name: z.string().nullable(),
  quantity: z.number().int(),
  netCentavos: z.number().int(),
});
export type SalesDayItem = z.infer<typeof ZSalesDayItem>;
export const SALES_ITEM_SOURCES = ['z-report', 'receipts', 'none'] as const;
export const ZSalesDayItems = z.object({
  source: z.enum(SALES_ITEM_SOURCES),
  /** Receipts behind the day (0 for a Z-report). */
  receipts: z.number().int(),
  items: z.array(ZSalesDayItem),
  /** Items past the first 1,000 (the smallest sellers), counted but not listed. */
  omitted: z.number().int(),
});
export type SalesDayItems = z.infer<typeof ZSalesDayItems>;

export const ZSalesLocation = z.object({ id: z.string(), name: z.string(), code: z.string(), status: z.string() });
export type SalesLocation = z.infer<typeof ZSalesLocation>;
export const ZSalesLocations = z.object({ items: z.array(ZSalesLocation) });

// ---------------------------------------------------------------- import

/** The template's columns, in order; the import maps these headers to the row schema's fields. */
export const SALES_IMPORT_COLUMNS = {
  Date: 'salesDate',
  'Gross sales': 'gross',
  Discounts: 'discounts',
  Refunds: 'refunds',
  Transactions: 'transactions',
  Cash: 'cash',
  Card: 'card',
  Digital: 'digital',
  Notes: 'notes',
} as const;

/** "1,234.50" and "₱1,234.50" read as 1234.5; the kit hands every cell over as text. */
const pesoCell = (label: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.replace(/[₱,\s]/g, '') : v), ZPesos({ label }).default(0));

/** One spreadsheet row, in pesos as people type them; converted to centavos and checked like a manual entry. */
export const ZSalesImportRow = z
  .object({
    salesDate: ZIsoDate,
    gross: z.preprocess((v) => (typeof v === 'string' ? v.replace(/[₱,\s]/g, '') : v), ZPesos({ label: 'Gross sales' })),
    discounts: pesoCell('Discounts'),
    refunds: pesoCell('Refunds'),
    transactions: ZInt(0, MAX_COUNT, { label: 'Transactions' }).default(0),
    cash: pesoCell('Cash'),
    card: pesoCell('Card'),
    digital: pesoCell('Digital'),
    notes: ZOptionalMultiline(1000, 'Notes'),
  })
  .transform((r) => ({
    salesDate: r.salesDate,
    grossCentavos: pesosToCentavos(r.gross),
    discountsCentavos: pesosToCentavos(r.discounts),
    refundsCentavos: pesosToCentavos(r.refunds),
    transactions: r.transactions,
    cashCentavos: pesosToCentavos(r.cash),
    cardCentavos: pesosToCentavos(r.card),
    digitalCentavos: pesosToCentavos(r.digital),
    notes: r.notes,
  }))
  .superRefine(refineFigures);
export type SalesImportRowData = z.output<typeof ZSalesImportRow>;

export const ZSalesImportQuery = z.object({ locationId: ZUuid });

export const ZSalesPreviewRow = z.object({
  line: z.number().int(),
  salesDate: z.string().nullable(),
  grossCentavos: z.number().int().nullable(),
  netCentavos: z.number().int().nullable(),
  transactions: z.number().int().nullable(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type SalesPreviewRow = z.infer<typeof ZSalesPreviewRow>;

export const ZSalesImportPreview = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  rows: z.array(ZSalesPreviewRow),
  /** How the file was read (format; a CSV's encoding and separator), shown with the preview. */
  source: ZSpreadsheetSource,
});
export type SalesImportPreview = z.infer<typeof ZSalesImportPreview>;

export const ZSalesImportResult = z.object({
  total: z.number().int(),
  imported: z.number().int(),
  skipped: z.number().int(),
});
export type SalesImportResult = z.infer<typeof ZSalesImportResult>;

export const ZTemplateFormat = z.object({ format: z.enum(['csv', 'xlsx']) });

// ---------------------------------------------------------------- review

export const ZSalesReviewInput = z
  .object({
    ids: z.array(ZUuid).min(1, 'Choose at least one day.').max(100, 'At most 100 days at once.'),
    decision: z.enum(['approve', 'reject']),
    reason: ZOptionalMultiline(500, 'Reason'),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: SALES_MESSAGES.reasonRequired });
  });
export type SalesReviewInput = z.input<typeof ZSalesReviewInput>;
export type SalesReviewData = z.output<typeof ZSalesReviewInput>;

export const ZSalesReviewResult = z.object({
  results: z.array(
    z.object({ id: z.string(), ok: z.boolean(), status: z.enum(SALES_STATUSES).nullable(), message: z.string().nullable() }),
  ),
  updated: z.number().int(),
});
export type SalesReviewResult = z.infer<typeof ZSalesReviewResult>;

export const ZMissingQuery = z.object({ date: ZIsoDate });
export const ZMissingReport = z.object({
  locationId: z.string(),
  locationName: z.string(),
  locationCode: z.string(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
});
export type MissingReport = z.infer<typeof ZMissingReport>;
export const ZMissingReports = z.object({ date: z.string(), items: z.array(ZMissingReport) });
export type MissingReports = z.infer<typeof ZMissingReports>;
