import { queryOptions, useQuery } from '@tanstack/react-query';
import { APPLICATIONS_API, ZApplicationDetail, type ApplicationDetail } from '../../../shared/applications.contracts';
import { isApiError } from '../../lib/api-client';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { applicationKeys } from './application-keys';

/** GET /api/applications/review/:id → the application with its documents, timeline and allowed moves (404 unknown). */
export function getApplication(id: string, signal?: AbortSignal): Promise<ApplicationDetail> {
  return getParsed(ZApplicationDetail, `${APPLICATIONS_API.review}/${encodeURIComponent(id)}`, signal);
}

export function applicationQueryOptions(id: string) {
  return queryOptions({
    ...CACHE_PROFILES.realTime,
    refetchOnWindowFocus: true,
    queryKey: applicationKeys.detail(id),
    queryFn: ({ signal }) => getApplication(id, signal),
    // The page says "not found" itself rather than a toast.
    meta: { errorToast: false },
    retry: (count, error) => count < 2 && !(isApiError(error) && (error.status === 404 || error.status === 422)),
  });
}

export function useApplication(id: string) {
  return useQuery(applicationQueryOptions(id));
}

/** Where a document of an application downloads from (streamed by the API after the head-office check). */
export const documentUrl = (applicationId: string, documentId: string) =>
  `${APPLICATIONS_API.review}/${encodeURIComponent(applicationId)}/documents/${encodeURIComponent(documentId)}`;
