import { defineConfig } from 'vitest/config';

/**
 * unit: pure modules (shared catalogue, web logic). api: the Fastify app through inject() against a
 * fresh database per test file: embedded PGlite, or PostgreSQL when API_TEST_DB=postgres (TEST_DATABASE_URL).
 */
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
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          // Fails a test that received a response the API document does not describe (test/contract.ts).
          setupFiles: ['src/server/test/contract-setup.ts'],
          // Migrates one template database per run; each test file copies it (src/server/test/database-template.ts).
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
        },
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
