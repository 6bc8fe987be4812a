import { describe, expect, it } from 'vitest';
import { selectAllState, selectedRows, toggled } from './selection';

describe('bulk selection', () => {
  it('toggles ids without mutating the old set', () => {
    const before = new Set(['a']);
    const after = toggled(before, 'b', true);
    expect([...after].sort()).toEqual(['a', 'b']);
    expect([...before]).toEqual(['a']);
    expect([...toggled(after, 'a', false)]).toEqual(['b']);
  });

  it('only ever includes rows still on screen', () => {
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(selectedRows(rows, new Set(['c', 'gone', 'a']), (r) => r.id)).toEqual([{ id: 'a' }, { id: 'c' }]);
  });

  it('knows when "select all" is mixed', () => {
    expect(selectAllState(3, 0)).toBe(false);
    expect(selectAllState(3, 1)).toBe('mixed');
    expect(selectAllState(3, 3)).toBe(true);
    expect(selectAllState(0, 0)).toBe(false);
  });
});
