import { ZContractPackage, type AgreementInput, type ContractPackage } from '../../../shared/contract-package.contracts';
import { apiFetch } from '../../lib/api-client';
import { useContractMutation } from './contract-mutation';

/** PUT /api/contract-package/locations/:locationId/agreement (AgreementInput) → ContractPackage (franchisor). */
export async function saveAgreement({ locationId, input }: { locationId: string; input: AgreementInput }): Promise<ContractPackage> {
  return ZContractPackage.parse(
    await apiFetch<unknown>(`/api/contract-package/locations/${encodeURIComponent(locationId)}/agreement`, { method: 'PUT', body: input }),
  );
}
export const useSaveAgreement = () => useContractMutation('save-agreement', saveAgreement);
