import { ZTemplateList, type Template } from '../../../shared/audits.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { defineQuery, getParsed } from '../../lib/queries/define-query';
import { auditKeys } from '../../lib/query-keys/audits';

export type TemplateSummary = Omit<Template, 'version'>;

/** GET /api/audits/templates → every brand's audit templates (name, brand, current version). */
export async function getAuditTemplates(signal?: AbortSignal): Promise<TemplateSummary[]> {
  return (await getParsed(ZTemplateList, '/api/audits/templates', signal)).items;
}

const auditTemplates = defineQuery({
  cache: CACHE_PROFILES.static,
  queryKey: auditKeys.templates,
  fetch: getAuditTemplates,
  meta: { errorToast: false },
});
export const auditTemplatesQueryOptions = auditTemplates.options;
export const useAuditTemplates = auditTemplates.useData;
