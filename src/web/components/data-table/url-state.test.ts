import { describe, expect, it } from 'vitest';
import { createLoader, MAX_PAGE, parseAsDay, parseAsOneOf, parseAsPage, parseAsSearch, parseAsSort, parseAsUuid } from './url-state';
import { ariaSortOf, nextSortOf } from './sort';
import { pageCount } from './pagination';

const load = createLoader({
  page: parseAsPage,
  sort: parseAsSort(['name_asc', 'name_desc', 'newest'] as const, 'name_asc'),
  q: parseAsSearch(10),
  status: parseAsOneOf(['active', 'suspended'] as const),
  from: parseAsDay,
  brandId: parseAsUuid,
});

describe('list state in the URL', () => {
  it('reads a bookmarked list back', () => {
    expect(load('page=4&sort=newest&q=+siomai+&status=active&from=2025-03-01&brandId=0b7a2c1e-1111-4222-8333-444455556666')).toEqual({
      page: 4,
      sort: 'newest',
      q: 'siomai',
      status: 'active',
      from: '2025-03-01',
      brandId: '0b7a2c1e-1111-4222-8333-444455556666',
    });
  });

  it('bounds the page: not a whole number 1…MAX_PAGE is page 1', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '1e3', String(MAX_PAGE + 1), '99999999999']) expect(load(`page=${page}`).page).toBe(1);
    expect(load(`page=${MAX_PAGE}`).page).toBe(MAX_PAGE);
  });

  it('ignores an unknown sort, status, day or id (the default applies)', () => {
    expect(load('sort=price_asc&status=deleted&from=2025-13&brandId=1%20or%201=1')).toEqual({
      page: 1,
      sort: 'name_asc',
      q: '',
      status: null,
      from: null,
      brandId: null,
    });
  });

  it('cuts a long search to its limit', () => {
    expect(load('q=abcdefghijklmnop').q).toBe('abcdefghij');
  });
});

describe('sortable headers', () => {
  const date = { asc: 'created_asc', desc: 'created_desc', first: 'desc' } as const;
  const number = { asc: 'number_asc' } as const;

  it('start in the first order, flip on the next click, and a one-order column returns to the default', () => {
    expect(nextSortOf(date, 'number_asc', 'created_desc')).toBe('created_desc');
    expect(nextSortOf(date, 'created_desc', 'created_desc')).toBe('created_asc');
    expect(nextSortOf(date, 'created_asc', 'created_desc')).toBe('created_desc');
    expect(nextSortOf<string>(number, 'created_desc', 'created_desc')).toBe('number_asc');
    expect(nextSortOf<string>(number, 'number_asc', 'created_desc')).toBe('created_desc');
  });

  it('tell assistive technology the current order', () => {
    expect(ariaSortOf(date, 'created_asc')).toBe('ascending');
    expect(ariaSortOf(date, 'created_desc')).toBe('descending');
    expect(ariaSortOf<string>(date, 'number_asc')).toBe('none');
    expect(ariaSortOf(date, null)).toBe('none');
  });

  it('count at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
