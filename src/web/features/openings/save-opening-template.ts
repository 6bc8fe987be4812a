import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOpeningTemplate, type OpeningTemplate, type OpeningTemplateInput } from '../../../shared/openings.contracts';
import { apiFetch } from '../../lib/api-client';
import { openingKeys } from './opening-keys';

/**
 * PUT /api/openings/templates/:brandId ({ items }) → the saved template (franchisor). It replaces the whole list;
 * openings already started keep their own checklist, so no project or board query is touched.
 */
export async function saveOpeningTemplate({ brandId, input }: { brandId: string; input: OpeningTemplateInput }): Promise<OpeningTemplate> {
  return ZOpeningTemplate.parse(
    await apiFetch<unknown>(`/api/openings/templates/${encodeURIComponent(brandId)}`, { method: 'PUT', body: input }),
  );
}

export function useSaveOpeningTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['openings', 'save-template'],
    mutationFn: saveOpeningTemplate,
    retry: false,
    // The editor shows the server's message beside the Save button.
    meta: { errorToast: false },
    onSuccess: (template) => queryClient.setQueryData(openingKeys.template(template.brandId), template),
  });
}
