import { ZPaymentMethodList, type PaymentMethod } from '../../../shared/payment-methods.contracts';
import { CACHE_PROFILES } from '../cache-profiles';
import { paymentMethodKeys } from '../query-keys/payment-methods';
import { getParsed, defineQuery } from './define-query';

/** GET /api/payment-methods → {items: PaymentMethod[]}: labels and last four digits only, never full numbers. */

export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  return (await getParsed(ZPaymentMethodList, '/api/payment-methods', signal)).items;
}

const paymentMethods = defineQuery({
  cache: CACHE_PROFILES.user,
  queryKey: paymentMethodKeys.list,
  fetch: getPaymentMethods,
});
export const paymentMethodsQueryOptions = paymentMethods.options;

export const usePaymentMethods = paymentMethods.useData;
