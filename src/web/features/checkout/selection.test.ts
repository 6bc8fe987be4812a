import { describe, expect, it } from 'vitest';
import { effectiveChoice } from './selection';

describe('checkout select value', () => {
  it('shows the default until the user chooses', () => {
    expect(effectiveChoice(null, ['a', 'b'], 'b')).toBe('b');
    expect(effectiveChoice('a', ['a', 'b'], 'b')).toBe('a');
  });

  it('falls back to the default when the chosen option is gone (deleted, or not loaded yet)', () => {
    expect(effectiveChoice('gone', ['a', 'b'], 'a')).toBe('a');
    expect(effectiveChoice('gone', ['a', 'b'], null)).toBe('');
  });

  it('is empty when there is nothing to preselect', () => {
    expect(effectiveChoice(null, [], null)).toBe('');
  });
});
