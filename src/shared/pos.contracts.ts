import { z } from 'zod';
import { MAX_COUNT, ZCentavos, ZInt, ZIsoDate, ZLine, ZUuid } from './http';
import { netOf, salesFigureProblems } from './sales.contracts';

/**
 * The POS feed (issue 36, decision 022): location API keys, and the two feed endpoints a point-of-sale system calls
 * with a key (`POST /api/pos/v1/daily-sales`, `POST /api/pos/v1/receipts`). The web and the reference client
 * (scripts/pos-push.ts) share these schemas with the server.
 */

/** The one scope a location key carries: write that location's sales. */
export const POS_SCOPES = ['sales:write'] as const;
export type PosScope = (typeof POS_SCOPES)[number];
/** Every key starts with this, then its 8-character visible id, then the secret: `fhpos_ab12cd34_…`. */
export const POS_KEY_PREFIX = 'fhpos_';
/** At most this many days and receipts per call. */
export const POS_MAX_DAYS = 100;
export const POS_MAX_RECEIPTS = 1_000;

export const POS_MESSAGES = {
  invalidKey: 'The API key is missing, unknown or revoked.',
  wrongScope: 'This API key may not write sales.',
  netMismatch: 'Net sales must equal gross sales minus discounts, refunds and voids.',
  linesMismatch: 'The lines’ net amounts must add up to the receipt’s gross sales.',
  tenderMismatch: 'The tender (cash, card and digital) must add up to net sales.',
  beforeOpening: 'Sales cannot be dated before the location opened.',
  future: 'Sales cannot be reported for a future date.',
  duplicateInRequest: 'This item appears more than once in the request.',
  keyRevoked: 'This key is already revoked.',
  notAnObject: 'Each item must be an object.',
  openingNoKey: 'This store has not opened yet: it reports sales from its opening day, so its POS key is created once it opens.',
} as const;

// ------------------------------------------------------------------------------------------------ keys

export const ZPosKeyCreate = z.object({ name: ZLine(80, 'Name').min(1, 'Give the key a name, e.g. the POS it is for.') });
export type PosKeyCreate = z.input<typeof ZPosKeyCreate>;

export const ZPosKey = z.object({
  id: z.string(),
  locationId: z.string(),
  name: z.string(),
  /** The visible start of the key, e.g. `fhpos_ab12cd34`; the rest is never shown again. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type PosKey = z.infer<typeof ZPosKey>;
export const ZPosKeys = z.object({ items: z.array(ZPosKey) });
/** The answer to creating a key: the key's record and, this once, the whole secret. */
export const ZPosKeyCreated = z.object({ key: ZPosKey, secret: z.string() });
export type PosKeyCreated = z.infer<typeof ZPosKeyCreated>;
export const ZLocationIdParam = z.object({ locationId: ZUuid });

// ------------------------------------------------------------------------------------------------ feed items

const amount = (label: string) => ZCentavos({ label });

export const ZPosPayments = z.object({
  cashCentavos: amount('Cash').default(0),
  cardCentavos: amount('Card').default(0),
  digitalCentavos: amount('Digital').default(0),
});

export const ZPosItemSold = z.object({
  sku: ZLine(64, 'SKU').min(1),
  quantity: ZInt(0, MAX_COUNT, { label: 'Quantity' }),
  netCentavos: amount('Item net sales'),
});

/** A day's Z-report. `netCentavos` is checked against gross − discounts − refunds − voids. */
export const ZPosDay = z
  .object({
    salesDate: ZIsoDate,
    grossCentavos: amount('Gross sales'),
    discountsCentavos: amount('Discounts').default(0),
    refundsCentavos: amount('Refunds').default(0),
    voidsCentavos: amount('Voids').default(0),
    netCentavos: amount('Net sales'),
    transactions: ZInt(0, MAX_COUNT, { label: 'Transactions' }),
    payments: ZPosPayments.default({ cashCentavos: 0, cardCentavos: 0, digitalCentavos: 0 }),
    items: z.array(ZPosItemSold).max(5_000).optional(),
  })
  .superRefine((d, ctx) => {
    if (d.grossCentavos - d.discountsCentavos - d.refundsCentavos - d.voidsCentavos !== d.netCentavos)
      ctx.addIssue({ code: 'custom', path: ['netCentavos'], message: POS_MESSAGES.netMismatch });
    else
      for (const [path, message] of Object.entries(salesFigureProblems(dayFigures(d), d.salesDate)))
        ctx.addIssue({ code: 'custom', path: path === 'cashCentavos' ? ['payments'] : [path], message });
  });
export type PosDay = z.infer<typeof ZPosDay>;
export type PosDayInput = z.input<typeof ZPosDay>;

/** The figures of daily_sales a Z-report gives: voids count with refunds (money that did not stay). */
export function dayFigures(d: Omit<PosDay, 'salesDate' | 'transactions' | 'items'>) {
  return {
    grossCentavos: d.grossCentavos,
    discountsCentavos: d.discountsCentavos,
    refundsCentavos: d.refundsCentavos + d.voidsCentavos,
    cashCentavos: d.payments.cashCentavos,
    cardCentavos: d.payments.cardCentavos,
    digitalCentavos: d.payments.digitalCentavos,
  };
}

export const ZPosReceiptLine = z.object({
  sku: ZLine(64, 'SKU').optional(),
  name: ZLine(200, 'Item'),
  quantity: ZInt(0, 100_000, { label: 'Quantity' }),
  netCentavos: amount('Line net'),
});

/** One receipt. Its Manila date (from `occurredAt`) is the day it rolls up into. */
export const ZPosReceipt = z
  .object({
    receiptId: ZLine(100, 'Receipt id').min(1),
    posId: ZLine(100, 'POS id').min(1),
    occurredAt: z.iso.datetime({ offset: true, error: 'Invalid time. Give an ISO 8601 time with its offset.' }),
    lines: z.array(ZPosReceiptLine).max(500).default([]),
    grossCentavos: amount('Gross sales'),
    discountsCentavos: amount('Discounts').default(0),
    refundsCentavos: amount('Refunds and voids').default(0),
    netCentavos: amount('Net sales'),
    tender: ZPosPayments,
  })
  .superRefine((r, ctx) => {
    if (netOf(r) !== r.netCentavos) ctx.addIssue({ code: 'custom', path: ['netCentavos'], message: POS_MESSAGES.netMismatch });
    if (r.lines.length && r.lines.reduce((s, l) => s + l.netCentavos, 0) !== r.grossCentavos)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: POS_MESSAGES.linesMismatch });
    if (r.tender.cashCentavos + r.tender.cardCentavos + r.tender.digitalCentavos !== r.netCentavos)
      ctx.addIssue({ code: 'custom', path: ['tender'], message: POS_MESSAGES.tenderMismatch });
  });
