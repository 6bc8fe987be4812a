import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSalesYield, type SalesYield, type SalesYieldInput } from '../../../shared/sales-integrity.contracts';
import { apiFetch } from '../../lib/api-client';
import { salesIntegrityKeys } from '../../lib/query-keys/sales-integrity';

/** PUT /api/sales-integrity/yields/:productId/:brandId (audited as sales_yield.changed). */
export async function setSalesYield(productId: string, brandId: string, body: SalesYieldInput): Promise<SalesYield> {
  return ZSalesYield.parse(await apiFetch<unknown>(`/api/sales-integrity/yields/${productId}/${brandId}`, { method: 'PUT', body }));
}

export function useSetSalesYield() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sales-integrity', 'set-yield'],
    mutationFn: ({ productId, brandId, body }: { productId: string; brandId: string; body: SalesYieldInput }) =>
      setSalesYield(productId, brandId, body),
    // Only the yields list changes now; expected sales follow at the next run of the checks.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesIntegrityKeys.yields }),
  });
}
