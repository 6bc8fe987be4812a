import { parseAsFlag, parseAsOneOf, parseAsPage, parseAsSearch } from '../../components/data-table/url-state';
import { RENEWAL_STATUSES, type AgreementQuery, type RenewalStatus } from '../../../shared/contract-package.contracts';
import { PACKAGE_CODES, type PackageCode } from '../../../shared/packages';

export const AGREEMENTS_PAGE_SIZE = 25;

/** /contract-management's URL: ?search&package&renewal&review=true&page. */
export const agreementListParsers = {
  search: parseAsSearch(100),
  package: parseAsOneOf(PACKAGE_CODES),
  renewal: parseAsOneOf(RENEWAL_STATUSES),
  review: parseAsFlag,
  page: parseAsPage,
};
export interface AgreementListState {
  search: string;
  package: PackageCode | null;
  renewal: RenewalStatus | null;
  review: boolean;
  page: number;
}

export function agreementListQuery(s: AgreementListState): AgreementQuery {
  return {
    search: s.search || undefined,
    packageCode: s.package ?? undefined,
    renewalStatus: s.renewal ?? undefined,
    awaitingReview: s.review ? 'true' : undefined,
    limit: AGREEMENTS_PAGE_SIZE,
    offset: (s.page - 1) * AGREEMENTS_PAGE_SIZE,
  };
}
export const hasAgreementFilters = (s: AgreementListState) => Boolean(s.search || s.package || s.renewal || s.review);
