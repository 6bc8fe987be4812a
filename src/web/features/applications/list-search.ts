/** A list query as URL search parameters: empty, null and undefined values are left out (the API's defaults apply). */
export function listSearch(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  return params.toString();
}
