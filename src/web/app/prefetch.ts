import type { QueryClient } from '@tanstack/react-query';
import { ROLE_ANALYTICS, ROLE_HOME, type Role } from '../../shared/roles';
import { paths } from '../../shared/routes';
import { franchiseeDashboardQueryOptions } from '../features/dashboards/get-franchisee-dashboard';
import { franchisorDashboardQueryOptions } from '../features/dashboards/get-franchisor-dashboard';
import { filtersOf } from '../features/analytics/analytics-filters';
import { financialAnalyticsQueryOptions } from '../features/analytics/get-financial-analytics';
import { salesAnalyticsQueryOptions } from '../features/analytics/get-sales-analytics';
import { approvalQueueQueryOptions } from '../features/approvals/get-approval-queue';
import { unreadCountQueryOptions } from '../features/notifications/get-unread-count';
import { ordersQueryOptions } from '../features/orders/get-orders';
import { profileQueryOptions } from '../features/profile/get-profile';
import { approvalFiltersFromSearch } from '../lib/filters/approval-filters';
import { orderFiltersFromSearch } from '../lib/filters/order-filters';

/**
 * The spec's prefetch rules (PRODUCT-SPEC "Prefetch on navigation" and "Prefetch per role"). Each prefetch uses the
 * same query options, with the same default filters, as the page that shows the data, so the page renders from the
 * cache. Loaded lazily (router.tsx, lib/auth-success.ts): the sign-in page carries none of this.
 */

const THIS_MONTH = { period: 'this_month', from: null, to: null, brand: null, location: null } as const;

/** prefetchQuery never rejects (a failed prefetch is no error: the page asks again and shows its own error state). */
function all(prefetches: readonly Promise<void>[]): Promise<void> {
  return Promise.all(prefetches).then(() => undefined);
}

/**
 * Navigation: the dashboard, /orders and analytics fetch their data ahead; every other route only the unread count.
 * `/dashboard` and `/analytics` resolve to the role's own pages (ROLE_HOME, ROLE_ANALYTICS), so those count too.
 */
export function prefetchForNavigation(client: QueryClient, pathname: string, role: Role): Promise<void> {
  if (pathname === paths.dashboard || pathname === ROLE_HOME[role]) return prefetchDashboard(client, role);
  if (pathname === paths.analytics || pathname === ROLE_ANALYTICS[role]) return prefetchAnalytics(client, role);
  if (pathname === paths.orders && role === 'franchisee')
    return all([client.prefetchQuery(ordersQueryOptions(orderFiltersFromSearch('')))]);
  return all([client.prefetchQuery(unreadCountQueryOptions())]);
}

function prefetchDashboard(client: QueryClient, role: Role): Promise<void> {
  if (role === 'franchisor') return all([client.prefetchQuery(franchisorDashboardQueryOptions())]);
  if (role === 'franchisee') return all([client.prefetchQuery(franchiseeDashboardQueryOptions(null))]);
  return all([client.prefetchQuery(unreadCountQueryOptions())]);
}

function prefetchAnalytics(client: QueryClient, role: Role): Promise<void> {
  if (role === 'franchisor' || role === 'franchisee') {
    return all([client.prefetchQuery(salesAnalyticsQueryOptions(filtersOf(role === 'franchisor' ? 'network' : 'own', THIS_MONTH)))]);
  }
  return all([client.prefetchQuery(unreadCountQueryOptions())]);
}

/** After sign-in: each role's first screens, plus the unread count and the profile for everyone. */
export function prefetchAfterSignIn(client: QueryClient, role: Role): Promise<void> {
  const common = [client.prefetchQuery(unreadCountQueryOptions()), client.prefetchQuery(profileQueryOptions())];
  if (role === 'franchisor') {
    return all([
      ...common,
      client.prefetchQuery(franchisorDashboardQueryOptions()),
      client.prefetchQuery(financialAnalyticsQueryOptions(filtersOf('network', THIS_MONTH))),
      client.prefetchQuery(approvalQueueQueryOptions(approvalFiltersFromSearch(''))),
    ]);
  }
  if (role === 'franchisee') {
    return all([
      ...common,
      client.prefetchQuery(franchiseeDashboardQueryOptions(null)),
      client.prefetchQuery(ordersQueryOptions(orderFiltersFromSearch('?status=pending_approval'))),
    ]);
  }
  return all(common);
}
