import { z } from 'zod';
import { ORDER_SORTS, ORDER_STATUSES, ZCancelOrder, ZOrderSummary } from './orders.contracts';
import { ZIsoDate, ZLine, ZManilaDateRange, ZMultiline, ZOptionalMultiline, ZPageQuery, ZPesoFilter, ZQueryBool, paged } from './http';
import { manilaToday } from './time';

/** Head-office order operations: approvals, shipping, order management, invoices. Money in centavos. */

export const CARRIERS = ['LBC', 'JRS', '2GO', 'Ninja Van', 'Grab', 'Lalamove', 'J&T', 'GoGo', 'Air21', 'PHLPost'] as const;
export const SHIPPING_METHODS = ['Standard', 'Express', 'Same Day', 'Next Day', 'Economy', 'Premium'] as const;

/** Order management for an account with no part in the network (role `user`): the 403's words and the page's card. */
export const NO_NETWORK_MESSAGE = 'Your account is not linked to the franchise network yet, so there are no orders to show.';

/** DESIGN 5: the order state machine. Anything not listed is refused with 409. */
export const ORDER_TRANSITIONS: Record<(typeof ORDER_STATUSES)[number], readonly (typeof ORDER_STATUSES)[number][]> = {
  pending_approval: ['approved', 'rejected', 'cancelled'],
  approved: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  rejected: [],
  cancelled: [],
};

/** Pesos, bounded so the centavo comparison can never overflow int4. */
const ZMoneyFilter = ZPesoFilter();

// ---------------------------------------------------------------- approvals

/** Approval cards are large (lines, stock, spend): a page of 25 by default, as order management. */
export const APPROVAL_PAGE_SIZE = 25;
export const ZApprovalQueueQuery = z.object({
  brandId: z.string().uuid().optional(),
  locationId: z.string().uuid().optional(),
  /** Pesos. */
  minAmount: ZMoneyFilter,
  maxAmount: ZMoneyFilter,
  /** Only orders I may still approve (not mine, not already approved by me). */
  needsMyApproval: ZQueryBool,
  ...ZPageQuery(APPROVAL_PAGE_SIZE).shape,
});
export type ApprovalQueueQuery = z.input<typeof ZApprovalQueueQuery>;

export const ZApprovalLine = z.object({
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  lineTotalCentavos: z.number().int(),
  /** Warehouse units available beyond what is already reserved (this order's own reservation counts as covered). */
  warehouseOnHand: z.number().int(),
  stockOk: z.boolean(),
});

export const ZApprovalQueueItem = z.object({
  order: ZOrderSummary,
  franchisee: z.string().nullable(),
  brand: z.object({ id: z.string(), name: z.string() }),
  lines: z.array(ZApprovalLine),
  locationSpendThisMonthCentavos: z.number().int(),
  overdueInvoices: z.object({ count: z.number().int(), amountCentavos: z.number().int() }),
  approvalsRequired: z.number().int(),
  approvals: z.array(z.object({ approverName: z.string().nullable(), comment: z.string().nullable(), createdAt: z.string() })),
  /** Why the current user may not approve, if so: 'own_order' | 'already_approved'. */
  blockedReason: z.enum(['own_order', 'already_approved']).nullable(),
});
export type ApprovalQueueItem = z.infer<typeof ZApprovalQueueItem>;
/** One page of the queue; `total` counts every order matching the filters. */
export const ZApprovalQueue = paged(ZApprovalQueueItem).extend({ twoApproverThresholdCentavos: z.number().int() });
export type ApprovalQueue = z.infer<typeof ZApprovalQueue>;
/**
 * Whether the two-approver rule can be met: orders above the threshold need approvals by two different
 * franchisor users, so fewer than two active franchisor accounts leave them stuck.
 */
export const ZApprovalCapacity = z.object({
  twoApproverThresholdCentavos: z.number().int(),
  activeApprovers: z.number().int(),
  approversNeeded: z.literal(2),
});
export type ApprovalCapacity = z.infer<typeof ZApprovalCapacity>;

