/**
 * A list query as URL search text for the API: undefined, null, '' and false are left out, so the API's defaults
 * apply and the same filters always make the same request (and the same cache key). A `true` flag is sent as "true".
 */
export function listSearch(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    params.set(key, String(value));
  }
  return params.toString();
}
