import type { QueryClient } from '@tanstack/react-query';

/**
 * Spec: "order approved refreshes orders and dashboards". A decision also moves the order onto (or
 * off) the shipping board and into order management, and notifies the franchisee.
 */
export const AFTER_DECISION: readonly (readonly string[])[] = [
  ['approvals'],
  ['orders'],
  ['shipping'],
  ['order-management'],
  ['dashboard'],
  ['notifications'],
];

export function invalidateAfterDecision(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(AFTER_DECISION.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
