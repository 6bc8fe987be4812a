import { useQuery } from '@tanstack/react-query';
import { APPLICATIONS_API, ZApplicationOptions } from '../../../shared/applications.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { applicationKeys } from './application-keys';

/** The brands for the list's brand filter: those taking applications (GET /api/applications/options). */
export function useApplicationBrands() {
  return useQuery({
    ...CACHE_PROFILES.static,
    queryKey: applicationKeys.brands,
    queryFn: async ({ signal }) =>
      (await getParsed(ZApplicationOptions, `${APPLICATIONS_API.public}/options`, signal)).brands.map((b) => ({ id: b.id, name: b.name })),
    meta: { errorToast: false },
  });
}
