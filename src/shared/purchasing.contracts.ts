import { z } from 'zod';
import {
  MAX_COUNT,
  ZInt,
  ZIsoDate,
  ZManilaDateRange,
  ZMultiline,
  ZOptionalMultiline,
  ZPageQuery,
  ZPesos,
  ZSearch,
  ZUuid,
  listOf,
  paged,
} from './http';
import { SUPPLIER_STATUSES } from './suppliers.contracts';

/**
 * Purchase orders from head office to a supplier, receiving into the warehouse, and supplier performance (issue 14).
 * Same permissions as suppliers: franchisor writes, admin reads.
 */

export const PURCHASE_ORDER_STATUSES = ['draft', 'submitted', 'acknowledged', 'partially_received', 'received', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
export const PURCHASE_ORDER_STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  acknowledged: 'Acknowledged',
  partially_received: 'Partially received',
  received: 'Received',
  cancelled: 'Cancelled',
};

/** The state machine: any other move is refused with 409. Receiving moves to partially_received or received. */
export const PURCHASE_ORDER_TRANSITIONS: Record<PurchaseOrderStatus, readonly PurchaseOrderStatus[]> = {
  draft: ['submitted', 'cancelled'],
  submitted: ['acknowledged', 'partially_received', 'received', 'cancelled'],
  acknowledged: ['partially_received', 'received', 'cancelled'],
  partially_received: ['partially_received', 'received'],
  received: [],
  cancelled: [],
};
export const RECEIVABLE_STATUSES: readonly PurchaseOrderStatus[] = ['submitted', 'acknowledged', 'partially_received'];
/** Still expected from the supplier. */
export const OPEN_PURCHASE_ORDER_STATUSES: readonly PurchaseOrderStatus[] = ['submitted', 'acknowledged', 'partially_received'];

export const PURCHASING_MESSAGES = {
  notFound: 'Purchase order not found.',
  notDraft: 'Only a draft purchase order can be edited.',
  transition: (from: PurchaseOrderStatus, to: PurchaseOrderStatus) =>
    `A ${PURCHASE_ORDER_STATUS_LABELS[from].toLowerCase()} purchase order cannot be ${to === 'cancelled' ? 'cancelled' : `moved to ${PURCHASE_ORDER_STATUS_LABELS[to].toLowerCase()}`}.`,
  cancelAfterReceipt: 'Goods have already been received on this purchase order, so it cannot be cancelled.',
  supplierNotActive: 'Purchase orders can only be raised with an active supplier.',
  notSuppliedBy: 'This supplier does not supply this product. Link the product to the supplier first.',
  duplicateLine: 'This product is already on the purchase order.',
  noLines: 'Add at least one product line.',
  belowMinimumQty: (min: number) => `Order at least ${min.toLocaleString('en-PH')} (the supplier's minimum order quantity).`,
  belowMinimumOrder: (minimum: string) => `The order total is below this supplier's minimum order amount of ${minimum}.`,
  overReceipt: (remaining: number) => `Only ${remaining.toLocaleString('en-PH')} left to receive on this line.`,
  nothingToReceive: 'Enter a quantity to receive on at least one line.',
  unknownLine: 'This line is not on the purchase order.',
  notReceivable: 'Goods can only be received on a submitted or acknowledged purchase order.',
  noPdfForDraft: 'Submit the purchase order before downloading or e-mailing it.',
  noContactEmail: "This supplier has no contact e-mail. Add one to the supplier's details first.",
  reasonRequired: 'Give a reason for the cancellation.',
  expectedInPast: 'The expected date cannot be in the past.',
  nothingLow: 'No warehouse product is at or below its reorder level with a supplier linked.',
} as const;

// ---------------------------------------------------------------- purchase orders

const ZLineInput = z.object({
  productId: ZUuid,
  quantity: ZInt(1, MAX_COUNT, { label: 'Quantity', min: 'Quantity must be at least 1.' }),
  /** Defaults to the supplier product's current unit cost. */
  unitCostPesos: ZPesos({ label: 'Unit cost' }).optional(),
});
export type PurchaseOrderLineInput = z.input<typeof ZLineInput>;
const ZLines = z.array(ZLineInput).min(1, PURCHASING_MESSAGES.noLines).max(200);

