import { PAYMENT_METHOD_TYPES, type PaymentMethodInput } from '../../../shared/payment-methods.contracts';
import type { FieldLabels } from '../../lib/form-errors';

/**
 * The payment-method form keeps one flat set of inputs for every type; {@link toPaymentPayload}
 * sends only the fields of the chosen type (a card number typed before switching to GCash is never
 * sent). Validation is the server's own discriminated schema, run on that payload.
 */

export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

export interface PaymentFormValues {
  type: PaymentMethodType;
  cardholderName: string;
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  mobileNumber: string;
  nickname: string;
  makeDefault: boolean;
}

export const EMPTY_PAYMENT_FORM: PaymentFormValues = {
  type: 'bank_transfer',
  cardholderName: '',
  cardNumber: '',
  expiryMonth: '',
  expiryYear: '',
  bankName: '',
  accountName: '',
  accountNumber: '',
  mobileNumber: '',
  nickname: '',
  makeDefault: false,
};

export const PAYMENT_LABELS: FieldLabels<PaymentFormValues> = {
  type: 'payment type',
  cardholderName: 'cardholder name',
  cardNumber: 'card number',
  expiryMonth: 'expiry month',
  expiryYear: 'expiry year',
  bankName: 'bank name',
  accountName: 'account name',
  accountNumber: 'account number',
  mobileNumber: 'GCash number',
  nickname: 'nickname',
  makeDefault: 'make default',
};

/** "28" means 2028: people copy the year from the card, where it has two digits. */
export function fullExpiryYear(input: string): string {
  const year = input.trim();
  return /^\d{2}$/.test(year) ? String(2000 + Number(year)) : year;
}

export function toPaymentPayload(v: PaymentFormValues): PaymentMethodInput {
  const common = { nickname: v.nickname, makeDefault: v.makeDefault };
  switch (v.type) {
    case 'credit_card':
    case 'debit_card':
      return {
        type: v.type,
        ...common,
        cardholderName: v.cardholderName,
        cardNumber: v.cardNumber,
        expiryMonth: v.expiryMonth.trim(),
        expiryYear: fullExpiryYear(v.expiryYear),
      };
    case 'bank_transfer':
      return { type: v.type, ...common, bankName: v.bankName, accountName: v.accountName, accountNumber: v.accountNumber };
    case 'gcash':
      return { type: v.type, ...common, accountName: v.accountName, mobileNumber: v.mobileNumber };
    case 'cash_on_delivery':
      return { type: v.type, ...common };
  }
}
