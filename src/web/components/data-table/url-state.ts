import {
  createLoader,
  createParser,
  parseAsString,
  parseAsStringLiteral,
  useQueryStates,
  type ParserMap,
  type UrlKeys,
  type Values,
} from 'nuqs';
import { useCallback } from 'react';

/**
 * A list's filters, sort and page live in the URL (nuqs), so a list can be bookmarked, shared and survives reload.
 * Every parser is bounded: a hand-edited URL falls back to the default rather than reaching the API as bad input.
 */

/** Pages past this are not a page anyone reads (and would overflow the API's bounded offset). */
export const MAX_PAGE = 100_000;

/** `?page=`: a whole number 1…MAX_PAGE, anything else is page 1; page 1 is not written to the URL. */
export const parseAsPage = createParser<number>({
  parse: (v) => {
    if (!/^\d{1,6}$/.test(v)) return null;
    const n = Number(v);
    return n >= 1 && n <= MAX_PAGE ? n : null;
  },
  serialize: (n) => String(n),
})
  .withDefault(1)
  .withOptions({ history: 'push' });

/** A sort value from the list's closed set; an unknown one is ignored (the default applies). */
export const parseAsSort = <const S extends string>(sorts: readonly S[], fallback: S) => parseAsStringLiteral(sorts).withDefault(fallback);

/** A search box: trimmed and cut to `max` characters; empty means no filter. */
export const parseAsSearch = (max: number) =>
  createParser<string>({ parse: (v) => v.trim().slice(0, max) || null, serialize: (v) => v.trim() }).withDefault('');

const DAY = /^(19|2\d)\d\d-\d\d-\d\d$/;
/** A calendar day YYYY-MM-DD (the API checks it is a real day). */
export const parseAsDay = createParser<string>({ parse: (v) => (DAY.test(v) ? v : null), serialize: (v) => v });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id filter (location, brand, product…). */
export const parseAsUuid = createParser<string>({ parse: (v) => (UUID.test(v) ? v : null), serialize: (v) => v });

/** One of a closed set of values (a status, a tab), or null. */
export const parseAsOneOf = <const T extends string>(values: readonly T[]) => parseAsStringLiteral(values);

/** A yes/no filter (`?low=true`): only `true` is written; anything else is off. */
export const parseAsFlag = createParser<boolean>({ parse: (v) => (v === 'true' ? true : null), serialize: () => 'true' }).withDefault(
  false,
);

export { parseAsString, createLoader };

/**
 * A list's URL state. `update` applies a filter or sort change (replacing the history entry, back to page 1);
 * `setPage` is a real navigation, so Back returns to the previous page. `urlKeys` gives a state key a shorter or older
 * name in the URL (e.g. `needsMyApproval` as `mine`).
 */
export function useListUrlState<P extends ParserMap>(parsers: P, options: { urlKeys?: UrlKeys<P> } = {}) {
  const [state, setState] = useQueryStates(parsers, { history: 'replace', urlKeys: options.urlKeys });
  const update = useCallback(
    // The call's history wins over the page parser's 'push': a filter edit replaces even though it resets the page.
    (patch: Partial<Values<P>>) =>
      void setState({ ...patch, ...('page' in parsers ? { page: null } : {}) } as never, { history: 'replace' }),
    [setState, parsers],
  );
  const setPage = useCallback((page: number) => void setState({ page } as never, { history: 'push' }), [setState]);
  const reset = useCallback(() => void setState(null), [setState]);
  /** Several keys at once, for a page with more than one list (tabs): a real navigation unless `replace`. */
  const write = useCallback(
    (next: Partial<Values<P>>, replace: boolean) => void setState(next as never, { history: replace ? 'replace' : 'push' }),
    [setState],
  );
  return { state, update, setPage, reset, write };
}