export const ZApprove = z.object({ comment: ZOptionalMultiline(500) });
export const REJECT_REASON_MESSAGE = 'Give a reason for rejecting.';
/** A missing or non-text reason gets the same message as an empty one. */
export const ZReject = z.object({
  reason: z.string({ error: REJECT_REASON_MESSAGE }).pipe(ZMultiline(500).min(1, REJECT_REASON_MESSAGE)),
});
export const ZBulkDecision = z
  .object({
    orderIds: z.array(z.string().uuid()).min(1, 'Choose at least one order.').max(100),
    decision: z.enum(['approve', 'reject']),
    comment: ZMultiline(500).optional(),
    reason: ZMultiline(500).optional(),
  })
  .refine((v) => v.decision === 'approve' || (v.reason && v.reason.length > 0), {
    path: ['reason'],
    message: 'Give a reason for rejecting.',
  });

export const ZDecisionResult = z.object({
  orderId: z.string(),
  ok: z.boolean(),
  status: z.enum(ORDER_STATUSES).nullable(),
  /** Approvals still needed (two-approver policy). */
  approvalsRemaining: z.number().int(),
  message: z.string().nullable(),
});
export type DecisionResult = z.infer<typeof ZDecisionResult>;
export const ZBulkResult = z.object({ results: z.array(ZDecisionResult) });

// ---------------------------------------------------------------- shipping

export const SHIPPING_STATUSES = ['approved', 'processing', 'shipped', 'delivered'] as const;
export const ZShippingQuery = z.object({
  status: z.enum(SHIPPING_STATUSES).optional(),
  q: ZLine(40).optional(),
  ...ZPageQuery(50).shape,
});
export const ZShippingItem = ZOrderSummary.extend({
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippingMethod: z.string().nullable(),
  estimatedDelivery: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export type ShippingItem = z.infer<typeof ZShippingItem>;
export const ZShippingBoard = paged(ZShippingItem).extend({
  counts: z.object({ readyToShip: z.number().int(), inTransit: z.number().int(), delivered: z.number().int() }),
  /** Mean days from approval to delivery, from the status history; null before the first delivery. */
  averageDaysToDeliver: z.number().nullable(),
});
export type ShippingBoard = z.infer<typeof ZShippingBoard>;

export const ESTIMATED_DELIVERY_PAST_MESSAGE = 'The estimated delivery cannot be in the past.';
export const ZShip = z.object({
  carrier: z.enum(CARRIERS, { error: 'Choose a carrier.' }),
  trackingNumber: ZLine(60)
    .min(1, 'Tracking number is required.')
    .min(3, 'Tracking number must be at least 3 characters.')
    .regex(/^[A-Za-z0-9-]+$/, 'Tracking number may contain letters, digits and dashes only.'),
  shippingMethod: z.enum(SHIPPING_METHODS, { error: 'Choose a shipping method.' }),
  /** Today (Manila) or later: a delivery estimate in the past tells the franchisee nothing. */
  estimatedDelivery: ZIsoDate.refine((d) => d >= manilaToday(), ESTIMATED_DELIVERY_PAST_MESSAGE),
});
export type Ship = z.input<typeof ZShip>;
export const ZBulkStatus = z.object({ orderIds: z.array(z.string().uuid()).min(1).max(100), to: z.enum(['processing', 'delivered']) });
/** Same rule as a franchisee's cancel: a reason is required. */
export const ZHeadOfficeCancel = ZCancelOrder;

// ---------------------------------------------------------------- order management

export { ORDER_SORTS } from './orders.contracts';
export const ZOrderManagementQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  locationId: z.string().uuid().optional(),
  brandId: z.string().uuid().optional(),
  ...ZManilaDateRange.shape,
  minAmount: ZMoneyFilter,
  maxAmount: ZMoneyFilter,
  q: ZLine(40).optional(),
  sort: z.enum(ORDER_SORTS).default('created_desc'),
  ...ZPageQuery(25).shape,
});
export type OrderManagementQuery = z.input<typeof ZOrderManagementQuery>;
export const ZOrderManagementRow = ZOrderSummary.extend({
  brand: z.object({ id: z.string(), name: z.string() }),
  franchisee: z.string().nullable(),
});
export type OrderManagementRow = z.infer<typeof ZOrderManagementRow>;
export const ZOrderManagementList = paged(ZOrderManagementRow).extend({ totalAmountCentavos: z.number().int() });
export type OrderManagementList = z.infer<typeof ZOrderManagementList>;

// ---------------------------------------------------------------- invoices

export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'cancelled'] as const;
export const INVOICE_TERMS_DAYS = 30;
