import { describe, expect, it, vi } from 'vitest';
import { refilter } from './refilter';

describe('refilter', () => {
  it('merges the patch into the current filters and goes back to page 1', () => {
    const onChange = vi.fn();
    const set = refilter({ q: 'lid', status: 'active' as string | null, page: 4 }, onChange);
    set({ status: null });
    expect(onChange).toHaveBeenCalledWith({ q: 'lid', status: null, page: 1 });
  });
});
