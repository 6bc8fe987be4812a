/**
 * The tab a key moves to in a WAI-ARIA tab list (arrows wrap, Home and End jump), or null for any other key.
 * Shared by every tab list so they all answer the keyboard the same way.
 */
export function rovingIndex(key: string, index: number, count: number): number | null {
  const last = count - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}
