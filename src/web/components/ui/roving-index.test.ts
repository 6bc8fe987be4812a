import { describe, expect, it } from 'vitest';
import { rovingIndex } from './roving-index';

describe('tab list keys', () => {
  it('arrows move and wrap, Home and End jump, other keys do nothing', () => {
    expect(rovingIndex('ArrowRight', 0, 3)).toBe(1);
    expect(rovingIndex('ArrowRight', 2, 3)).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(rovingIndex('ArrowLeft', 2, 3)).toBe(1);
    expect(rovingIndex('Home', 2, 3)).toBe(0);
    expect(rovingIndex('End', 0, 3)).toBe(2);
    expect(rovingIndex('Enter', 1, 3)).toBeNull();
  });
});
