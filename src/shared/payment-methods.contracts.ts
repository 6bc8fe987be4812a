import { z } from 'zod';
import { ZInt, ZLine, ZOptionalLine, listOf } from './http';

/** Payment method contracts: only the last four digits of a card or account are kept. */

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
    .pipe(
      z
        .string()
        .regex(/^\d{12,19}$/, 'Card number must be 12 to 19 digits.')
        .refine(luhnValid, 'Card number is not valid.'),
    ),
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
export const ZPaymentMethodList = listOf(ZPaymentMethod);
export const ZPaymentMethodPatch = z.object({ nickname: ZLine(60).nullable() });
