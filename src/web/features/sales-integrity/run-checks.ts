import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZIntegrityRunResult, type IntegrityRunResult } from '../../../shared/sales-integrity.contracts';
import { apiFetch } from '../../lib/api-client';
import { salesIntegrityKeys } from '../../lib/query-keys/sales-integrity';

/** POST /api/sales-integrity/run: what the nightly job does, now. */
export async function runChecks(): Promise<IntegrityRunResult> {
  return ZIntegrityRunResult.parse(await apiFetch<unknown>('/api/sales-integrity/run', { method: 'POST' }));
}

export function useRunChecks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sales-integrity', 'run'],
    mutationFn: runChecks,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesIntegrityKeys.all }),
  });
}
