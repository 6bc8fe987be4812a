import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBrand, type Brand, type BrandInput } from '../../../shared/network.contracts';
import { apiFetch } from '../../lib/api-client';
import { networkKeys } from '../../lib/query-keys/network';

/**
 * POST /api/network/brands (BrandInput) → Brand; PATCH /api/network/brands/:id (partial) → Brand.
 * Franchisor and admin. A slug already in use is a 409 whose message the form shows.
 */

export async function createBrand(body: BrandInput): Promise<Brand> {
  return ZBrand.parse(await apiFetch<unknown>('/api/network/brands', { method: 'POST', body }));
}

export async function updateBrand({ id, patch }: { id: string; patch: Partial<BrandInput> }): Promise<Brand> {
  return ZBrand.parse(await apiFetch<unknown>(`/api/network/brands/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }));
}

/** Brands appear on locations, the catalogue's brand filter and the microsites: refresh them all. */
function invalidateBrands(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: networkKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
  ]);
}

export function useCreateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['network', 'brands', 'create'],
    mutationFn: createBrand,
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => invalidateBrands(queryClient),
  });
}

export function useUpdateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['network', 'brands', 'update'],
    mutationFn: updateBrand,
    meta: { errorToast: false },
    onSuccess: () => invalidateBrands(queryClient),
  });
}
