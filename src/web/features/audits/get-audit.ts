import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAuditDetail, type AuditDetail } from '../../../shared/audits.contracts';
import { isApiError } from '../../lib/api-client';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { auditKeys } from '../../lib/query-keys/audits';
import { keepAuditOffline, offlineAudit } from './audit-offline-copy';

/**
 * GET /api/audits/:id → the whole audit as one document: store card, the pinned template version, answers, photos,
 * the previous audit's answers. It works offline once opened: the request runs even without a connection
 * (networkMode 'always', so the service worker's cached copy can answer), and when nothing answers, the copy kept
 * on the device is shown.
 */
export function getAudit(id: string, signal?: AbortSignal): Promise<AuditDetail> {
  return getParsed(ZAuditDetail, `/api/audits/${encodeURIComponent(id)}`, signal);
}

const unreachable = (error: unknown) => isApiError(error) && (error.status === 0 || error.status >= 500);

export function auditQueryOptions(id: string, userId: string) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: auditKeys.detail(id),
    networkMode: 'always',
    queryFn: async ({ signal }) => {
      try {
        const detail = await getAudit(id, signal);
        keepAuditOffline(userId, detail);
        return detail;
      } catch (error) {
        const kept = unreachable(error) ? offlineAudit(userId, id) : undefined;
        if (kept) return kept;
        throw error;
      }
    },
    initialData: () => offlineAudit(userId, id),
    // The kept copy is shown at once and re-read straight away.
    initialDataUpdatedAt: 0,
    retry: (count, error) => !unreachable(error) && count < 1,
    meta: { errorToast: false },
  });
}

export function useAudit(id: string, userId: string) {
  return useQuery(auditQueryOptions(id, userId));
}

/** A photo of an audit, streamed after the server's row-level check (auditors and head office). */
export const auditPhotoUrl = (photoId: string) => `/api/audits/photos/${encodeURIComponent(photoId)}`;
/** The approved audit's PDF report (head office). */
export const auditReportUrl = (auditId: string) => `/api/audits/${encodeURIComponent(auditId)}/report`;
