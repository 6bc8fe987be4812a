import { ZUpgradeRequest, type UpgradeDecision, type UpgradeRequest } from '../../../shared/contract-package.contracts';
import { apiFetch } from '../../lib/api-client';
import { useContractMutation } from './contract-mutation';

/** POST /api/contract-package/upgrade-requests/:id/decision ({ decision, note }) → UpgradeRequest (franchisor). */
export async function decideUpgrade({ id, input }: { id: string; input: UpgradeDecision }): Promise<UpgradeRequest> {
  return ZUpgradeRequest.parse(
    await apiFetch<unknown>(`/api/contract-package/upgrade-requests/${encodeURIComponent(id)}/decision`, { method: 'POST', body: input }),
  );
}
export const useDecideUpgrade = () => useContractMutation('decide-upgrade', decideUpgrade);
