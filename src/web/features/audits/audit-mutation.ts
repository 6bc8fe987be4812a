import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditKeys } from '../../lib/query-keys/audits';

/**
 * A head-office or auditor write that is not an answer (schedule, start, submit, approve, an action decided, a
 * template saved): no retry (each is a decision made once), no global toast (the page shows the server's message
 * where it happened), and the whole audits family is read again afterwards.
 */
export function useAuditMutation<A, R>(name: string, mutationFn: (args: A) => Promise<R>, onSuccess?: (result: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['audits', name],
    mutationFn,
    retry: false,
    meta: { errorToast: false },
    onSuccess: (result) => {
      onSuccess?.(result);
      return queryClient.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}
