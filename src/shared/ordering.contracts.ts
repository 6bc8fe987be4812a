import { z } from 'zod';
import { ZAvailability } from './catalog.contracts';
import { ORDER_SETTINGS } from './settings';
import { ZInt, ZLine, ZManilaDateRange, ZMultiline, ZOptionalLine, ZOptionalMultiline, ZPageQuery, paged } from './http';

/** Ordering contracts: ordering location, cart, checkout, orders. Money in integer centavos. */

export const ZOrderingLocation = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  city: z.string(),
  brand: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
});
export type OrderingLocation = z.infer<typeof ZOrderingLocation>;
export const ZOrderingLocations = z.object({ locations: z.array(ZOrderingLocation), selectedLocationId: z.string().nullable() });
export type OrderingLocations = z.infer<typeof ZOrderingLocations>;
export const ZSelectLocation = z.object({ locationId: z.string().uuid('Choose a location.') });

export const CART_ISSUE_CODES = ['INACTIVE', 'BELOW_MIN', 'ABOVE_MAX', 'INSUFFICIENT_STOCK', 'PRICE_CHANGED', 'NOT_AVAILABLE_FOR_BRAND'] as const;
export const ZCartIssue = z.object({ code: z.enum(CART_ISSUE_CODES), message: z.string() });
export type CartIssue = z.infer<typeof ZCartIssue>;

export const ZCartLine = z.object({
  id: z.string(),
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  unit: z.string(),
  unitPriceCentavos: z.number().int(),
  /** The price when the line was added (or last accepted); differs from unitPriceCentavos after a price change. */
  priceAtAddCentavos: z.number().int(),
  quantity: z.number().int(),
  lineTotalCentavos: z.number().int(),
  minOrderQty: z.number().int(),
  maxOrderQty: z.number().int().nullable(),
  availability: ZAvailability,
  issues: z.array(ZCartIssue),
});
export type CartLine = z.infer<typeof ZCartLine>;

export const ZTotals = z.object({
  subtotalCentavos: z.number().int(),
  vatCentavos: z.number().int(),
  shippingCentavos: z.number().int(),
  totalCentavos: z.number().int(),
});
export type Totals = z.infer<typeof ZTotals>;

export const ZCart = z.object({
  location: ZOrderingLocation.nullable(),
  lines: z.array(ZCartLine),
  summary: ZTotals.extend({
    itemCount: z.number().int(),
    /** How much more subtotal gives free shipping; 0 when already free. */
    freeShippingRemainingCentavos: z.number().int(),
  }),
  /** False while any line has an issue or the cart is empty. */
  canCheckout: z.boolean(),
});
export type Cart = z.infer<typeof ZCart>;
export const ZCartCount = z.object({ count: z.number().int() });

/** The API's ceiling for one line; the product's own minimum and maximum are checked by the cart service. */
export const QUANTITY_CEILING = 100_000;
export const ZQuantity = ZInt(1, QUANTITY_CEILING, {
  type: 'Enter a whole number.',
  int: 'Enter a whole number.',
  min: 'Quantity must be at least 1.',
  max: `Quantity can be at most ${QUANTITY_CEILING.toLocaleString('en-PH')}.`,
});
/** The rule for one product's quantity, shown wherever a quantity is refused: "Enter a whole number from 2 to 80." */
export function quantityRule(min: number, max: number | null): string {
  const upper = Math.min(max ?? QUANTITY_CEILING, QUANTITY_CEILING);
  return `Enter a whole number from ${Math.max(1, min).toLocaleString('en-PH')} to ${upper.toLocaleString('en-PH')}.`;
}

/** Above the maximum once what is already in the cart counts: says how many are there. */
export function aboveMaxMessage(max: number, inCart: number): string {
  if (inCart <= 0) return `You can order at most ${max.toLocaleString('en-PH')}.`;
  return `You can order at most ${max.toLocaleString('en-PH')}; ${inCart.toLocaleString('en-PH')} ${inCart === 1 ? 'is' : 'are'} already in your cart.`;
}

export const ZAddToCart = z.object({ productId: z.string().uuid(), quantity: ZQuantity });
export const ZUpdateCartLine = z.object({ quantity: ZQuantity });

/** DESIGN 5: subtotal = Σ qty × price; VAT 12 % of subtotal; shipping ₱200, free from ₱5,000. */
export function computeTotals(subtotalCentavos: number, s = ORDER_SETTINGS): Totals & { freeShippingRemainingCentavos: number } {
  const vatCentavos = Math.round(subtotalCentavos * s.vatRate);
  const free = subtotalCentavos >= s.freeShippingThresholdCentavos;
  const shippingCentavos = subtotalCentavos === 0 || free ? 0 : s.shippingFeeCentavos;
  return {
    subtotalCentavos,
    vatCentavos,
    shippingCentavos,
    totalCentavos: subtotalCentavos + vatCentavos + shippingCentavos,
    freeShippingRemainingCentavos: free ? 0 : s.freeShippingThresholdCentavos - subtotalCentavos,
  };
}

