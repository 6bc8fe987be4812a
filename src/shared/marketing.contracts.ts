/** Marketing assets (issue 15): head office's library per brand; franchisees browse, preview and download. */

export const MARKETING_ASSET_TYPES = ['image', 'document', 'video', 'template'] as const;
export type MarketingAssetType = (typeof MARKETING_ASSET_TYPES)[number];

export const MARKETING_CATEGORIES = ['Branding', 'Menu', 'Social Media', 'Product Photos', 'Promotions', 'Signage', 'Training'] as const;
export type MarketingCategory = (typeof MARKETING_CATEGORIES)[number];

export const MARKETING_ASSET_STATUSES = ['active', 'archived'] as const;
export type MarketingAssetStatus = (typeof MARKETING_ASSET_STATUSES)[number];
