import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/shared/constants';
import { A11yWatcher, axeViolations, describeViolations, routeOf } from './a11y';

let seq = 0;
export function newEmail(prefix = 'e2e'): string {
  seq += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${seq}@example.com`;
}

/** Signs in through the API (not by clicking); the page shares the cookie. */
export async function signInViaApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

export async function signUpViaApi(page: Page, fullName = 'E2E User') {
  const email = newEmail();
  const res = await page.request.post('/api/auth/sign-up/email', { data: { fullName, email, password: 'secret123' } });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

/**
 * Scans the page now (or the part `include` selects, e.g. an open dialog) and fails on serious or critical
 * violations. For states the automatic once-per-route scan does not see: dialogs, errors, empty states.
 */
export async function expectAccessible(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  const where = `${routeOf(page.url())}${options.include ? ` (${options.include})` : ''}`;
  await base.step(`axe: ${where}`, async () => {
    if (options.include) await expect(page.locator(options.include).first()).toBeVisible();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    const violations = await axeViolations(page, options);
    expect(violations.length, describeViolations(where, violations)).toBe(0);
  });
}

export const test = base.extend<{ asFranchisee: Page; asFranchisor: Page; a11y: A11yWatcher }, { a11yReport: void }>({
  /** Prints, once per worker, which routes were scanned (and any that never settled long enough to be). */
  a11yReport: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use) => {
      await use();
      const scanned = [...A11yWatcher.scanned].sort();
      console.log(`axe: ${scanned.length} page states scanned in this worker:\n  ${scanned.join('\n  ')}`);
      if (A11yWatcher.unscanned.size > 0) {
        console.log(`axe: not scanned (left before settling): ${[...A11yWatcher.unscanned.keys()].join(', ')}`);
      }
    },
    { scope: 'worker', auto: true },
  ],
  /** Every page of every context the test opens is scanned once per route (see a11y.ts). */
  a11y: [
    async ({ browser, context, baseURL }, use) => {
      const watcher = new A11yWatcher(new URL(baseURL ?? 'http://localhost').origin);
      browser.on('context', watcher.watchContext);
      watcher.watchContext(context);
      await use(watcher);
      watcher.stopWatching(browser);
      await watcher.drain();
      if (watcher.violations.length > 0) throw new Error(watcher.violations.join('\n\n'));
    },
    { auto: true },
  ],
  asFranchisee: async ({ page }, use) => {
    await signInViaApi(page, 'franchisee@demo.com');
    await use(page);
  },
  asFranchisor: async ({ page }, use) => {
    await signInViaApi(page, 'franchisor@demo.com');
    await use(page);
  },
});
export { expect };
