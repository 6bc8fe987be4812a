import { ZUpgradeRequest, type UpgradeRequest } from '../../../shared/contract-package.contracts';
import { apiFetch } from '../../lib/api-client';
import { useContractMutation } from './contract-mutation';

/** POST /api/contract-package/upgrade-requests/:id/withdraw → UpgradeRequest (the requester, while pending). */
export async function withdrawUpgrade(id: string): Promise<UpgradeRequest> {
  return ZUpgradeRequest.parse(
    await apiFetch<unknown>(`/api/contract-package/upgrade-requests/${encodeURIComponent(id)}/withdraw`, { method: 'POST' }),
  );
}
export const useWithdrawUpgrade = () => useContractMutation('withdraw-upgrade', withdrawUpgrade);
