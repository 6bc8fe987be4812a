/**
 * A name or title as a URL slug: lower-case letters, digits and single hyphens, accents dropped
 * ("Kapé & Siomai — Tips!" → "kape-siomai-tips"), at most `maxLength` characters and never ending in a hyphen.
 * Brands, blog posts and catalogue categories all make their slugs here.
 */
export function slugify(text: string, maxLength = 60): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
