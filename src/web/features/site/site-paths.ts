import { SITE_API_PUBLIC } from './site-info';

/** The public site's reads (shared by path in lib/public-resource.ts, so two sections of a page make one request). */
export const HOME_CONTENT_PATH = `${SITE_API_PUBLIC}/home`;
export const brandMicrositePath = (slug: string) => `${SITE_API_PUBLIC}/brands/${encodeURIComponent(slug)}`;

/** The apply form with the brand chosen (the apply page preselects it). */
export const applyForBrand = (slug: string) => `/apply?brand=${encodeURIComponent(slug)}`;
