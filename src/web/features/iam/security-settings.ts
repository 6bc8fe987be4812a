import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZSecuritySettings, type SecuritySettings } from '../../../shared/iam.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { apiFetch, errorMessage } from '../../lib/api-client';
import { iamKeys } from '../../lib/query-keys/iam';

/** GET /api/iam/settings → SecuritySettings; PUT /api/iam/settings (franchisor only) → SecuritySettings. */

export async function getSecuritySettings(signal?: AbortSignal): Promise<SecuritySettings> {
  return ZSecuritySettings.parse(await apiFetch<unknown>('/api/iam/settings', { signal }));
}

export function securitySettingsQueryOptions() {
  return queryOptions({ ...CACHE_PROFILES.user, queryKey: iamKeys.settings, queryFn: ({ signal }) => getSecuritySettings(signal) });
}

export function useSecuritySettings() {
  return useQuery(securitySettingsQueryOptions());
}

export async function updateSecuritySettings(body: SecuritySettings): Promise<SecuritySettings> {
  return ZSecuritySettings.parse(await apiFetch<unknown>('/api/iam/settings', { method: 'PUT', body }));
}

export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['iam', 'settings', 'update'],
    mutationFn: updateSecuritySettings,
    meta: { errorToast: false },
    onSuccess: (settings) => {
      queryClient.setQueryData(iamKeys.settings, settings);
      // Whether *I* must enrol may have changed: the session carries that flag.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['user'] }),
        queryClient.invalidateQueries({ queryKey: ['iam', 'audit'] }),
      ]);
    },
    onError: (error) => toast.error('Setting not saved', { description: errorMessage(error, 'Please try again.') }),
  });
}
