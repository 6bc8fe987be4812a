import { describe, expect, it } from 'vitest';
import { hasReportFilters, programListQuery, reportQuery, type ManagementState } from './management-filters';

const base: ManagementState = {
  tab: 'programs',
  view: 'locations',
  search: '',
  brand: null,
  status: null,
  program: null,
  overdue: false,
  page: 1,
};

describe('training management filters', () => {
  it('sends only the filters that are set, with the page as an offset', () => {
    expect(programListQuery({ ...base, page: 3, status: 'draft' })).toEqual({
      search: undefined,
      brandId: undefined,
      status: 'draft',
      limit: 25,
      offset: 50,
    });
  });

  it('sends overdue only when ticked', () => {
    expect(reportQuery(base).overdue).toBeUndefined();
    expect(reportQuery({ ...base, overdue: true, program: 'p' })).toMatchObject({ overdue: 'true', programId: 'p', offset: 0 });
    expect(hasReportFilters(base)).toBe(false);
    expect(hasReportFilters({ ...base, overdue: true })).toBe(true);
  });
});
