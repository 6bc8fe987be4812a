import { describe, expect, it } from 'vitest';
import { APPROVAL_PAGE_SIZE } from '../../../shared/operations.contracts';
import {
  approvalFiltersFromSearch,
  approvalFiltersToSearch,
  approvalQueueQuery,
  hasApprovalFilters,
  NO_APPROVAL_FILTERS,
} from './approval-filters';

const BRAND = '0b6f3c5e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';

describe('approval filters in the URL', () => {
  it('reads known values and drops malformed ones', () => {
    expect(approvalFiltersFromSearch(new URLSearchParams(`brandId=${BRAND}&minAmount=2500&maxAmount=30000.50&mine=1`))).toEqual({
      brandId: BRAND,
      locationId: null,
      minAmount: '2500',
      maxAmount: '30000.50',
      needsMyApproval: true,
      page: 1,
    });
    expect(approvalFiltersFromSearch(new URLSearchParams('brandId=coffee&locationId=1&minAmount=-5&maxAmount=abc&mine=yes'))).toEqual(
      NO_APPROVAL_FILTERS,
    );
  });

  it('writes only what is set, and round-trips', () => {
    expect(approvalFiltersToSearch(NO_APPROVAL_FILTERS).toString()).toBe('');
    const filters = { ...NO_APPROVAL_FILTERS, locationId: BRAND, maxAmount: '5000', needsMyApproval: true };
    expect(approvalFiltersFromSearch(approvalFiltersToSearch(filters))).toEqual(filters);
    expect(hasApprovalFilters(filters)).toBe(true);
    expect(hasApprovalFilters(NO_APPROVAL_FILTERS)).toBe(false);
  });

  it('asks the API for needsMyApproval=true only when the box is ticked', () => {
    expect(approvalQueueQuery(NO_APPROVAL_FILTERS)).toEqual({ limit: APPROVAL_PAGE_SIZE, offset: 0 });
    expect(approvalQueueQuery({ ...NO_APPROVAL_FILTERS, needsMyApproval: true, minAmount: '100' })).toEqual({
      needsMyApproval: 'true',
      minAmount: '100',
      limit: APPROVAL_PAGE_SIZE,
      offset: 0,
    });
  });

  it('keeps the page in the URL (page 1 is the default and not written) and asks for it as limit/offset', () => {
    const third = approvalFiltersFromSearch(new URLSearchParams('mine=1&page=3'));
    expect(third).toEqual({ ...NO_APPROVAL_FILTERS, needsMyApproval: true, page: 3 });
    expect(approvalFiltersToSearch(third).toString()).toBe('mine=1&page=3');
    expect(approvalFiltersToSearch({ ...third, page: 1 }).toString()).toBe('mine=1');
    for (const bad of ['0', '-2', '1.5', 'two']) expect(approvalFiltersFromSearch(new URLSearchParams(`page=${bad}`)).page).toBe(1);
    expect(approvalQueueQuery(third)).toMatchObject({ limit: APPROVAL_PAGE_SIZE, offset: 2 * APPROVAL_PAGE_SIZE });
    // A page alone is not a filter: "Clear filters" stays hidden.
    expect(hasApprovalFilters({ ...NO_APPROVAL_FILTERS, page: 4 })).toBe(false);
  });
});
