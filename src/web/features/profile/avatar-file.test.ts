import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';
import { formatPhone } from './format-phone';

describe('initials', () => {
  it('uses the first and last name, else the e-mail', () => {
    expect(initialsOf('Maria Clara Santos', 'm@x.ph')).toBe('MS');
    expect(initialsOf('Pedro', 'p@x.ph')).toBe('P');
    expect(initialsOf('  ', 'juan.dc@x.ph')).toBe('J');
  });
});

describe('phone format', () => {
  it('groups a Philippine mobile number and leaves others alone', () => {
    expect(formatPhone('+639171234567')).toBe('+63 917 123 4567');
    expect(formatPhone('+6328123456')).toBe('+6328123456');
  });
});
