import type { paymentMethods } from '../db/schema';
import { PAYMENT_METHOD_LABELS } from '../../shared/payment-methods.contracts';

type Row = typeof paymentMethods.$inferSelect;

/** What a person reads: never more than the last four digits. */
export function paymentLabel(r: Pick<Row, 'type' | 'brand' | 'last4' | 'expiryMonth' | 'expiryYear'>): string {
  switch (r.type) {
    case 'credit_card':
    case 'debit_card':
      return `${r.brand ?? 'Card'} •••• ${r.last4}, exp ${String(r.expiryMonth).padStart(2, '0')}/${r.expiryYear}`;
    case 'bank_transfer':
      return `${r.brand ?? 'Bank'} •••• ${r.last4}`;
    case 'gcash':
      return `GCash •••• ${r.last4}`;
    case 'cash_on_delivery':
      return PAYMENT_METHOD_LABELS.cash_on_delivery;
  }
}
