import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterContractChange } from './invalidate-after-contract-change';

/** A contract-package write: no automatic toast (the dialogs show field errors), every package view refreshed after. */
export function useContractMutation<A, R>(name: string, mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['contract-package', name],
    mutationFn,
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => invalidateAfterContractChange(queryClient),
  });
}
