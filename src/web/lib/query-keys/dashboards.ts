/**
 * The spec's "dashboard" cache family. Order, approval, shipping and profile changes invalidate `['dashboard']` or
 * `['dashboard', 'franchisee']` (see invalidate-after-order.ts and friends), which these keys fall under.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  franchisor: ['dashboard', 'franchisor'] as const,
  /** locationId null: the server's default (the first open location). */
  franchisee: (locationId: string | null) => ['dashboard', 'franchisee', locationId] as const,
};
