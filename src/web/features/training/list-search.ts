/** A list query as URL search text: empty, null, undefined and false values are left out. */
export function listSearch(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    params.set(key, String(value as string | number | boolean));
  }
  return params.toString();
}
