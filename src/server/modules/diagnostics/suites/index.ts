import type { SuiteName } from '../../../../shared/diagnostics.contracts';
import type { SuiteDefinition } from '../suite-kit';
import { systemSuite } from './system';
import { apiErrorsSuite } from './api-errors';
import { supplierAccessSuite } from './supplier-access';
import { authenticationSuite } from './authentication';
import { loginSuite } from './login';
import { authSecuritySuite } from './auth-security';
import { cartSuite } from './cart';
import { productionFixesSuite } from './production-fixes';
import { rlsSecuritySuite } from './rls-security';
import { integrationSuite } from './integration';

/**
 * The server side of each suite (SUITES in shared/diagnostics.contracts.ts says where each runs). Suites that run only
 * in the browser (react-query, routes, cart-debug) have none; auth-security runs here and in the browser.
 */
export const SERVER_SUITES: Partial<Record<SuiteName, SuiteDefinition>> = {
  system: systemSuite,
  'api-errors': apiErrorsSuite,
  'supplier-access': supplierAccessSuite,
  authentication: authenticationSuite,
  login: loginSuite,
  'auth-security': authSecuritySuite,
  cart: cartSuite,
  'production-fixes': productionFixesSuite,
  'rls-security': rlsSecuritySuite,
  integration: integrationSuite,
};
