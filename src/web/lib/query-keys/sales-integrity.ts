/** Sales integrity's cache family (issue 36 part 2): the network table, a location's evidence, the dashboard card, the yields. */
export const salesIntegrityKeys = {
  all: ['sales-integrity'] as const,
  list: (f: { flagged: boolean; page: number }) => ['sales-integrity', 'list', f] as const,
  location: (locationId: string) => ['sales-integrity', 'location', locationId] as const,
  summary: ['sales-integrity', 'summary'] as const,
  yields: ['sales-integrity', 'yields'] as const,
  /** A store against its brand's quartiles for a month (part 3; null: the last complete month). */
  benchmarks: (locationId: string, month: string | null) => ['sales-integrity', 'benchmarks', locationId, month] as const,
};
