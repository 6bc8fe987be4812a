import type { PaymentMethod } from '../../shared/payment-methods.contracts';

/** The method checkout preselects: the default, else the only one, else none (a deliberate choice). */
export function defaultPaymentMethodId(methods: readonly PaymentMethod[]): string | null {
  const flagged = methods.find((m) => m.isDefault);
  if (flagged) return flagged.id;
  return methods.length === 1 ? methods[0].id : null;
}

/** What a person calls the method: their nickname, else the safe label (e.g. "Visa •••• 4242"). */
export function paymentMethodTitle(m: Pick<PaymentMethod, 'nickname' | 'label'>): string {
  return m.nickname ?? m.label;
}
