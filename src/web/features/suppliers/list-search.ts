/**
 * A list query as URL search parameters: empty, null, undefined and false values are left out (the API's defaults
 * apply), so the same filters always make the same request.
 */
export function listSearch(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '' && value !== false) params.set(key, String(value));
  return params.toString();
}
