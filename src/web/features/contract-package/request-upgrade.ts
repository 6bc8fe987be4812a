import { ZUpgradeRequest, type UpgradeRequest, type UpgradeRequestInput } from '../../../shared/contract-package.contracts';
import { apiFetch } from '../../lib/api-client';
import { useContractMutation } from './contract-mutation';

/** POST /api/contract-package/locations/:locationId/upgrade-requests ({ toPackage, reason }) → UpgradeRequest (409: one pending). */
export async function requestUpgrade({ locationId, input }: { locationId: string; input: UpgradeRequestInput }): Promise<UpgradeRequest> {
  return ZUpgradeRequest.parse(
    await apiFetch<unknown>(`/api/contract-package/locations/${encodeURIComponent(locationId)}/upgrade-requests`, {
      method: 'POST',
      body: input,
    }),
  );
}
export const useRequestUpgrade = () => useContractMutation('request-upgrade', requestUpgrade);
