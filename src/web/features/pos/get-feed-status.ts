import { useQuery } from '@tanstack/react-query';
import { ZPosFeedStatus, type PosFeedStatus } from '../../../shared/pos.contracts';
import { apiFetch } from '../../lib/api-client';
import { posKeys } from '../../lib/query-keys/pos';

/** GET /api/pos/feed-status → each location with a key: last received, days missing and late (head office). */
export async function getFeedStatus(signal?: AbortSignal): Promise<PosFeedStatus> {
  return ZPosFeedStatus.parse(await apiFetch<unknown>('/api/pos/feed-status', { signal }));
}

export function useFeedStatus() {
  return useQuery({ queryKey: posKeys.feedStatus, queryFn: ({ signal }) => getFeedStatus(signal) });
}