export const ZPurchaseOrderInput = z.object({
  supplierId: ZUuid,
  expectedDate: ZIsoDate.nullable().optional(),
  notes: ZOptionalMultiline(2000, 'Notes'),
  lines: ZLines,
});
export type PurchaseOrderInput = z.input<typeof ZPurchaseOrderInput>;
/** Draft only; `lines` replaces all lines. */
export const ZPurchaseOrderUpdate = z
  .object({ expectedDate: ZIsoDate.nullable(), notes: ZOptionalMultiline(2000, 'Notes'), lines: ZLines })
  .partial();
export type PurchaseOrderUpdate = z.input<typeof ZPurchaseOrderUpdate>;

export const ZCancelPurchaseOrder = z.object({ reason: ZMultiline(500, 'Reason').min(1, PURCHASING_MESSAGES.reasonRequired) });
export const ZReceiveInput = z.object({
  lines: z
    .array(z.object({ lineId: ZUuid, quantity: ZInt(0, MAX_COUNT, { label: 'Quantity' }) }))
    .min(1, PURCHASING_MESSAGES.nothingToReceive)
    .max(200),
  note: ZOptionalMultiline(500, 'Note'),
});
export type ReceiveInput = z.input<typeof ZReceiveInput>;

export const ZPurchaseOrderSummary = z.object({
  id: z.string(),
  poNumber: z.string(),
  supplierId: z.string(),
  supplierCode: z.string(),
  supplierName: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  expectedDate: z.string().nullable(),
  totalCentavos: z.number().int(),
  lineCount: z.number().int(),
  /** Received ÷ ordered units, 0–1. */
  receivedRatio: z.number(),
  /** Open and past its expected date (Manila). */
  overdue: z.boolean(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
});
export type PurchaseOrderSummary = z.infer<typeof ZPurchaseOrderSummary>;

export const PURCHASE_ORDER_SORTS = ['newest', 'oldest', 'expected_asc', 'total_desc', 'number_desc'] as const;
export const ZPurchaseOrderQuery = z.object({
  search: ZSearch,
  supplierId: ZUuid.optional(),
  status: z.enum(PURCHASE_ORDER_STATUSES).optional(),
  ...ZManilaDateRange.shape,
  sort: z.enum(PURCHASE_ORDER_SORTS).default('newest'),
  ...ZPageQuery(20).shape,
});
export type PurchaseOrderQuery = z.input<typeof ZPurchaseOrderQuery>;
export const ZPurchaseOrderList = paged(ZPurchaseOrderSummary);

export const ZPurchaseOrderLine = z.object({
  id: z.string(),
  productId: z.string(),
  productSku: z.string(),
  productName: z.string(),
  productUnit: z.string(),
  supplierSku: z.string(),
  quantityOrdered: z.number().int(),
  quantityReceived: z.number().int(),
  unitCostCentavos: z.number().int(),
  lineTotalCentavos: z.number().int(),
});
export type PurchaseOrderLine = z.infer<typeof ZPurchaseOrderLine>;

export const ZPurchaseOrderReceipt = z.object({
  id: z.string(),
  lineId: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  amountCentavos: z.number().int(),
  note: z.string().nullable(),
  receivedByName: z.string().nullable(),
  receivedAt: z.string(),
});
export const ZPurchaseOrderEvent = z.object({
  fromStatus: z.enum(PURCHASE_ORDER_STATUSES).nullable(),
  toStatus: z.enum(PURCHASE_ORDER_STATUSES),
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});

export const ZPurchaseOrder = ZPurchaseOrderSummary.extend({
  notes: z.string().nullable(),
  supplier: z.object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    status: z.enum(SUPPLIER_STATUSES),
    contactName: z.string().nullable(),
    contactEmail: z.string().nullable(),
    contactPhone: z.string().nullable(),
    address: z.string().nullable(),
    minimumOrderCentavos: z.number().int(),
    leadTimeDays: z.number().int(),
  }),
  lines: z.array(ZPurchaseOrderLine),
  receipts: z.array(ZPurchaseOrderReceipt),
  history: z.array(ZPurchaseOrderEvent),
  acknowledgedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  emailedAt: z.string().nullable(),
  createdByName: z.string().nullable(),
});
export type PurchaseOrder = z.infer<typeof ZPurchaseOrder>;