export type PosReceipt = z.infer<typeof ZPosReceipt>;
export type PosReceiptInput = z.input<typeof ZPosReceipt>;

/**
 * The envelopes take any objects and each item is checked on its own, so one bad day or receipt is answered with its
 * errors while the others are stored (like the spreadsheet preview's rows).
 */
const looseItems = (max: number, what: string) =>
  z
    .array(z.record(z.string(), z.unknown()), { error: POS_MESSAGES.notAnObject })
    .min(1, `Send at least one ${what}.`)
    .max(max, `At most ${max.toLocaleString('en-US')} ${what}s per call.`);

export const ZPosDailySalesInput = z.object({
  days: looseItems(POS_MAX_DAYS, 'day').describe(
    'Z-reports, one per day: salesDate, grossCentavos, discountsCentavos, refundsCentavos, voidsCentavos, netCentavos, transactions, payments {cashCentavos, cardCentavos, digitalCentavos}, items [{sku, quantity, netCentavos}] (optional). Each is checked on its own.',
  ),
});
export const ZPosReceiptsInput = z.object({
  receipts: looseItems(POS_MAX_RECEIPTS, 'receipt').describe(
    'Receipts: receiptId (the POS’s own, unique per location), posId, occurredAt (ISO 8601 with offset), lines [{sku, name, quantity, netCentavos}], grossCentavos, discountsCentavos, refundsCentavos, netCentavos, tender {cashCentavos, cardCentavos, digitalCentavos}. Each is checked on its own.',
  ),
});

export const ZPosItemError = z.object({ field: z.string(), message: z.string() });

/** What the feed did with a day: stored new, replaced (not yet approved), left as it was, or sent to review as a correction of an approved day. */
export const POS_DAY_OUTCOMES = ['created', 'updated', 'unchanged', 'correction'] as const;
export type PosDayOutcome = (typeof POS_DAY_OUTCOMES)[number];

export const ZPosDayResult = z.object({
  index: z.number().int(),
  salesDate: z.string().nullable(),
  ok: z.boolean(),
  outcome: z.enum(POS_DAY_OUTCOMES).nullable(),
  salesId: z.string().nullable(),
  errors: z.array(ZPosItemError),
});
export const ZPosDailySalesResult = z.object({
  accepted: z.number().int(),
  rejected: z.number().int(),
  results: z.array(ZPosDayResult),
});
export type PosDailySalesResult = z.infer<typeof ZPosDailySalesResult>;

export const ZPosReceiptResult = z.object({
  index: z.number().int(),
  receiptId: z.string().nullable(),
  ok: z.boolean(),
  /** `stored`: new; `duplicate`: this receipt id was already received (nothing changed). */
  outcome: z.enum(['stored', 'duplicate']).nullable(),
  errors: z.array(ZPosItemError),
});
export const ZPosReceiptsResult = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.number().int(),
  results: z.array(ZPosReceiptResult),
  /** The days the new receipts rolled up into, with what happened to each. */
  days: z.array(
    z.object({ salesDate: z.string(), outcome: z.enum(POS_DAY_OUTCOMES), netCentavos: z.number().int(), transactions: z.number().int() }),
  ),
});
export type PosReceiptsResult = z.infer<typeof ZPosReceiptsResult>;

// ------------------------------------------------------------------------------------------------ feed status

export const ZPosFeedStatus = z.object({
  items: z.array(
    z.object({
      locationId: z.string(),
      locationName: z.string(),
      locationCode: z.string(),
      activeKeys: z.number().int(),
      lastReceivedAt: z.string().nullable(),
      /** Days of the last 30 (to yesterday, since the feed began) with no report at all. */
      daysMissing: z.number().int(),
      /** Days of the last 30 first reported after 08:00 in Manila the next morning. */
      daysLate: z.number().int(),
      feedDays: z.number().int(),
    }),
  ),
});
export type PosFeedStatus = z.infer<typeof ZPosFeedStatus>;
