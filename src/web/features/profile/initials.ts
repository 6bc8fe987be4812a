const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first user-perceived character: a whole emoji (with its joiners and skin tone) or a letter with its marks. */
function firstGrapheme(word: string): string {
  const first = graphemes.segment(word)[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment;
}

/**
 * One or two characters for an avatar without a photo: the first grapheme of the first and last name, else of the
 * e-mail. Graphemes, not UTF-16 units, so "😀 Smile" gives "😀S" and "👩‍💻 Dev" keeps the whole emoji.
 */
export function initialsOf(fullName: string, email: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return firstGrapheme(email.trim()).toUpperCase() || '?';
  const first = firstGrapheme(words[0]);
  const last = words.length > 1 ? firstGrapheme(words[words.length - 1]) : '';
  return (first + last).toUpperCase();
}
