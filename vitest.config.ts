import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * unit: pure modules (shared catalogue, web logic). api: the Fastify app through inject() against a
 * fresh database per test file: embedded PGlite, or PostgreSQL when API_TEST_DB=postgres (TEST_DATABASE_URL).
 */
const API = {
  environment: 'node',
  // Fails a test that received a response the API document does not describe (test/contract.ts).
  setupFiles: ['src/server/test/contract-setup.ts'],
  // Migrates one template database per run; each test file copies it (src/server/test/database-template.ts).
  globalSetup: ['src/server/test/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: 'forks',
  maxWorkers: 2,
} satisfies TestProjectInlineConfiguration['test'];

/** API test files that change modules for everything loaded after them (tests/lint/api-isolation.test.ts finds them). */
export const ISOLATED_API_FILES = [
  'src/server/lib/authorization-matrix.test.ts',
  'src/server/modules/diagnostics/suites/auth-security.test.ts',
  'src/server/modules/diagnostics/suites/authentication-login.test.ts',
  'src/server/modules/diagnostics/suites/cart.test.ts',
  'src/server/modules/diagnostics/suites/production-fixes.test.ts',
  'src/server/modules/diagnostics/suites/supplier-access.test.ts',
];

/**
 * Files an API pass leaves out, comma-separated (scripts/test.sh: the contract fuzzer runs on PostgreSQL only). An env
 * variable rather than `--exclude`, which vitest does not apply to a project that sets its own `exclude`.
 */
const SKIPPED_API_FILES = (process.env.API_TEST_EXCLUDE ?? '').split(',').filter(Boolean);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...API,
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: [...ISOLATED_API_FILES, ...SKIPPED_API_FILES],
          // Each file builds its own app on its own database, and the server keeps no state at module level, so a
          // worker loads the app's modules once for all its files instead of once per file (most of a file's time).
          isolate: false,
        },
      },
      {
        // Files that replace a module (vi.mock) or add one to the app's module list: each in a module registry of its
        // own, so the change never reaches another file.
        test: { ...API, name: 'api-isolated', include: ISOLATED_API_FILES, exclude: SKIPPED_API_FILES },
      },
      {
        // After the build: bundle budgets read from dist/web/.vite/manifest.json (issue 12).
        test: {
          name: 'budget',
          include: ['tests/budget/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Needs TEST_DATABASE_URL: two real server processes share one PostgreSQL.
        test: {
          name: 'multiprocess',
          include: ['tests/multiprocess/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          pool: 'forks',
        },
      },
    ],
  },
});
