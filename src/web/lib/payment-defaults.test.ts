import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../shared/payment-methods.contracts';
import { defaultPaymentMethodId, paymentMethodTitle } from './payment-defaults';

const method = (id: string, over: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id,
  type: 'credit_card',
  nickname: null,
  label: 'Visa •••• 4242, exp 08/2028',
  brand: 'Visa',
  last4: '4242',
  expiryMonth: 8,
  expiryYear: 2028,
  holderName: 'Ana Cruz',
  isDefault: false,
  createdAt: '2025-01-01T00:00:00Z',
  ...over,
});

describe('payment method preselection', () => {
  it('preselects the default wherever it is in the list', () => {
    expect(defaultPaymentMethodId([method('a'), method('b', { isDefault: true }), method('c')])).toBe('b');
  });

  it('takes the only method without a default; none when several and none is default', () => {
    expect(defaultPaymentMethodId([method('a')])).toBe('a');
    expect(defaultPaymentMethodId([method('a'), method('b')])).toBeNull();
    expect(defaultPaymentMethodId([])).toBeNull();
  });

  it('names a method by its nickname, else its safe label', () => {
    expect(paymentMethodTitle(method('a', { nickname: 'Company Visa' }))).toBe('Company Visa');
    expect(paymentMethodTitle(method('a'))).toBe('Visa •••• 4242, exp 08/2028');
  });
});
