import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DIAGNOSTICS_API, ZErrorGroup, type ErrorGroup } from '../../../shared/diagnostics.contracts';
import type { ErrorGroupStatus } from '../../../shared/diagnostics-info';
import { apiFetch } from '../../lib/api-client';
import { errorGroupKeys } from './error-group-keys';

/** PATCH /api/diagnostics/error-groups/:id {status} → the group. */
export async function setErrorGroupStatus({ id, status }: { id: string; status: ErrorGroupStatus }): Promise<ErrorGroup> {
  return ZErrorGroup.parse(
    await apiFetch<unknown>(`${DIAGNOSTICS_API.errorGroups}/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } }),
  );
}

export function useSetErrorGroupStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['error-groups', 'status'],
    mutationFn: setErrorGroupStatus,
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: errorGroupKeys.lists }),
  });
}