// ---------------------------------------------------------------- addresses

export const ADDRESS_TYPES = ['shipping', 'billing', 'both'] as const;
/** Philippine provinces (and Metro Manila), for the province select. */
export const PH_PROVINCES = [
  'Abra', 'Agusan del Norte', 'Agusan del Sur', 'Aklan', 'Albay', 'Antique', 'Apayao', 'Aurora', 'Basilan', 'Bataan', 'Batanes',
  'Batangas', 'Benguet', 'Biliran', 'Bohol', 'Bukidnon', 'Bulacan', 'Cagayan', 'Camarines Norte', 'Camarines Sur', 'Camiguin',
  'Capiz', 'Catanduanes', 'Cavite', 'Cebu', 'Cotabato', 'Davao de Oro', 'Davao del Norte', 'Davao del Sur', 'Davao Occidental',
  'Davao Oriental', 'Dinagat Islands', 'Eastern Samar', 'Guimaras', 'Ifugao', 'Ilocos Norte', 'Ilocos Sur', 'Iloilo', 'Isabela',
  'Kalinga', 'La Union', 'Laguna', 'Lanao del Norte', 'Lanao del Sur', 'Leyte', 'Maguindanao del Norte', 'Maguindanao del Sur',
  'Marinduque', 'Masbate', 'Metro Manila', 'Misamis Occidental', 'Misamis Oriental', 'Mountain Province', 'Negros Occidental',
  'Negros Oriental', 'Northern Samar', 'Nueva Ecija', 'Nueva Vizcaya', 'Occidental Mindoro', 'Oriental Mindoro', 'Palawan',
  'Pampanga', 'Pangasinan', 'Quezon', 'Quirino', 'Rizal', 'Romblon', 'Samar', 'Sarangani', 'Siquijor', 'Sorsogon', 'South Cotabato',
  'Southern Leyte', 'Sultan Kudarat', 'Sulu', 'Surigao del Norte', 'Surigao del Sur', 'Tarlac', 'Tawi-Tawi', 'Zambales',
  'Zamboanga del Norte', 'Zamboanga del Sur', 'Zamboanga Sibugay',
] as const;

export const ZAddressInput = z.object({
  type: z.enum(ADDRESS_TYPES, { error: 'Choose billing, shipping or both.' }),
  recipientName: ZLine(120).min(1, 'Recipient name is required.'),
  company: ZOptionalLine(120),
  line1: ZLine(200).min(1, 'Address line 1 is required.'),
  line2: ZOptionalLine(200),
  city: ZLine(80).min(1, 'City is required.'),
  province: z.enum(PH_PROVINCES, { error: 'Choose a Philippine province.' }),
  postalCode: z.string().trim().regex(/^\d{4}$/, 'Postal code must be 4 digits.'),
  phone: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^(\+63|0)\d{10}$/, 'Phone must be +63 or 0 followed by 10 digits.')),
  deliveryInstructions: ZOptionalMultiline(500),
  nickname: ZOptionalLine(60),
  /** The user's own location this address serves; '' or null: none. Omitted on an edit: unchanged. */
  locationId: z
    .union([z.string().uuid('Choose one of your locations.'), z.literal(''), z.null()], { error: 'Choose one of your locations.' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  makeDefault: z.boolean().optional(),
});
export type AddressInput = z.input<typeof ZAddressInput>;
export type AddressData = z.output<typeof ZAddressInput>;

export const ZAddress = z.object({
  id: z.string(),
  type: z.enum(ADDRESS_TYPES),
  recipientName: z.string(),
  company: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  deliveryInstructions: z.string().nullable(),
  nickname: z.string().nullable(),
  /** The location this address is linked to (null: none); the name is null when the user can no longer see it. */
  location: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  isDefaultShipping: z.boolean(),
  isDefaultBilling: z.boolean(),
  createdAt: z.string(),
});
export type Address = z.infer<typeof ZAddress>;
export const ZSetDefault = z.object({ kind: z.enum(['shipping', 'billing']) });

// ---------------------------------------------------------------- payment methods

export const PAYMENT_METHOD_TYPES = ['bank_transfer', 'gcash', 'credit_card', 'debit_card', 'cash_on_delivery'] as const;
export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHOD_TYPES)[number], string> = {
  bank_transfer: 'Bank transfer',
  gcash: 'GCash',
  credit_card: 'Credit card',
  debit_card: 'Debit card',
  cash_on_delivery: 'Cash on delivery',
};

