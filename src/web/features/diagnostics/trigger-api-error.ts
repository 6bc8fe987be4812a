import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/**
 * GET|POST /api/diagnostics/errors/:status → always fails with that status in the one error shape.
 * Lets support staff see the client's retries, toasts and messages for each failure.
 */
const errorPath = (status: number) => `/api/diagnostics/errors/${status}`;

export const diagnosticErrorQuery = (status: number) => ({
  queryKey: ['diagnostics', 'error', status] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<never>(errorPath(status), { signal }),
});

export function useDiagnosticErrorQuery(status: number | null) {
  return useQuery({
    ...diagnosticErrorQuery(status ?? 0),
    enabled: status !== null,
    // Every run should fail afresh, not serve the previous failure from cache.
    gcTime: 0,
    staleTime: 0,
  });
}

export function useDiagnosticErrorMutation() {
  return useMutation({
    mutationKey: ['diagnostics', 'error'],
    mutationFn: (status: number) => apiFetch<never>(errorPath(status), { method: 'POST', body: {} }),
  });
}
