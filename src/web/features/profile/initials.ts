/** One or two letters for an avatar without a photo: first and last name, else the e-mail's first letter. */
export function initialsOf(fullName: string, email: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return (email.trim()[0] ?? '?').toUpperCase();
  const first = words[0][0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1][0] ?? '') : '';
  return (first + last).toUpperCase();
}
