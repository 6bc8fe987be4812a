import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLowStockProposal, type LowStockProposal } from '../../../shared/purchasing.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { purchasingKeys } from './query-keys';

/** GET /api/purchase-orders/low-stock-proposal (franchisor) → lines per preferred supplier, and low products nobody supplies. */

export async function getLowStockProposal(signal?: AbortSignal): Promise<LowStockProposal> {
  return getParsed(ZLowStockProposal, '/api/purchase-orders/low-stock-proposal', signal);
}

export function lowStockProposalQueryOptions() {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    // Stock moves all day: the dialog always asks afresh when it opens.
    staleTime: 0,
    queryKey: purchasingKeys.lowStock,
    queryFn: ({ signal }) => getLowStockProposal(signal),
    meta: { errorToast: false },
  });
}

export function useLowStockProposal(enabled: boolean) {
  return useQuery({ ...lowStockProposalQueryOptions(), enabled });
}
