import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZContract, type Contract, type ContractInput, type ContractUpdate } from '../../../shared/suppliers.contracts';
import { apiFetch } from '../../lib/api-client';
import { invalidateAfterSupplierChange } from './invalidate-after-supplier-change';

/**
 * POST /api/suppliers/contracts (ContractInput) → Contract (409 on a duplicate number);
 * PATCH /api/suppliers/contracts/:id (ContractUpdate) → Contract (409 once terminated).
 */

export async function createContract(body: ContractInput): Promise<Contract> {
  return ZContract.parse(await apiFetch<unknown>('/api/suppliers/contracts', { method: 'POST', body }));
}

export async function updateContract({ id, patch }: { id: string; patch: ContractUpdate }): Promise<Contract> {
  return ZContract.parse(await apiFetch<unknown>(`/api/suppliers/contracts/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }));
}

function useContractMutation<A>(name: string, mutationFn: (args: A) => Promise<Contract>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['suppliers', 'contracts', name],
    mutationFn,
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => invalidateAfterSupplierChange(queryClient),
  });
}

export const useCreateContract = () => useContractMutation('create', createContract);
export const useUpdateContract = () => useContractMutation('update', updateContract);
