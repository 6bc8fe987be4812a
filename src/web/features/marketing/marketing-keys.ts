import type { MarketingAssetQuery } from '../../../shared/marketing.contracts';

/** The marketing area's cache family; every asset change invalidates `marketingKeys.all`. */
export const marketingKeys = {
  all: ['marketing'] as const,
  library: (query: MarketingAssetQuery) => ['marketing', 'library', query] as const,
  assets: (query: MarketingAssetQuery) => ['marketing', 'assets', query] as const,
  stats: (id: string) => ['marketing', 'stats', id] as const,
  brands: ['marketing', 'brands'] as const,
};

/** A list query as URL search parameters: empty values are left out, so the same filters make the same request. */
export function listSearch(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '' && value !== false) params.set(key, String(value));
  return params.toString();
}
