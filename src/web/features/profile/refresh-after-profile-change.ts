import type { QueryClient } from '@tanstack/react-query';
import type { Profile } from '../../../shared/auth.contracts';
import { profileKeys } from './query-keys';

/**
 * Spec: "profile update refreshes user, dashboard and order data". The answer is written into the
 * profile cache at once (no flicker back to the old value), then the session (['user', 'session'],
 * which feeds the header and the guards), dashboards and orders are re-read: names appear in all three.
 */
export async function refreshAfterProfileChange(queryClient: QueryClient, profile?: Profile): Promise<void> {
  if (profile) queryClient.setQueryData(profileKeys.profile, profile);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.user }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['orders'] }),
  ]);
}