/** Luhn check for card numbers (the full number is validated, then only its last four digits are kept). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export function cardBrandOf(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^35/.test(digits)) return 'JCB';
  return 'Card';
}

const digitsOnly = (v: string) => v.replace(/[\s-]/g, '');
const nickname = ZOptionalLine(60);
const makeDefault = z.boolean().optional();

const ZCard = z.object({
  type: z.enum(['credit_card', 'debit_card']),
  nickname,
  makeDefault,
  cardholderName: ZLine(120).min(1, 'Cardholder name is required.'),
  cardNumber: z
    .string()
    .max(40)
    .transform(digitsOnly)
    .pipe(z.string().regex(/^\d{12,19}$/, 'Card number must be 12 to 19 digits.').refine(luhnValid, 'Card number is not valid.')),
  expiryMonth: ZInt(1, 12, { min: 'Invalid expiry month.', max: 'Invalid expiry month.' }),
  expiryYear: ZInt(2000, 2100),
});
const ZBank = z.object({
  type: z.literal('bank_transfer'),
  nickname,
  makeDefault,
  bankName: ZLine(80).min(1, 'Bank name is required.'),
  accountName: ZLine(120).min(1, 'Account name is required.'),
  accountNumber: z
    .string()
    .max(40)
    .transform(digitsOnly)
    .pipe(z.string().regex(/^\d{6,20}$/, 'Account number must be 6 to 20 digits.')),
});
const ZGcash = z.object({
  type: z.literal('gcash'),
  nickname,
  makeDefault,
  accountName: ZLine(120).min(1, 'Account name is required.'),
  mobileNumber: z
    .string()
    .max(40)
    .transform(digitsOnly)
    .pipe(z.string().regex(/^(\+63|0)9\d{9}$/, 'GCash number must be a mobile number such as 09171234567.')),
});
const ZCod = z.object({ type: z.literal('cash_on_delivery'), nickname, makeDefault });

export const ZPaymentMethodInput = z.discriminatedUnion('type', [ZCard, ZBank, ZGcash, ZCod]);
export type PaymentMethodInput = z.input<typeof ZPaymentMethodInput>;
export type PaymentMethodData = z.output<typeof ZPaymentMethodInput>;

export const ZPaymentMethod = z.object({
  id: z.string(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  nickname: z.string().nullable(),
  /** Human label without secrets, e.g. "Visa •••• 4242, exp 08/2028" or "BPI •••• 1234". */
  label: z.string(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  expiryMonth: z.number().int().nullable(),
  expiryYear: z.number().int().nullable(),
  holderName: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type PaymentMethod = z.infer<typeof ZPaymentMethod>;
export const ZPaymentMethodPatch = z.object({ nickname: ZLine(60).nullable() });

// ---------------------------------------------------------------- checkout and orders

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

const ZAddressSnapshot = ZAddress.pick({ recipientName: true, company: true, line1: true, line2: true, city: true, province: true, postalCode: true, phone: true, deliveryInstructions: true });
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
    z.object({ id: z.string(), productId: z.string(), sku: z.string(), name: z.string(), unitPriceCentavos: z.number().int(), quantity: z.number().int(), lineTotalCentavos: z.number().int() }),
  ),
  totals: ZTotals,
  notes: z.string().nullable(),
  shippingAddress: ZAddressSnapshot.nullable(),
  billingAddress: ZAddressSnapshot.nullable(),
  paymentMethod: z.object({ type: z.enum(PAYMENT_METHOD_TYPES), label: z.string() }).nullable(),
  shipment: z
    .object({ carrier: z.string().nullable(), trackingNumber: z.string().nullable(), method: z.string().nullable(), estimatedDelivery: z.string().nullable() })
    .nullable(),
  history: z.array(
    z.object({ fromStatus: z.enum(ORDER_STATUSES).nullable(), toStatus: z.enum(ORDER_STATUSES), actorName: z.string().nullable(), note: z.string().nullable(), createdAt: z.string() }),
  ),
  canCancel: z.boolean(),
  /** Approvals given so far and how many the order needs (two above the two-approver threshold). */
  approvals: z.object({ given: z.number().int(), required: z.number().int() }),
  /** Set once head office has invoiced the order (order-operations issue). */
  invoiceUrl: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof ZOrderDetail>;

export const ZOrderListQuery = z.object({
  q: ZLine(40).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  /** YYYY-MM-DD, Manila dates, inclusive. */
  ...ZManilaDateRange.shape,
  ...ZPageQuery(20).shape,
});
export type OrderListQuery = z.input<typeof ZOrderListQuery>;
export const ZOrderList = paged(ZOrderSummary);
export type OrderList = z.infer<typeof ZOrderList>;

export const ZCancelOrder = z.object({ reason: ZMultiline(500).min(1, 'Give a reason for cancelling.') });
export const ZReorderResult = z.object({ cart: ZCart, skipped: z.array(z.object({ sku: z.string(), name: z.string(), reason: z.string() })) });
