import { describe, expect, it } from 'vitest';
import { anyFilterSet, apiParamsOf, pageWindow, searchParamsOf } from './list-query';

const state = { search: 'tea', status: null as 'open' | null, review: true, off: false, sort: 'name_asc', page: 3 };

describe('a list state as its API request', () => {
  it('renames the set filters, sends a flag as "true" and leaves the rest out', () => {
    const params = apiParamsOf(state, { search: 'q', status: 'status', review: 'awaitingReview', off: 'endingSoon', sort: 'sort' });
    expect(params).toStrictEqual({ q: 'tea', awaitingReview: 'true', sort: 'name_asc' });
    expect(Object.keys(apiParamsOf({ ...state, search: '' }, { search: 'q' }))).toEqual([]);
  });

  it('turns the 1-based page into limit/offset', () => {
    expect(pageWindow(1, 25)).toEqual({ limit: 25, offset: 0 });
    expect(pageWindow(3, 20)).toEqual({ limit: 20, offset: 40 });
  });

  it('says whether any of the named filters is set', () => {
    expect(anyFilterSet(state, ['status', 'off'])).toBe(false);
    expect(anyFilterSet(state, ['status', 'review'])).toBe(true);
  });

  it('builds URLSearchParams in the given order, page last', () => {
    expect(searchParamsOf({ q: 'x', status: null, brandId: '', sort: 'newest' }, { page: 2, size: 50 }).toString()).toBe(
      'q=x&sort=newest&limit=50&offset=50',
    );
    expect(searchParamsOf({ from: null }).toString()).toBe('');
  });
});
