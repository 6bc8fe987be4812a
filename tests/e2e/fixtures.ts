import { mkdirSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/shared/constants';
import { A11yWatcher, animationsDone, axeViolations, describeViolations, routeOf } from './a11y';

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
    await animationsDone(page);
    let violations = await axeViolations(page, options);
    // A toast that slid in while axe ran is measured mid-fade (low contrast), as the watcher knows: scan again once it
    // has settled (at most twice); anything still wrong then is wrong.
    for (let again = 0; again < 2 && violations.length > 0 && (await page.locator('[data-sonner-toast]').count()) > 0; again++) {
      await animationsDone(page);
      violations = await axeViolations(page, options);
    }
    expect(violations.length, describeViolations(where, violations)).toBe(0);
  });
}

export interface ShotOptions {
  /** Where the PNGs go: `<dir>/<name>-1280.png`, `<dir>/<name>-375.png` (and `<name>-375-dark.png`). */
  dir: string;
  /** Fail if the page scrolls sideways at a width (one pixel allowed, see below); charts re-measure after a resize. */
  fitsWidth?: boolean;
  /** Also a dark-mode shot at phone width, scanned by axe: dark colours have contrast of their own to get right. */
  dark?: boolean;
}

/**
 * Screenshots are for people reading a spec's run, not assertions: `npm test` sets E2E_SCREENSHOTS=0 (a full-page PNG
 * at two widths is about a quarter of a spec's time on two cores, decision 025); a spec run on its own takes them.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

/**
 * Full-page screenshots of the page as it is, at desktop (1280) and phone (375) width; leaves it at 1280 × 900. The
 * widths, the fit check and the dark-mode scan run with screenshots off too.
 */
export async function shoot(page: Page, name: string, { dir, fitsWidth = false, dark = false }: ShotOptions) {
  mkdirSync(dir, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // One pixel is allowed: a 1×1 px screen-reader-only element of the app shell can sit on the edge.
    if (fitsWidth) await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width + 1);
    if (SCREENSHOTS) await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (dark) {
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    if (SCREENSHOTS) await page.screenshot({ path: `${dir}/${name}-375-dark.png`, fullPage: true });
    await expectAccessible(page);
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
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

/**
 * How long an open page may take to show a change pushed over the live stream. It is well under the
 * fastest poll that could also bring the change (notifications every 10 s, pages every 30 s or more),
 * so passing proves the push. The latency itself depends on the machine's load and is not asserted here.
 */
export const LIVE_PUSH_MS = 5_000;
