import { describe, expect, it } from 'vitest';
import { listSearch } from './list-search';

describe('listSearch', () => {
  it('leaves out what is not set and encodes the rest in order', () => {
    expect(listSearch({ search: '', status: undefined, type: null, preferredOnly: false, sort: 'name_asc', limit: 20, offset: 0 })).toBe(
      'sort=name_asc&limit=20&offset=0',
    );
    expect(listSearch({ search: 'a&b c', endingSoon: true })).toBe('search=a%26b+c&endingSoon=true');
    expect(listSearch({})).toBe('');
  });
});
