/** The openings cache family: every opening write replaces the project's detail and invalidates the lists under `all`. */
export const openingKeys = {
  all: ['openings'] as const,
  list: () => ['openings', 'list'] as const,
  detail: (id: string) => ['openings', 'detail', id] as const,
  /** A brand's template; saving one replaces it here and touches no project (started openings keep their copy). */
  template: (brandId: string) => ['openings', 'template', brandId] as const,
  /** A brand's starter inventory per package; saving it replaces it here and refreshes open projects' starter lines. */
  starter: (brandId: string) => ['openings', 'starter', brandId] as const,
  details: () => ['openings', 'detail'] as const,
};
