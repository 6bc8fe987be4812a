import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PackageCode } from '../../../shared/packages';
import { ZOpeningStarter, type OpeningStarter, type OpeningStarterInput } from '../../../shared/openings.contracts';
import { apiFetch } from '../../lib/api-client';
import { openingKeys } from './opening-keys';

/**
 * PUT /api/openings/templates/:brandId/starter/:packageCode ({ lines }) → the brand's starter inventory (franchisor).
 * It replaces that package's lines; an opening's detail lists its package's lines, so open details are refetched.
 */
export async function saveOpeningStarter({
  brandId,
  packageCode,
  input,
}: {
  brandId: string;
  packageCode: PackageCode;
  input: OpeningStarterInput;
}): Promise<OpeningStarter> {
  return ZOpeningStarter.parse(
    await apiFetch<unknown>(`/api/openings/templates/${encodeURIComponent(brandId)}/starter/${packageCode}`, {
      method: 'PUT',
      body: input,
    }),
  );
}

export function useSaveOpeningStarter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['openings', 'save-starter'],
    mutationFn: saveOpeningStarter,
    retry: false,
    // The package's form shows the server's message (on its line when it names one).
    meta: { errorToast: false },
    onSuccess: (starter) => {
      queryClient.setQueryData(openingKeys.starter(starter.brandId), starter);
      void queryClient.invalidateQueries({ queryKey: openingKeys.details() });
    },
  });
}
