import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, blogListPath, blogListSearch, readListState } from './blog-paths';

describe('blog list state in the URL', () => {
  it('reads ?q=&category=&page= and writes them back without defaults', () => {
    const state = readListState(new URLSearchParams('q=%20kiosk%20&category=Brand%20News&page=3'));
    expect(state).toEqual({ q: 'kiosk', category: 'Brand News', page: 3 });
    expect(blogListSearch(state)).toBe('?q=kiosk&category=Brand+News&page=3');
    expect(blogListSearch({ q: '', category: null, page: 1 })).toBe('');
  });

  it('treats a missing, negative or non-numeric page as the first', () => {
    for (const page of ['', '0', '-2', 'abc']) expect(readListState(new URLSearchParams(`page=${page}`)).page).toBe(1);
  });

  it('asks the API for the page’s slice', () => {
    expect(blogListPath({ q: '', category: null, page: 2 })).toBe(`/api/blog/posts?limit=${BLOG_PAGE_SIZE}&offset=${BLOG_PAGE_SIZE}`);
  });
});
