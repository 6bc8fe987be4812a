import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZPosFileColumns,
  ZPosMapping,
  ZPosMappingState,
  type PosFileColumns,
  type PosMapping,
  type PosMappingInput,
} from '../../../shared/pos-mapping.contracts';
import { uploadWithProgress, type OnProgress } from '../../components/form';
import { apiFetch } from '../../lib/api-client';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { salesKeys } from '../../lib/query-keys/sales';

/** GET /api/sales/pos-mapping?locationId → the location's saved POS export mapping, or null. */
export async function getPosMapping(locationId: string, signal?: AbortSignal): Promise<PosMapping | null> {
  return ZPosMappingState.parse(await apiFetch<unknown>(`/api/sales/pos-mapping?locationId=${locationId}`, { signal })).mapping;
}
export const usePosMapping = (locationId: string) =>
  useQuery({
    ...CACHE_PROFILES.static,
    queryKey: salesKeys.posMapping(locationId),
    queryFn: ({ signal }) => getPosMapping(locationId, signal),
  });

/** PUT /api/sales/pos-mapping?locationId → the saved mapping, which replaces the cached one. */
export async function savePosMapping({ locationId, input }: { locationId: string; input: PosMappingInput }): Promise<PosMapping> {
  return ZPosMapping.parse(await apiFetch<unknown>(`/api/sales/pos-mapping?locationId=${locationId}`, { method: 'PUT', body: input }));
}
export function useSavePosMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['sales', 'pos-mapping'],
    mutationFn: savePosMapping,
    meta: { errorToast: false },
    onSuccess: (mapping) => queryClient.setQueryData(salesKeys.posMapping(mapping.locationId), mapping),
  });
}

/** POST /api/sales/import/columns?locationId (multipart "file") → the export's headers and first rows; nothing is stored. */
export function readPosColumns(locationId: string, file: File, onProgress?: OnProgress): Promise<PosFileColumns> {
  return uploadWithProgress(`/api/sales/import/columns?locationId=${locationId}`, file, { schema: ZPosFileColumns, onProgress });
}
