/** The user's own payment methods: one list, refreshed after every payment-method mutation. */
export const paymentMethodKeys = {
  all: ['payment-methods'] as const,
  list: ['payment-methods', 'list'] as const,
};
