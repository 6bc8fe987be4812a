import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAgreementSummaryList, type AgreementQuery } from '../../../shared/contract-package.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { contractKeys } from './contract-keys';

/** GET /api/contract-package/agreements?search&packageCode&renewalStatus&awaitingReview&limit&offset → { items, total }. */
export type AgreementList = ReturnType<typeof ZAgreementSummaryList.parse>;

export function agreementsSearch(q: AgreementQuery): string {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== null && v !== '' && v !== false) s.set(k, String(v));
  return s.toString();
}

export function getAgreements(query: AgreementQuery, signal?: AbortSignal): Promise<AgreementList> {
  return getParsed(ZAgreementSummaryList, `/api/contract-package/agreements?${agreementsSearch(query)}`, signal);
}

export function agreementsQueryOptions(query: AgreementQuery) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: contractKeys.agreements(query),
    queryFn: ({ signal }) => getAgreements(query, signal),
    meta: { errorToast: false },
  });
}

export const useAgreements = (query: AgreementQuery) => useQuery({ ...agreementsQueryOptions(query), placeholderData: keepPreviousData });
