/**
 * How a list's URL state becomes its API request, written once for every list: a filter that is not set (empty
 * search, no choice, a flag that is off) is left out; a flag that is on is sent as the string 'true' (the API reads
 * it from the query string); the 1-based page becomes limit/offset.
 */

type StateValue = string | number | boolean | null | undefined;

/** What the API receives for a set state value: a flag as 'true', anything else as is. */
type ParamOf<V> = [V] extends [boolean] ? 'true' : Exclude<V, null | undefined>;

/**
 * The API parameters for a list's state. `names` maps each state key to its API parameter name
 * (`{ package: 'packageCode' }`); keys not named (the page, the tab) are not filters of this request.
 */
export function apiParamsOf<S extends { [K in keyof S]: StateValue }, const N extends { [K in keyof S]?: string }>(
  state: S,
  names: N,
): { [K in keyof N & keyof S as N[K] & string]?: ParamOf<S[K]> } {
  const params: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(names) as [keyof S, string][]) {
    const value = state[key];
    // Left out rather than undefined: the request is also the list's cache key.
    if (value) params[name] = value === true ? 'true' : value;
  }
  return params as never;
}

/** One page of `size` rows, as the API's limit/offset. */
export function pageWindow(page: number, size: number): { limit: number; offset: number } {
  return { limit: size, offset: (page - 1) * size };
}

/** Whether any of the state's filters is set (the page, sort and tab are not filters, so callers leave them out). */
export function anyFilterSet<S extends { [K in keyof S]: StateValue }>(state: S, filters: readonly (keyof S)[]): boolean {
  return filters.some((key) => Boolean(state[key]));
}

/** The same rules for APIs that take URLSearchParams: the set values, then the page as limit/offset. */
export function searchParamsOf(params: Record<string, string | null | undefined>, page?: { page: number; size: number }): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  if (page) {
    const { limit, offset } = pageWindow(page.page, page.size);
    search.set('limit', String(limit));
    search.set('offset', String(offset));
  }
  return search;
}
