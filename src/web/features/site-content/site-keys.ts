/** Head office's site-content cache family; every write invalidates `siteKeys.all`. */
export const siteKeys = {
  all: ['site'] as const,
  brands: ['site', 'manage', 'brands'] as const,
  testimonials: ['site', 'manage', 'testimonials'] as const,
};

/** `/api/site/manage/<part>/<part>`, each part encoded. */
export const siteManageUrl = (...parts: string[]) => ['/api/site/manage', ...parts.map(encodeURIComponent)].join('/');
