import { ZFlags } from '../../../shared/diagnostics.contracts';
import { DIAGNOSTICS_API } from '../../../shared/diagnostics-info';
import { CACHE_PROFILES } from '../cache-profiles';
import { getParsed, defineQuery } from './define-query';

/**
 * GET /api/diagnostics/flags → Flags: the feature flags the server runs with (configuration, not the build), so
 * operators can switch chat support, analytics or error reporting without shipping a new bundle.
 */
const featureFlags = defineQuery({
  cache: CACHE_PROFILES.static,
  queryKey: ['feature-flags'] as const,
  fetch: (signal) => getParsed(ZFlags, DIAGNOSTICS_API.flags, signal),
  meta: { errorToast: false },
});
export const featureFlagsQueryOptions = featureFlags.options;
export const useFeatureFlags = featureFlags.useData;
