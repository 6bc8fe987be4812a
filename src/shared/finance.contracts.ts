import { z } from 'zod';
import { MAX_CENTAVOS, MAX_PESOS_TEXT, ZCentavos, ZIsoDate, ZLine, ZOptionalLine, ZPageQuery, ZUuid, paged, tooBigMessage } from './http';
import { INVOICE_STATUSES } from './operations.contracts';
import { manilaToday } from './time';

/**
 * Royalties, invoices and payments (issue 13, DESIGN §5). Money in centavos; months are Manila months `YYYY-MM`.
 * Statement lines: net sales (approved days) → royalty and marketing fee at the location's rates → adjustments →
 * previous balance (unpaid earlier royalty invoices) → amount due.
 */

export const ROYALTY_STATUSES = ['calculated', 'reviewed', 'approved', 'invoiced', 'nothing_to_bill'] as const;
export type RoyaltyStatus = (typeof ROYALTY_STATUSES)[number];
export const ROYALTY_STATUS_LABELS: Record<RoyaltyStatus, string> = {
  calculated: 'Calculated',
  reviewed: 'Reviewed',
  approved: 'Approved',
  invoiced: 'Invoiced',
  nothing_to_bill: 'Nothing to bill',
};
/** Statuses after which a month is closed: changes to its days become adjustments on a later statement (decision 016). */
export const CLOSED_ROYALTY_STATUSES: readonly RoyaltyStatus[] = ['invoiced', 'nothing_to_bill'];

export const INVOICE_KINDS = ['order', 'royalty'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

export const PAYMENT_METHODS = ['bank_transfer', 'gcash', 'check', 'cash', 'credit_card', 'other'] as const;
export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  bank_transfer: 'Bank transfer',
  gcash: 'GCash',
  check: 'Check',
  cash: 'Cash',
  credit_card: 'Credit card',
  other: 'Other',
};

const INVALID_MONTH = 'Invalid month. Please check your input.';
export const ZMonth = z.string().regex(/^(19|2\d)\d\d-(0[1-9]|1[0-2])$/, INVALID_MONTH);

const ZLocationRef = z.object({ id: z.string(), name: z.string(), code: z.string() });

// ---------------------------------------------------------------- statements

export const ZRoyaltyStatement = z.object({
  id: z.string(),
  location: ZLocationRef,
  month: z.string(),
  /**
   * The first day the statement bills: the month's first day, or the location's opening date in the month it opened
   * (decision 021: royalties run from the opening date).
   */
  coversFrom: z.string(),
  status: z.enum(ROYALTY_STATUSES),
  netSalesCentavos: z.number().int(),
  approvedDays: z.number().int(),
  royaltyRateBps: z.number().int(),
  marketingFeeRateBps: z.number().int(),
  royaltyCentavos: z.number().int(),
  marketingFeeCentavos: z.number().int(),
  adjustmentsCentavos: z.number().int(),
  previousBalanceCentavos: z.number().int(),
  amountDueCentavos: z.number().int(),
  /** This month's charges (royalty + marketing fee + adjustments): what the royalty invoice bills. */
  chargesCentavos: z.number().int(),
  invoice: z
    .object({ id: z.string(), invoiceNumber: z.string(), status: z.enum(INVOICE_STATUSES), balanceCentavos: z.number().int() })
    .nullable(),
  calculatedAt: z.string(),
});
export type RoyaltyStatement = z.infer<typeof ZRoyaltyStatement>;