/** What submitting or re-sending did with the e-mail to the supplier's contact. */
export const ZEmailQueued = z.object({ queued: z.boolean(), to: z.string().nullable() });

// ---------------------------------------------------------------- create from low stock

/** A warehouse product at or below its reorder level, with the supplier chosen for it (preferred, else priority 1…). */
export const ZLowStockLine = z.object({
  productId: z.string(),
  productSku: z.string(),
  productName: z.string(),
  productUnit: z.string(),
  available: z.number().int(),
  reorderLevel: z.number().int(),
  /** Brings available to twice the reorder level (at least 1), at least the minimum order, rounded up to whole cases. */
  suggestedQuantity: z.number().int(),
  unitCostCentavos: z.number().int(),
  supplierSku: z.string(),
  casePack: z.number().int(),
  minOrderQty: z.number().int(),
});
export const ZLowStockGroup = z.object({
  supplierId: z.string(),
  supplierCode: z.string(),
  supplierName: z.string(),
  leadTimeDays: z.number().int(),
  lines: z.array(ZLowStockLine),
  totalCentavos: z.number().int(),
});
export const ZLowStockProposal = z.object({
  groups: z.array(ZLowStockGroup),
  /** Low products no active supplier supplies. */
  unsupplied: z.array(z.object({ productId: z.string(), productSku: z.string(), productName: z.string(), available: z.number().int() })),
});
export type LowStockProposal = z.infer<typeof ZLowStockProposal>;
/** Creates one draft per chosen supplier from the current proposal (all suppliers when omitted). */
export const ZFromLowStockInput = z.object({ supplierIds: z.array(ZUuid).max(200).optional() });
export const ZCreatedPurchaseOrders = listOf(ZPurchaseOrderSummary);

// ---------------------------------------------------------------- performance

export const ZPerformanceQuery = z.object({ ...ZManilaDateRange.shape, search: ZSearch, ...ZPageQuery(20).shape });
export const ZSupplierPerformance = z.object({
  supplierId: z.string(),
  supplierCode: z.string(),
  supplierName: z.string(),
  supplierStatus: z.enum(SUPPLIER_STATUSES),
  /** Non-draft purchase orders submitted in the period (cancelled included). */
  purchaseOrders: z.number().int(),
  /** Fully received in the period. */
  received: z.number().int(),
  onTimeRate: z.number().nullable(),
  /** Average days from submission to full receipt, and the promised lead time (expected date − submission). */
  averageLeadTimeDays: z.number().nullable(),
  promisedLeadTimeDays: z.number().nullable(),
  fillRate: z.number().nullable(),
  spendCentavos: z.number().int(),
  rating: z.number().nullable(),
});
export type SupplierPerformance = z.infer<typeof ZSupplierPerformance>;
export const ZPerformanceList = paged(ZSupplierPerformance).extend({
  /** The same figures over all suppliers in the period. */
  network: ZSupplierPerformance.omit({ supplierId: true, supplierCode: true, supplierName: true, supplierStatus: true }),
});
export const ZSupplierPerformanceDetail = z.object({
  summary: ZSupplierPerformance,
  /** Last 12 Manila months, oldest first: spend received and on-time share of POs completed that month. */
  months: z.array(
    z.object({
      month: z.string(),
      spendCentavos: z.number().int(),
      completed: z.number().int(),
      onTime: z.number().int(),
      orderedUnits: z.number().int(),
      receivedUnits: z.number().int(),
    }),
  ),
});
export type SupplierPerformanceDetail = z.infer<typeof ZSupplierPerformanceDetail>;
