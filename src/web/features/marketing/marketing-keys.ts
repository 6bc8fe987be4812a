import type { MarketingAssetQuery } from '../../../shared/marketing.contracts';

/** The marketing area's cache family; every asset change invalidates `marketingKeys.all`. */
export const marketingKeys = {
  all: ['marketing'] as const,
  library: (query: MarketingAssetQuery) => ['marketing', 'library', query] as const,
  assets: (query: MarketingAssetQuery) => ['marketing', 'assets', query] as const,
  stats: (id: string) => ['marketing', 'stats', id] as const,
  brands: ['marketing', 'brands'] as const,
};
