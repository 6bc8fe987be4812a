import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('keeps letters and digits, one hyphen between words, accents dropped', () => {
    expect(slugify('Burger & Fries Co.')).toBe('burger-fries-co');
    expect(slugify('  Kapé  Kanto ')).toBe('kape-kanto');
    expect(slugify('Opening your 1st Kiosk!')).toBe('opening-your-1st-kiosk');
    expect(slugify('Piñas Café — Tips')).toBe('pinas-cafe-tips');
    expect(slugify('!!!')).toBe('');
  });

  it('cuts at the length and never ends in a hyphen', () => {
    expect(slugify('a'.repeat(59) + ' bc')).toBe('a'.repeat(59));
    expect(slugify('word '.repeat(40), 120)).toHaveLength(119);
    expect(slugify('word '.repeat(40), 120).endsWith('-')).toBe(false);
  });
});
