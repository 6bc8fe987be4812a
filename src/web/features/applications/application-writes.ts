import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  APPLICATIONS_API,
  ZApplicationDetail,
  type ApplicationDetail,
  type ZApplicationStatusChange,
} from '../../../shared/applications.contracts';
import { apiFetch, isApiError } from '../../lib/api-client';
import { dashboardKeys } from '../../lib/query-keys/dashboards';
import { applicationKeys } from './application-keys';

/**
 * POST /api/applications/review/:id/status {status, note?} → the detail (409: not allowed from the current status,
 *   or approving when the e-mail already has an account or a pending invitation).
 * POST /api/applications/review/:id/notes {body} → 201 the detail.
 */
async function post(id: string, action: 'status' | 'notes', body: unknown): Promise<ApplicationDetail> {
  return ZApplicationDetail.parse(
    await apiFetch<unknown>(`${APPLICATIONS_API.review}/${encodeURIComponent(id)}/${action}`, { method: 'POST', body }),
  );
}

export type StatusChange = { id: string } & z.input<typeof ZApplicationStatusChange>;
export const changeApplicationStatus = ({ id, ...body }: StatusChange) => post(id, 'status', body);
export const addApplicationNote = ({ id, body }: { id: string; body: string }) => post(id, 'notes', { body });

/** The answer replaces the detail; lists, counts and the franchisor dashboard's count catch up. */
function applyChange(queryClient: QueryClient, detail: ApplicationDetail) {
  queryClient.setQueryData(applicationKeys.detail(detail.id), detail);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationKeys.lists }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.franchisor }),
  ]);
}

function useApplicationWrite<A extends { id: string }>(name: string, mutationFn: (args: A) => Promise<ApplicationDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['applications', name],
    mutationFn,
    retry: false,
    meta: { errorToast: false },
    onSuccess: (detail) => applyChange(queryClient, detail),
    // Refused because someone else moved it on meanwhile: show its current state beside the server's message.
    onError: (error, args) =>
      isApiError(error) && error.status === 409 ? queryClient.invalidateQueries({ queryKey: applicationKeys.detail(args.id) }) : undefined,
  });
}

export const useChangeApplicationStatus = () => useApplicationWrite('status', changeApplicationStatus);
export const useAddApplicationNote = () => useApplicationWrite('note', addApplicationNote);
