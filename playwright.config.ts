import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** Debian's Chromium: the old headless shell when installed (scripts/ensure-chromium.sh prefers it), else the browser. */
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ?? '/usr/bin/chromium';
/** The test OpenID Connect provider the app is configured with (tests/e2e/oidc.spec.ts). */
const OIDC_PORT = PORT + 89;
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data');
/** Which page states an axe scan has claimed in this run (tests/e2e/a11y.ts); emptied with the database at start. */
export const E2E_AXE_CLAIMS_DIR = `${E2E_DATA_DIR}-axe`;
/**
 * Optional, for running a spec beside someone else's run: E2E_WEB_DIR serves an SPA built elsewhere
 * (WEB_DIR), E2E_FROM_SOURCE=1 runs the server from source with tsx instead of dist, and E2E_DATA_DIR
 * keeps the database and mail outbox apart. Unset, the suite runs exactly as before.
 */
const E2E_WEB_DIR = process.env.E2E_WEB_DIR ? path.resolve(process.env.E2E_WEB_DIR) : undefined;
const SERVER_COMMAND = process.env.E2E_FROM_SOURCE === '1' ? 'npx tsx src/server/main.ts' : 'node dist/server/main.js';
/**
 * E2E_DATABASE_URL runs the server on that PostgreSQL database, emptied first (CI does: the embedded database serves
 * two browsers' requests one query at a time). Unset, the server uses a fresh embedded database under E2E_DATA_DIR.
 */
const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL;
const FRESH_DATABASE = E2E_DATABASE_URL ? `node scripts/fresh-database.mjs create "${E2E_DATABASE_URL}" && ` : '';

/**
 * Browser tests against the built app (`npm run build` first) on a fresh embedded database
 * with the demo network seeded. Debian's Chromium, never a downloaded browser.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two workers on CI too (the machine has two cores): the specs keep their data apart (fixtures.ts) and share one server.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // No service worker by default: the worker and the offline app are proven by their own specs (installable,
    // sales-offline, the audit spec), which say `test.use({ serviceWorkers: 'allow' })`. The other specs test pages;
    // a worker per browser context installing its precache costs the 2-core CI time and would answer some reads
    // from its caches.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-quic',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `npx tsx scripts/oidc-dev-provider.ts ${OIDC_PORT} http://localhost:${PORT}`,
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `rm -rf "${E2E_DATA_DIR}" "${E2E_AXE_CLAIMS_DIR}" && ${FRESH_DATABASE}${SERVER_COMMAND}`,
      url: `http://localhost:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        DATA_DIR: E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        SIGNIN_MAX_FAILURES_PER_IP: '1000',
        SIGNIN_MAX_FAILURES_PER_EMAIL: '1000',
        SIGNUP_MAX_PER_IP: '1000',
        OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        OIDC_CLIENT_ID: 'franchisehub-dev',
        OIDC_CLIENT_SECRET: 'franchisehub-dev-secret-0123456789',
        OIDC_DISPLAY_NAME: 'Head Office SSO',
        ...(E2E_WEB_DIR ? { WEB_DIR: E2E_WEB_DIR } : {}),
        ...(E2E_DATABASE_URL ? { DATABASE_URL: E2E_DATABASE_URL } : {}),
      },
      stdout: 'pipe',
    },
  ],
});
