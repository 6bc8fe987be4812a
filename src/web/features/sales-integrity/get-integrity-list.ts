import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZIntegrityList, type IntegrityList } from '../../../shared/sales-integrity.contracts';
import { apiFetch } from '../../lib/api-client';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { salesIntegrityKeys } from '../../lib/query-keys/sales-integrity';

export const INTEGRITY_PAGE_SIZE = 25;

/** GET /api/sales-integrity → locations sorted by the royalty their open flags estimate as unreported. */
export async function getIntegrityList(f: { flagged: boolean; page: number }, signal?: AbortSignal): Promise<IntegrityList> {
  const q = new URLSearchParams({
    flagged: f.flagged ? '1' : '0',
    limit: String(INTEGRITY_PAGE_SIZE),
    offset: String((f.page - 1) * INTEGRITY_PAGE_SIZE),
  });
  return ZIntegrityList.parse(await apiFetch<unknown>(`/api/sales-integrity?${q}`, { signal }));
}

export function useIntegrityList(f: { flagged: boolean; page: number }) {
  return useQuery({
    ...CACHE_PROFILES.dashboard,
    queryKey: salesIntegrityKeys.list(f),
    queryFn: ({ signal }) => getIntegrityList(f, signal),
    placeholderData: keepPreviousData,
  });
}
