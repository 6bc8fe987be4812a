/**
 * Text on a brand's own colour: head office picks the colour, so the text colour is computed rather than assumed
 * (white on Lemon Juice Stand's #CA8A04 is 2.9 : 1, under WCAG AA's 4.5 : 1). Returns whichever of white and the
 * site's near-black reads better on `hex`.
 */
const DARK = '#0f172a';
const LIGHT = '#ffffff';

function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!m) return null;
  const full = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const channel = (i: number) => {
    const v = parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

export interface BrandPalette {
  background: string;
  foreground: string;
}

/** The brand's colour with readable text; an unreadable colour string falls back to the site's dark slate. */
export function brandPalette(hex: string): BrandPalette {
  const lum = luminance(hex);
  if (lum === null) return { background: DARK, foreground: LIGHT };
  const onWhite = contrast(lum, 1);
  const onDark = contrast(lum, luminance(DARK) ?? 0);
  return { background: hex, foreground: onWhite >= onDark ? LIGHT : DARK };
}
