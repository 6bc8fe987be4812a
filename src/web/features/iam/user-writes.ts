import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ProfileStatus, Role } from '../../../shared/roles';
import { apiFetch, errorMessage } from '../../lib/api-client';
import { approvalKeys } from '../../lib/query-keys/approvals';
import { iamKeys } from '../../lib/query-keys/iam';

/**
 * The head-office actions on one account:
 * PATCH /api/iam/users/:id/role {role}; PATCH /api/iam/users/:id/status {status, reason?};
 * PUT /api/iam/users/:id/locations {locationIds}; DELETE /api/iam/users/:id/sessions.
 * Each takes effect at once on the server (sessions end when access shrinks) and is audited.
 * A refusal (admin acting on head office, self-demotion, the last franchisor…) comes back as
 * 403/409 with a message, shown in a toast.
 */

const userPath = (id: string, rest: string) => `/api/iam/users/${encodeURIComponent(id)}/${rest}`;

export const changeUserRole = ({ id, role }: { id: string; role: Role }) =>
  apiFetch<unknown>(userPath(id, 'role'), { method: 'PATCH', body: { role } });

export const changeUserStatus = ({ id, status, reason }: { id: string; status: ProfileStatus; reason?: string }) =>
  apiFetch<unknown>(userPath(id, 'status'), { method: 'PATCH', body: reason ? { status, reason } : { status } });

export const assignUserLocations = ({ id, locationIds }: { id: string; locationIds: string[] }) =>
  apiFetch<unknown>(userPath(id, 'locations'), { method: 'PUT', body: { locationIds } });

export const revokeUserSessions = ({ id }: { id: string }) => apiFetch<unknown>(userPath(id, 'sessions'), { method: 'DELETE' });

/** Users, invitations, the audit log and (for owners) the network's locations all reflect the change. */
export function invalidateAfterUserChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: iamKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['network'] }),
    // A role or status change can add or remove an approver (the two-approver notice).
    queryClient.invalidateQueries({ queryKey: approvalKeys.capacity }),
  ]);
}

function useUserAction<V>(name: string, fn: (v: V) => Promise<unknown>, refusedTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['iam', 'users', name],
    mutationFn: fn,
    retry: false,
    // The refusal is the server's rule in words: show it as such, not as a generic "Save Failed".
    meta: { errorToast: false },
    onError: (error) => toast.error(refusedTitle, { description: errorMessage(error, 'The change could not be saved.') }),
    onSettled: () => invalidateAfterUserChange(queryClient),
  });
}

export const useChangeUserRole = () => useUserAction('role', changeUserRole, 'Role not changed');
export const useChangeUserStatus = () => useUserAction('status', changeUserStatus, 'Status not changed');
export const useAssignUserLocations = () => useUserAction('locations', assignUserLocations, 'Locations not saved');
export const useRevokeUserSessions = () => useUserAction('sessions', revokeUserSessions, 'Sessions not ended');
