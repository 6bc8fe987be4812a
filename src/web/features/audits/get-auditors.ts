import { useQuery } from '@tanstack/react-query';
import type { IamUser } from '../../../shared/iam.contracts';
import { roleHas } from '../../../shared/roles';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getIamUsers } from '../../lib/queries/get-iam-users';
import { iamKeys } from '../../lib/query-keys/iam';

/**
 * The people who may perform an audit: active head-office users whose role holds audits.perform (GET /api/iam/users
 * per role, page by page). Under the IAM family's key, so a role change there refreshes these choices.
 */
export async function getAuditors(signal?: AbortSignal): Promise<IamUser[]> {
  const out: IamUser[] = [];
  for (const role of ['franchisor', 'admin'] as const) {
    if (!roleHas(role, 'audits.perform')) continue;
    for (let offset = 0; ; offset += 100) {
      const page = await getIamUsers(new URLSearchParams({ role, status: 'active', limit: '100', offset: String(offset) }), signal);
      out.push(...page.items);
      if (page.items.length < 100 || offset + 100 >= page.total) break;
    }
  }
  return out.sort((a, b) => (a.fullName || a.email).localeCompare(b.fullName || b.email));
}

export function useAuditors(enabled = true) {
  return useQuery({
    ...CACHE_PROFILES.dashboard,
    queryKey: [...iamKeys.users, 'auditors'] as const,
    queryFn: ({ signal }) => getAuditors(signal),
    enabled,
    meta: { errorToast: false },
  });
}