export const ZRoyaltyStatementDetail = ZRoyaltyStatement.extend({
  adjustments: z.array(
    z.object({
      id: z.string(),
      amountCentavos: z.number().int(),
      reason: z.string(),
      /** A sales adjustment (a change to a day of a closed month): the day, its old and new net, the deltas. */
      sales: z
        .object({
          month: z.string(),
          salesDate: z.string().nullable(),
          oldNetCentavos: z.number().int(),
          newNetCentavos: z.number().int(),
          royaltyDeltaCentavos: z.number().int(),
          feeDeltaCentavos: z.number().int(),
        })
        .nullable(),
      createdBy: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** The month's days (decision 016): approved, awaiting head office's review, and missing (no report). */
  days: z.object({
    inMonth: z.number().int(),
    approved: z.number().int(),
    awaitingReview: z.number().int(),
    awaitingReviewDates: z.array(z.string()),
    missingDates: z.array(z.string()),
  }),
  /** Approval: whether the month has ended in Manila, and the two-person rule. */
  approval: z.object({
    periodEnded: z.boolean(),
    thresholdCentavos: z.number().int(),
    needsTwoApprovers: z.boolean(),
    firstApprovedBy: z.string().nullable(),
  }),
  /** Amount due, broken down: this statement's invoice, earlier unpaid statements, adjustments (within the invoice). */
  amountDueBreakdown: z.object({
    thisInvoiceCentavos: z.number().int(),
    earlierUnpaidCentavos: z.number().int(),
    adjustmentsCentavos: z.number().int(),
  }),
  history: z.array(
    z.object({
      fromStatus: z.string().nullable(),
      toStatus: z.string(),
      note: z.string().nullable(),
      actor: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type RoyaltyStatementDetail = z.infer<typeof ZRoyaltyStatementDetail>;

export const STATEMENT_PAGE_SIZE = 25;
export const ZStatementQuery = z.object({
  month: ZMonth.optional(),
  locationId: ZUuid.optional(),
  status: z.enum(ROYALTY_STATUSES).optional(),
  ...ZPageQuery(STATEMENT_PAGE_SIZE).shape,
});
export type StatementQuery = z.output<typeof ZStatementQuery>;
export const ZStatementList = paged(ZRoyaltyStatement);
export type StatementList = z.infer<typeof ZStatementList>;

export const ZCalculateStatements = z.object({
  month: ZMonth,
  /** Only these locations; all open locations when absent. */
  locationIds: z.array(ZUuid).min(1, 'Choose at least one location.').max(1000).optional(),
});
export type CalculateStatementsInput = z.input<typeof ZCalculateStatements>;
export const ZCalculateResult = z.object({
  month: z.string(),
  calculated: z.number().int(),
  /** Locations left alone because their statement is already approved or invoiced. */
  skipped: z.array(z.object({ location: ZLocationRef, status: z.enum(ROYALTY_STATUSES) })),
  /** Locations asked for that were not trading in the month (still opening, or opened after it): no statement. */
  notOpen: z.array(z.object({ location: ZLocationRef, openedOn: z.string().nullable() })),
});
export type CalculateResult = z.infer<typeof ZCalculateResult>;

export const ZAdjustmentInput = z.object({
  /** Signed: a charge is positive, a credit negative. */
  amountCentavos: z
    .number({ error: 'Invalid amount. Please check your input.' })
    .int('Amounts are whole centavos.')
    .min(-MAX_CENTAVOS, tooBigMessage(MAX_PESOS_TEXT, 'Adjustment'))
    .max(MAX_CENTAVOS, tooBigMessage(MAX_PESOS_TEXT, 'Adjustment'))
    .refine((v) => v !== 0, 'Enter an amount other than zero.'),
  reason: ZLine(200, 'Reason').min(3, 'Give a reason of at least 3 characters.'),
});
export type AdjustmentInput = z.input<typeof ZAdjustmentInput>;

export const ZStatementNote = z.object({ note: ZOptionalLine(500, 'Note') });
/**
 * Approval: the amount the approver confirmed (refused when the figures changed since), and, to approve while days
 * still await review, an explicit reason (kept in the audit log).
 */
export const ZStatementApproval = ZStatementNote.extend({
  confirmedChargesCentavos: z.number().int().optional(),
  awaitingReviewReason: ZOptionalLine(500, 'Reason'),
});
export type StatementApprovalInput = z.input<typeof ZStatementApproval>;
/** The approval form while days still await review: billing without them needs a reason (decision 016). */
export const ZStatementApprovalWithReason = ZStatementApproval.extend({
  awaitingReviewReason: ZLine(500, 'Reason').min(3, 'Give a reason of at least 3 characters.'),
});
export type StatementNoteInput = z.input<typeof ZStatementNote>;

// ---------------------------------------------------------------- invoices and payments

export const INVOICE_SORTS = ['due_asc', 'due_desc', 'issued_desc', 'balance_desc', 'amount_desc'] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];
export const INVOICE_PAGE_SIZE = 25;
export const ZInvoiceQuery = z.object({
  kind: z.enum(INVOICE_KINDS).optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  locationId: ZUuid.optional(),
  dueFrom: ZIsoDate.optional(),
  dueTo: ZIsoDate.optional(),
  sort: z.enum(INVOICE_SORTS).default('due_asc'),
  ...ZPageQuery(INVOICE_PAGE_SIZE).shape,
});
export type InvoiceQuery = z.output<typeof ZInvoiceQuery>;

export const ZFinanceInvoice = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  location: ZLocationRef,
  /** The order it bills (kind order) or the statement month (kind royalty). */
  orderNumber: z.string().nullable(),
  orderId: z.string().nullable(),
  statementMonth: z.string().nullable(),
  amountCentavos: z.number().int(),
  paidCentavos: z.number().int(),
  balanceCentavos: z.number().int(),
  issuedOn: z.string(),
  dueOn: z.string(),
  paidAt: z.string().nullable(),
  pdfUrl: z.string(),
});
export type FinanceInvoice = z.infer<typeof ZFinanceInvoice>;
export const ZInvoiceList = paged(ZFinanceInvoice).extend({ balanceCentavos: z.number().int() });
export type InvoiceList = z.infer<typeof ZInvoiceList>;

export const ZPayment = z.object({
  id: z.string(),
  amountCentavos: z.number().int(),
  paidOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof ZPayment>;
export const ZInvoiceDetail = ZFinanceInvoice.extend({ payments: z.array(ZPayment) });
export type InvoiceDetail = z.infer<typeof ZInvoiceDetail>;

export const PAYMENT_DATE_FUTURE_MESSAGE = 'The payment date cannot be in the future.';
export const ZPaymentInput = z.object({
  amountCentavos: ZCentavos({ label: 'Amount' }).min(1, 'Enter an amount above zero.'),
  /** The day the money arrived: today (Manila) at the latest. */
  paidOn: ZIsoDate.refine((d) => d <= manilaToday(), PAYMENT_DATE_FUTURE_MESSAGE),
  method: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method.' }),
  reference: ZOptionalLine(100, 'Reference'),
});
export type PaymentInput = z.input<typeof ZPaymentInput>;

// ---------------------------------------------------------------- summary

export const AGEING_BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const AGEING_LABELS: Record<AgeingBucket, string> = {
  current: 'Current (not yet due)',
  d1_30: '1–30 days past due',
  d31_60: '31–60 days past due',
  d61_90: '61–90 days past due',
  d90_plus: 'Over 90 days past due',
};
const ZAgeing = z.array(z.object({ bucket: z.enum(AGEING_BUCKETS), count: z.number().int(), balanceCentavos: z.number().int() }));

export const ZFinanceMonth = z.object({
  month: z.string(),
  reportedNetCentavos: z.number().int(),
  approvedNetCentavos: z.number().int(),
  /** Royalty invoices of the month's statements. */
  royaltyBilledCentavos: z.number().int(),
  royaltyCollectedCentavos: z.number().int(),
  royaltyPendingCentavos: z.number().int(),
});
export type FinanceMonth = z.infer<typeof ZFinanceMonth>;

export const ZFinanceSummary = z.discriminatedUnion('scope', [
  z.object({
    scope: z.literal('network'),
    months: z.array(ZFinanceMonth),
    ageing: ZAgeing,
    totals: z.object({
      receivablesCentavos: z.number().int(),
      overdueCentavos: z.number().int(),
      royaltyBilledCentavos: z.number().int(),
      royaltyCollectedCentavos: z.number().int(),
      royaltyPendingCentavos: z.number().int(),
      /** Statements not yet invoiced (calculated, reviewed, approved). */
      openStatements: z.number().int(),
    }),
  }),
  z.object({
    scope: z.literal('own'),
    balanceCentavos: z.number().int(),
    overdueCentavos: z.number().int(),
    nextDue: z.object({ invoiceNumber: z.string(), dueOn: z.string(), balanceCentavos: z.number().int() }).nullable(),
    locations: z.number().int(),
  }),
  z.object({ scope: z.literal('none') }),
]);
export type FinanceSummary = z.infer<typeof ZFinanceSummary>;

/** The page's words for an account with no part in the network's money. */
export const NO_FINANCIAL_DATA_MESSAGE = 'You have no financial data.';
