import { APPROVAL_PAGE_SIZE, type ApprovalQueueQuery } from '../../../shared/operations.contracts';
import { parseAmount } from './order-management-filters';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = (v: string | null) => (v !== null && UUID.test(v) ? v : null);

export function approvalFiltersFromSearch(search: URLSearchParams): ApprovalFilters {
  const page = Number(search.get('page'));
  return {
    brandId: id(search.get('brandId')),
    locationId: id(search.get('locationId')),
    minAmount: parseAmount(search.get('minAmount')),
    maxAmount: parseAmount(search.get('maxAmount')),
    needsMyApproval: search.get('mine') === '1',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function approvalFiltersToSearch(f: ApprovalFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (f.brandId) search.set('brandId', f.brandId);
  if (f.locationId) search.set('locationId', f.locationId);
  if (f.minAmount) search.set('minAmount', f.minAmount);
  if (f.maxAmount) search.set('maxAmount', f.maxAmount);
  if (f.needsMyApproval) search.set('mine', '1');
  if (f.page > 1) search.set('page', String(f.page));
  return search;
}

export function hasApprovalFilters(f: ApprovalFilters): boolean {
  return Boolean(f.brandId || f.locationId || f.minAmount || f.maxAmount || f.needsMyApproval);
}

/** The queue request: the filters that are set (the API reads needsMyApproval as the string 'true') and the page as limit/offset. */
export function approvalQueueQuery(f: ApprovalFilters): ApprovalQueueQuery {
  return {
    ...(f.brandId ? { brandId: f.brandId } : {}),
    ...(f.locationId ? { locationId: f.locationId } : {}),
    ...(f.minAmount ? { minAmount: f.minAmount } : {}),
    ...(f.maxAmount ? { maxAmount: f.maxAmount } : {}),
    ...(f.needsMyApproval ? { needsMyApproval: 'true' as const } : {}),
    limit: APPROVAL_PAGE_SIZE,
    offset: (f.page - 1) * APPROVAL_PAGE_SIZE,
  };
}
