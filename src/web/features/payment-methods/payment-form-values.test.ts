import { describe, expect, it } from 'vitest';
import { formResolver } from '../../components/form/form-resolver';
import { ZPaymentMethodInput } from '../../../shared/payment-methods.contracts';
import { EMPTY_PAYMENT_FORM, fullExpiryYear, PAYMENT_LABELS, toPaymentPayload, type PaymentFormValues } from './payment-form-values';

const form = (over: Partial<PaymentFormValues>): PaymentFormValues => ({ ...EMPTY_PAYMENT_FORM, ...over });
// The resolver the payment form builds (payment-method-form.tsx): the contract on the chosen type's payload, raw.
const resolver = formResolver<PaymentFormValues, unknown>(ZPaymentMethodInput, {
  labels: PAYMENT_LABELS,
  toInput: toPaymentPayload,
  raw: true,
});
const resolve = (values: PaymentFormValues) => resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('payment method payload', () => {
  it('sends only the fields of the chosen type (a card number typed earlier never leaves for GCash)', () => {
    const values = form({ type: 'gcash', cardNumber: '4242424242424242', accountName: 'Ana', mobileNumber: '09171234567' });
    const payload = toPaymentPayload(values);
    expect(payload).toEqual({ type: 'gcash', nickname: '', makeDefault: false, accountName: 'Ana', mobileNumber: '09171234567' });
    expect(JSON.stringify(payload)).not.toContain('4242');
    expect(toPaymentPayload(form({ type: 'cash_on_delivery', bankName: 'BPI' }))).toEqual({
      type: 'cash_on_delivery',
      nickname: '',
      makeDefault: false,
    });
  });

  it('reads a two-digit expiry year as 20xx', () => {
    expect(fullExpiryYear('28')).toBe('2028');
    expect(fullExpiryYear(' 2031 ')).toBe('2031');
  });
});

describe('payment method validation', () => {
  it('accepts a valid card and hands on the raw payload', async () => {
    const result = await resolve(
      form({ type: 'credit_card', cardholderName: 'Ana Cruz', cardNumber: '4242 4242 4242 4242', expiryMonth: '8', expiryYear: '28' }),
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ type: 'credit_card', cardNumber: '4242 4242 4242 4242', expiryYear: '2028' });
  });

  it('puts each problem on its own field', async () => {
    const card = await resolve(
      form({ type: 'debit_card', cardholderName: '', cardNumber: '4242424242424241', expiryMonth: '13', expiryYear: '2030' }),
    );
    expect(card.errors.cardholderName?.message).toBe('Cardholder name is required.');
    expect(card.errors.cardNumber?.message).toBe('Card number is not valid.');
    expect(card.errors.expiryMonth?.message).toBe('Invalid expiry month.');
    const gcash = await resolve(form({ type: 'gcash', accountName: 'Ana', mobileNumber: '12345' }));
    expect(gcash.errors.mobileNumber?.message).toMatch(/GCash number/);
    const bank = await resolve(form({ type: 'bank_transfer', bankName: 'BPI', accountName: 'Ana', accountNumber: '12' }));
    expect(bank.errors.accountNumber?.message).toBe('Account number must be 6 to 20 digits.');
  });
});
