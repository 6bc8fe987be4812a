import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZLocation, ZLocationStatusInput, ZLocationUpdate, type Location, type LocationInput } from '../../../shared/network.contracts';
import { apiFetch } from '../../lib/api-client';
import { networkKeys } from '../../lib/query-keys/network';

/**
 * POST /api/network/locations (LocationInput) → Location; PATCH /api/network/locations/:id
 * (LocationUpdate, no status) → Location; POST /api/network/locations/:id/status
 * {status, note?, effectiveOn?} → Location, recorded in the history. Franchisor and admin.
 */

export type LocationUpdate = z.input<typeof ZLocationUpdate>;
export type LocationStatusInput = z.input<typeof ZLocationStatusInput>;

export async function createLocation(body: LocationInput): Promise<Location> {
  return ZLocation.parse(await apiFetch<unknown>('/api/network/locations', { method: 'POST', body }));
}

export async function updateLocation({ id, patch }: { id: string; patch: LocationUpdate }): Promise<Location> {
  return ZLocation.parse(await apiFetch<unknown>(`/api/network/locations/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }));
}

export async function changeLocationStatus({ id, body }: { id: string; body: LocationStatusInput }): Promise<Location> {
  return ZLocation.parse(await apiFetch<unknown>(`/api/network/locations/${encodeURIComponent(id)}/status`, { method: 'POST', body }));
}

/**
 * A location's owner and status show in IAM (a user's locations), the franchisee's ordering picker
 * and order filters: refresh those families too.
 */
export function invalidateAfterLocationChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: networkKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['iam'] }),
    queryClient.invalidateQueries({ queryKey: ['franchises'] }),
  ]);
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['network', 'locations', 'create'],
    mutationFn: createLocation,
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => invalidateAfterLocationChange(queryClient),
  });
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['network', 'locations', 'update'],
    mutationFn: updateLocation,
    meta: { errorToast: false },
    onSuccess: () => invalidateAfterLocationChange(queryClient),
  });
}

export function useChangeLocationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['network', 'locations', 'status'],
    mutationFn: changeLocationStatus,
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => invalidateAfterLocationChange(queryClient),
  });
}
