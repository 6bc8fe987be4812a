import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZIntegrityFlag, type IntegrityDismissInput, type IntegrityFlag } from '../../../shared/sales-integrity.contracts';
import { apiFetch } from '../../lib/api-client';
import { salesIntegrityKeys } from '../../lib/query-keys/sales-integrity';

/** POST /api/sales-integrity/flags/:id/dismiss with a reason (audit log). */
export async function dismissFlag(flagId: string, body: IntegrityDismissInput): Promise<IntegrityFlag> {
  return ZIntegrityFlag.parse(await apiFetch<unknown>(`/api/sales-integrity/flags/${flagId}/dismiss`, { method: 'POST', body }));
}

export function useDismissFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sales-integrity', 'dismiss'],
    mutationFn: ({ flagId, body }: { flagId: string; body: IntegrityDismissInput }) => dismissFlag(flagId, body),
    // The table's estimate, the location's flags and the dashboard card all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesIntegrityKeys.all }),
  });
}
