import { z } from 'zod';
import { ZLine, ZManilaDateRange, ZMultiline, ZOptionalMultiline, ZPageQuery, paged } from './http';
import { ZTotals, ZCart } from './cart.contracts';
import { ZAddress } from './addresses.contracts';
import { PAYMENT_METHOD_TYPES } from './payment-methods.contracts';

/** Checkout and order contracts. Money in integer centavos. */

export const ORDER_STATUSES = ['pending_approval', 'approved', 'rejected', 'cancelled', 'processing', 'shipped', 'delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_approval: 'Pending approval',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
};
/** The statuses as filter choices, in life-cycle order. */
export const ORDER_STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));

export const ZPlaceOrder = z.object({
  shippingAddressId: z.string().uuid('Choose a shipping address.'),
  billingAddressId: z.string().uuid('Choose a billing address.'),
  paymentMethodId: z.string().uuid('Choose a payment method.'),
  notes: ZOptionalMultiline(1000),
});
export type PlaceOrder = z.input<typeof ZPlaceOrder>;
export type PlaceOrderData = z.output<typeof ZPlaceOrder>;

const ZAddressSnapshot = ZAddress.pick({
  recipientName: true,
  company: true,
  line1: true,
  line2: true,
  city: true,
  province: true,
  postalCode: true,
  phone: true,
  deliveryInstructions: true,
});
export type AddressSnapshot = z.infer<typeof ZAddressSnapshot>;

export const ZOrderSummary = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  location: z.object({ id: z.string(), name: z.string() }),
  itemCount: z.number().int(),
  totalCentavos: z.number().int(),
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof ZOrderSummary>;

export const ZOrderDetail = ZOrderSummary.extend({
  placedBy: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      sku: z.string(),
      name: z.string(),
      unitPriceCentavos: z.number().int(),
      quantity: z.number().int(),
      lineTotalCentavos: z.number().int(),
    }),
  ),
  totals: ZTotals,
  notes: z.string().nullable(),
  shippingAddress: ZAddressSnapshot.nullable(),
  billingAddress: ZAddressSnapshot.nullable(),
  paymentMethod: z.object({ type: z.enum(PAYMENT_METHOD_TYPES), label: z.string() }).nullable(),
  shipment: z
    .object({
      carrier: z.string().nullable(),
      trackingNumber: z.string().nullable(),
      method: z.string().nullable(),
      estimatedDelivery: z.string().nullable(),
    })
    .nullable(),
  history: z.array(
    z.object({
      fromStatus: z.enum(ORDER_STATUSES).nullable(),
      toStatus: z.enum(ORDER_STATUSES),
      actorName: z.string().nullable(),
      note: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  canCancel: z.boolean(),
  /** Approvals given so far and how many the order needs (two above the two-approver threshold). */
  approvals: z.object({ given: z.number().int(), required: z.number().int() }),
  /** Set once head office has invoiced the order (order-operations issue). */
  invoiceUrl: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof ZOrderDetail>;

/** Orders lists sort on the server by one of these (My Orders, Order Management). */
export const ORDER_SORTS = ['created_desc', 'created_asc', 'total_desc', 'total_asc', 'number_asc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const ZOrderListQuery = z.object({
  q: ZLine(40).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  /** YYYY-MM-DD, Manila dates, inclusive. */
  ...ZManilaDateRange.shape,
  sort: z.enum(ORDER_SORTS).default('created_desc'),
  ...ZPageQuery(20).shape,
});
export type OrderListQuery = z.input<typeof ZOrderListQuery>;
export const ZOrderList = paged(ZOrderSummary);
export type OrderList = z.infer<typeof ZOrderList>;

export const ZCancelOrder = z.object({ reason: ZMultiline(500).min(1, 'Give a reason for cancelling.') });
export const ZReorderResult = z.object({
  cart: ZCart,
  skipped: z.array(z.object({ sku: z.string(), name: z.string(), reason: z.string() })),
});
