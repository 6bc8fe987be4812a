import type { QueryClient } from '@tanstack/react-query';
import { salesKeys } from '../../lib/query-keys/sales';

/** Reported sales feed the dashboards, sales analytics and royalties, so a change refreshes those families too. */
export function invalidateAfterSales(queryClient: QueryClient) {
  for (const queryKey of [salesKeys.all, ['dashboard'], ['analytics', 'sales'], ['analytics', 'financial']])
    void queryClient.invalidateQueries({ queryKey });
}
