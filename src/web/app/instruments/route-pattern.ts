import { ROUTES } from '../../../shared/routes';

/**
 * The route-table pattern of a location ('/orders/:orderId', never '/orders/5f1c…'): error groups and vitals are
 * counted per route, and a concrete URL would split one page into as many rows as it has records (and could carry ids
 * that are nobody's business on the diagnostics page).
 */
export function routePattern(pathname: string, patterns: readonly string[] = ROUTES.map((r) => r.path)): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = path.split('/');
  let best: string | undefined;
  let bestParams = Infinity;
  for (const pattern of patterns) {
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    let params = 0;
    const fits = parts.every((part, i) => (part.startsWith(':') ? (params++, segments[i] !== '') : part === segments[i]));
    // '/suppliers/create' beats '/suppliers/:id': the pattern with the fewest parameters is the page React Router picks.
    if (fits && params < bestParams) [best, bestParams] = [pattern, params];
  }
  return best ?? withoutIds(path);
}

/** A path the table does not know (the not-found page): segments that look like ids become ':id'. */
function withoutIds(path: string): string {
  return (
    path
      .split('/')
      .map((s) => (/^\d+$|^(?=.*\d)[\w-]{16,}$/.test(s) ? ':id' : s))
      .join('/') || '/'
  );
}
