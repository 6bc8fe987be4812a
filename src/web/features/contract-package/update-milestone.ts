import { ZContractPackage, type ContractPackage, type Milestone, type MilestoneUpdate } from '../../../shared/contract-package.contracts';
import { apiFetch } from '../../lib/api-client';
import { useContractMutation } from './contract-mutation';

/** PUT /api/contract-package/locations/:locationId/milestones/:milestone (MilestoneUpdate) → ContractPackage (franchisor). */
export async function updateMilestone(a: { locationId: string; milestone: Milestone; input: MilestoneUpdate }): Promise<ContractPackage> {
  return ZContractPackage.parse(
    await apiFetch<unknown>(`/api/contract-package/locations/${encodeURIComponent(a.locationId)}/milestones/${a.milestone}`, {
      method: 'PUT',
      body: a.input,
    }),
  );
}
export const useUpdateMilestone = () => useContractMutation('update-milestone', updateMilestone);
