import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';
import { formatPhone } from './format-phone';

describe('initials', () => {
  it('uses the first and last name, else the e-mail', () => {
    expect(initialsOf('Maria Clara Santos', 'm@x.ph')).toBe('MS');
    expect(initialsOf('Pedro', 'p@x.ph')).toBe('P');
    expect(initialsOf('  ', 'juan.dc@x.ph')).toBe('J');
    expect(initialsOf('', '')).toBe('?');
  });

  it('takes whole graphemes, so emoji and accented letters never split', () => {
    expect(initialsOf('😀 Smile', 'a@x.ph')).toBe('😀S');
    expect(initialsOf('👩‍💻 Dev', 'a@x.ph')).toBe('👩‍💻D');
    expect(initialsOf('Ana 👍🏽', 'a@x.ph')).toBe('A👍🏽');
    expect(initialsOf('🇵🇭', 'a@x.ph')).toBe('🇵🇭');
    // "e" + combining acute (NFD) and "n" + combining tilde stay whole.
    expect(initialsOf('e\u0301mile n\u0303in\u0303o', 'a@x.ph')).toBe('E\u0301N\u0303');
    expect(initialsOf('  ', '😀@x.ph')).toBe('😀');
    for (const name of ['😀 Smile', '👩‍💻 Dev', 'Ana 👍🏽']) {
      // No lone surrogate: every code unit pair is whole.
      expect(initialsOf(name, 'a@x.ph')).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
  });
});

describe('phone format', () => {
  it('groups a Philippine mobile number and leaves others alone', () => {
    expect(formatPhone('+639171234567')).toBe('+63 917 123 4567');
    expect(formatPhone('+6328123456')).toBe('+6328123456');
  });
});
