import { APPROVAL_PAGE_SIZE, type ApprovalQueueQuery } from '../../../shared/operations.contracts';
import { createParser, createSerializer } from 'nuqs';
import { createLoader, parseAsPage, parseAsUuid } from '../../components/data-table/url-state';
import { parseAmount } from './order-management-filters';
import { anyFilterSet, apiParamsOf, pageWindow } from './list-query';

/** /order-approvals filters and page live in the URL (?brandId=&locationId=&minAmount=&maxAmount=&mine=1&page=2). */

export interface ApprovalFilters {
  brandId: string | null;
  locationId: string | null;
  /** Pesos as typed (the API takes pesos). */
  minAmount: string | null;
  maxAmount: string | null;
  /** "Needs my approval": hide orders I placed or already approved. */
  needsMyApproval: boolean;
  /** 1-based page of the queue. */
  page: number;
}

export const NO_APPROVAL_FILTERS: ApprovalFilters = {
  brandId: null,
  locationId: null,
  minAmount: null,
  maxAmount: null,
  needsMyApproval: false,
  page: 1,
};

const parseAsAmount = createParser<string>({ parse: parseAmount, serialize: (v) => v });
/** `mine=1`; any other value is off. */
const parseAsMine = createParser<boolean>({ parse: (v) => (v === '1' ? true : null), serialize: () => '1' }).withDefault(false);

export const approvalListParsers = {
  brandId: parseAsUuid,
  locationId: parseAsUuid,
  minAmount: parseAsAmount,
  maxAmount: parseAsAmount,
  needsMyApproval: parseAsMine,
  page: parseAsPage,
};
const urlKeys = { needsMyApproval: 'mine' } as const;

/** The filters a URL stands for: malformed ids, amounts and pages fall back to the defaults. */
export const approvalFiltersFromSearch: (search: URLSearchParams | string) => ApprovalFilters = createLoader(approvalListParsers, {
  urlKeys,
});

/** The page's URL for a filter set (defaults left out). */
export const approvalFiltersToSearch = (f: ApprovalFilters) => new URLSearchParams(createSerializer(approvalListParsers, { urlKeys })(f));

/** For useListUrlState: `needsMyApproval` is `?mine=1` in the URL. */
export const APPROVAL_URL_KEYS = urlKeys;

export function hasApprovalFilters(f: ApprovalFilters): boolean {
  return anyFilterSet(f, ['brandId', 'locationId', 'minAmount', 'maxAmount', 'needsMyApproval']);
}

/** The queue request: the filters that are set (the API reads needsMyApproval as the string 'true') and the page as limit/offset. */
export function approvalQueueQuery(f: ApprovalFilters): ApprovalQueueQuery {
  return {
    ...apiParamsOf(f, {
      brandId: 'brandId',
      locationId: 'locationId',
      minAmount: 'minAmount',
      maxAmount: 'maxAmount',
      needsMyApproval: 'needsMyApproval',
    }),
    ...pageWindow(f.page, APPROVAL_PAGE_SIZE),
  };
}
