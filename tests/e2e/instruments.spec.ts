import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, shoot, signInViaApi } from './fixtures';

/**
 * Issue 17's browser instruments against the seeded app: render errors and unhandled rejections reach the bug tracker
 * (grouped, counted), web vitals of real page loads reach the overview, and the tracker is head office's alone.
 */
const SHOTS = path.resolve('.tmp/instruments-shots');
const RENDER_ERROR = 'Diagnostics: widget failed to render';

interface Group {
  message: string;
  count: number;
  kind: string;
  route: string;
  buildVersion: string | null;
  browser: string | null;
  userEmail: string | null;
}

async function groups(page: Page): Promise<Group[]> {
  const res = await page.request.get('/api/diagnostics/error-groups?limit=100');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { items: Group[] }).items;
}

const countOf = async (page: Page, message: string) => (await groups(page)).find((g) => g.message === message)?.count ?? 0;

/** The instruments load after the page's load event (main.tsx); wait for them before making errors the page can't queue. */
/** Resolves once the page has an LCP candidate (not in the performance timeline, so through a buffered observer). */
async function largestPaintRecorded(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((_list, observer) => {
          observer.disconnect();
          resolve();
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

async function instrumentsLoaded(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/instruments-[\w-]+\.js$/.test(e.name)));
}

test('a page that throws shows up on the bug tracker with its count; so does an unhandled rejection', async ({ page }) => {
  await signInViaApi(page, 'franchisor@demo.com');
  const before = await countOf(page, RENDER_ERROR);

  for (let load = 0; load < 2; load++) {
    await page.goto('/test/api-errors');
    await expect(page.getByRole('heading', { level: 1, name: 'Test: api-errors' })).toBeVisible();
    const reported = page.waitForResponse((r) => r.url().endsWith('/api/diagnostics/error-reports') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Throw a render error' }).click();
    await expect(page.getByRole('heading', { name: 'Component Error' })).toBeVisible();
    expect((await reported).status()).toBe(202);
  }
  await expect.poll(() => countOf(page, RENDER_ERROR)).toBe(before + 2);
  const group = (await groups(page)).find((g) => g.message === RENDER_ERROR)!;
  expect(group).toMatchObject({ kind: 'render', route: '/test/api-errors', userEmail: 'franchisor@demo.com' });
  expect(group.buildVersion).toMatch(/^\d+\.\d+\.\d+/);
  expect(group.browser).toContain('Chrome');

  // A promise nobody waits for (page.evaluate returns at once; returning the promise would hand it to Playwright).
  const rejection = `E2E unhandled rejection ${Date.now().toString(36)}`;
  await page.goto('/franchisor-dashboard');
  await instrumentsLoaded(page);
  const reported = page.waitForResponse((r) => r.url().endsWith('/api/diagnostics/error-reports'));
  await page.evaluate((message) => {
    void Promise.reject(new Error(message));
  }, rejection);
  expect((await reported).status()).toBe(202);

  await page.goto('/test/bug-tracker');
  await expect(page.getByRole('heading', { level: 1, name: 'Test: bug-tracker' })).toBeVisible();
  const row = page.getByTestId('error-group-row').filter({ hasText: RENDER_ERROR });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('error-group-count')).toHaveText(String(before + 2));
  await expect(row).toContainText('/test/api-errors');
  const rejected = page.getByTestId('error-group-row').filter({ hasText: rejection });
  await expect(rejected).toContainText('Unhandled rejection');
  await expect(rejected).toContainText('/franchisor-dashboard');

  // The stack opens below the row.
  await row.getByRole('button', { name: /^Show the stack of/ }).click();
  await expect(page.getByTestId('error-group-detail')).toContainText('Error');

  // Resolve moves it out of Open (toast, counts and list refresh); Reopen brings it back.
  await row.getByRole('button', { name: `Resolve: ${RENDER_ERROR}` }).click();
  await expect(page.getByText('Marked resolved')).toBeVisible();
  await expect(page.getByTestId('error-group-row').filter({ hasText: RENDER_ERROR })).toHaveAttribute('data-status', 'resolved');
  await page.getByTestId('error-group-status-counts').getByRole('button', { name: /^Open/ }).click();
  await expect(page).toHaveURL(/status=open/);
  await expect(page.getByTestId('error-group-row').filter({ hasText: RENDER_ERROR })).toHaveCount(0);
  await page
    .getByTestId('error-group-status-counts')
    .getByRole('button', { name: /^Resolved/ })
    .click();
  await page.getByRole('button', { name: `Reopen: ${RENDER_ERROR}` }).click();
  await expect(page.getByText('Reopened')).toBeVisible();
  await page.getByTestId('error-group-status-counts').getByRole('button', { name: /^All/ }).click();

  // The page's own test error: a real report, and the list shows it without a reload.
  await page.getByRole('button', { name: 'Throw a test error' }).click();
  await expect(page.getByTestId('error-group-row').filter({ hasText: 'Bug tracker: test error thrown on purpose' })).toHaveCount(1, {
    timeout: 15_000,
  });

  await shoot(page, 'bug-tracker', { dir: SHOTS, fitsWidth: true });
});

test('web vitals of real page loads are sent and summarised per route pattern', async ({ page }) => {
  for (const url of ['/login', '/', '/blog']) {
    // The collector starts once the flags have answered (analytics on); leaving before then would measure nothing.
    const flags = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/diagnostics/flags');
    await page.goto(url);
    await instrumentsLoaded(page);
    await flags;
    await largestPaintRecorded(page);
    // Something to measure for INP, then leave once the browser has timed it: web-vitals reports the final values
    // as the page is hidden.
    await page.mouse.click(5, 5);
    await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  }
  await page.goto('/contact');

  // Per-route figures are head office's (diagnostics.operate); the public overview keeps totals only (issue 32).
  await signInViaApi(page, 'franchisor@demo.com');
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/diagnostics/overview');
        const vitals = ((await res.json()) as { vitals: { route: string; metric: string; samples: number }[] }).vitals;
        return vitals
          .filter((v) => ['/login', '/', '/blog'].includes(v.route) && v.metric === 'LCP')
          .map((v) => v.route)
          .sort();
      },
      { timeout: 20_000 },
    )
    .toEqual(['/', '/blog', '/login']);

  // The /test dashboard shows them: each route's LCP, INP and CLS at p75 with their rating and sample counts.
  await page.goto('/test');
  for (const route of ['/login', '/', '/blog']) {
    const card = page.getByRole('region', { name: `Web vitals of ${route}`, exact: true });
    await expect(card).toContainText(/LCP\s*p75 \d[\d,.]* ms/);
    await expect(card).toContainText(/CLS\s*p75 \d/);
    await expect(card).toContainText(/\d+ samples?: \d+ good/);
  }
});

test('a franchisee opening the bug tracker is told it is head office’s', async ({ page }) => {
  await signInViaApi(page, 'franchisee@demo.com');
  await page.goto('/test/bug-tracker');
  await expect(page.getByTestId('bug-tracker-head-office-only')).toContainText("Error reports are head office's to read");
  await expect(page.getByTestId('error-group-row')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Throw a test error' })).toHaveCount(0);
  expect((await page.request.get('/api/diagnostics/error-groups')).status()).toBe(403);
  await shoot(page, 'bug-tracker-franchisee', { dir: SHOTS, fitsWidth: true });
});
