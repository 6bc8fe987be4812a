import { useQueryClient } from '@tanstack/react-query';
import { ZTemplate, type Template, type TemplateBody } from '../../../shared/audits.contracts';
import { apiFetch } from '../../lib/api-client';
import { auditKeys } from '../../lib/query-keys/audits';
import { useAuditMutation } from './audit-mutation';

/** PUT /api/audits/templates/:id (head office) → the template at its new version; audits already started keep theirs. */
export async function saveAuditTemplate({ id, body }: { id: string; body: TemplateBody }): Promise<Template> {
  return ZTemplate.parse(await apiFetch<unknown>(`/api/audits/templates/${encodeURIComponent(id)}`, { method: 'PUT', body }));
}

export function useSaveAuditTemplate() {
  const queryClient = useQueryClient();
  return useAuditMutation('save-template', saveAuditTemplate, (t) => queryClient.setQueryData(auditKeys.template(t.id), t));
}
