import type { inferParserType } from 'nuqs';
import { parseAsFlag, parseAsOneOf, parseAsPage, parseAsSearch } from '../../components/data-table/url-state';
import { anyFilterSet, apiParamsOf, pageWindow } from '../../lib/filters/list-query';
import { RENEWAL_STATUSES, type AgreementQuery } from '../../../shared/contract-package.contracts';
import { PACKAGE_CODES } from '../../../shared/packages';

export const AGREEMENTS_PAGE_SIZE = 25;

/** /contract-management's URL: ?search&package&renewal&review=true&page. */
export const agreementListParsers = {
  search: parseAsSearch(100),
  package: parseAsOneOf(PACKAGE_CODES),
  renewal: parseAsOneOf(RENEWAL_STATUSES),
  review: parseAsFlag,
  page: parseAsPage,
};
export type AgreementListState = inferParserType<typeof agreementListParsers>;

export function agreementListQuery(s: AgreementListState): AgreementQuery {
  return {
    ...apiParamsOf(s, { search: 'search', package: 'packageCode', renewal: 'renewalStatus', review: 'awaitingReview' }),
    ...pageWindow(s.page, AGREEMENTS_PAGE_SIZE),
  };
}
export const hasAgreementFilters = (s: AgreementListState) => anyFilterSet(s, ['search', 'package', 'renewal', 'review']);
