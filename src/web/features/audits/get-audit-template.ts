import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTemplate, type Template } from '../../../shared/audits.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { auditKeys } from '../../lib/query-keys/audits';

/** GET /api/audits/templates/:id → the template with its current version's sections and questions. */
export function getAuditTemplate(id: string, signal?: AbortSignal): Promise<Template> {
  return getParsed(ZTemplate, `/api/audits/templates/${encodeURIComponent(id)}`, signal);
}

export function auditTemplateQueryOptions(id: string) {
  return queryOptions({
    ...CACHE_PROFILES.static,
    queryKey: auditKeys.template(id),
    queryFn: ({ signal }) => getAuditTemplate(id, signal),
    meta: { errorToast: false },
  });
}
export const useAuditTemplate = (id: string | null) => useQuery({ ...auditTemplateQueryOptions(id ?? ''), enabled: Boolean(id) });
