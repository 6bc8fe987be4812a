import type { QueryClient } from '@tanstack/react-query';
import type { CheckResult, SuiteName } from '../../../../shared/diagnostics.contracts';
import type { Role, SupplierPermission } from '../../../../shared/roles';
import { authSecurityBrowserChecks } from './auth-security';
import { cartDebugChecks } from './cart-debug';
import { browserProbe } from './check-kit';
import { reactQueryChecks } from './react-query';
import { routesChecks } from './routes';
import { mountedGuardLetsIn } from './guard-probe';

/** What a browser suite reads from the page: the live query client and who is signed in. */
export interface BrowserSuiteContext {
  client: QueryClient;
  role: Role;
  suppliers: readonly SupplierPermission[];
}

/** The browser side of each suite that has one (SUITES says 'browser' or 'both'). */
export const BROWSER_SUITES: Partial<Record<SuiteName, (ctx: BrowserSuiteContext) => Promise<CheckResult[]>>> = {
  'react-query': (ctx) => reactQueryChecks(ctx.client),
  routes: (ctx) =>
    routesChecks({ role: ctx.role, suppliers: ctx.suppliers, guardLetsIn: (route) => mountedGuardLetsIn(route, ctx.client) }),
  'cart-debug': () => cartDebugChecks(browserProbe),
  'auth-security': () => authSecurityBrowserChecks({ probe: browserProbe, readCookies: () => document.cookie }),
};
