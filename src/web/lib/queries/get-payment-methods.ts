import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZPaymentMethod, type PaymentMethod } from '../../../shared/payment-methods.contracts';
import { CACHE_PROFILES } from '../cache-profiles';
import { apiFetch } from '../api-client';
import { paymentMethodKeys } from '../query-keys/payment-methods';

/** GET /api/payment-methods → {items: PaymentMethod[]}: labels and last four digits only, never full numbers. */

const ZPaymentMethodList = z.object({ items: z.array(ZPaymentMethod) });

export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  return ZPaymentMethodList.parse(await apiFetch<unknown>('/api/payment-methods', { signal })).items;
}

export function paymentMethodsQueryOptions() {
  return queryOptions({
    ...CACHE_PROFILES.user,
    queryKey: paymentMethodKeys.list,
    queryFn: ({ signal }) => getPaymentMethods(signal),
  });
}

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
