import { z } from 'zod';
import { ZIdentityList } from '../../../shared/account.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { securityKeys } from './query-keys';
import { getParsed, defineQuery } from '../../lib/queries/define-query';

/** GET /api/profile/identities → {items (password, OIDC…), linkable (configured providers not linked yet)}. */

export type IdentityList = z.infer<typeof ZIdentityList>;

export async function getIdentities(signal?: AbortSignal): Promise<IdentityList> {
  return getParsed(ZIdentityList, '/api/profile/identities', signal);
}

const identities = defineQuery({ cache: CACHE_PROFILES.user, queryKey: securityKeys.identities, fetch: getIdentities });
export const identitiesQueryOptions = identities.options;

export const useIdentities = identities.useData;
