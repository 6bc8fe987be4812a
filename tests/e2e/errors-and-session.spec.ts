import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

test.describe('API error toasts', () => {
  test('a failing load shows Loading Error, 503 shows Maintenance Notice, a failing save shows Save Failed', async ({
    asFranchisee: page,
  }) => {
    await page.goto('/test/api-errors');
    await expect(page.getByRole('heading', { level: 1, name: 'Test: api-errors' })).toBeVisible();

    await page.getByRole('button', { name: 'Load 404' }).click();
    await expect(toast(page, 'Loading Error')).toBeVisible();
    await expect(toast(page, 'Loading Error')).toContainText('The requested resource was not found.');

    // Retryable: two retries (about 1 s + 2 s) before the toast.
    await page.getByRole('button', { name: 'Load 503' }).click();
    await expect(toast(page, 'Maintenance Notice')).toBeVisible({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Save 409' }).click();
    await expect(toast(page, 'Save Failed')).toBeVisible();
    await expect(page.getByTestId('last-error')).toContainText('409 DUPLICATE_RESOURCE');
    await expectAccessible(page); // the error toasts included
  });

  test('going offline shows Network Error', async ({ asFranchisee: page, context }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await context.setOffline(true);
    await expect(toast(page, 'Network Error')).toBeVisible();
    await expect(toast(page, 'Network Error')).toContainText('Network connection error. Please check your internet connection.');
    await context.setOffline(false);
  });
});

test.describe('render errors', () => {
  test('a failing widget shows Component Error and Try Again brings it back', async ({ asFranchisee: page }) => {
    await page.goto('/test/api-errors');
    await page.getByRole('button', { name: 'Throw a render error' }).click();
    await expect(page.getByRole('heading', { name: 'Component Error' })).toBeVisible();
    await expect(page.getByText('This component encountered an error. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('button', { name: 'Throw a render error' })).toBeVisible();
  });

  test('an authentication render error signs the user out and shows Authentication Error', async ({ asFranchisee: page }) => {
    await page.goto('/test/api-errors');
    await page.getByRole('button', { name: 'Throw an authentication render error' }).click();
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In Again' }).or(page.getByRole('link', { name: 'Sign In Again' }))).toBeVisible();
    await expectAccessible(page);
    await expect.poll(async () => (await (await page.request.get('/api/session')).json()).user).toBeNull();
  });
});

test.describe('idle timeout', () => {
  test('warns before the timeout; Extend Session keeps the user in, Logout signs out', async ({ asFranchisee: page }) => {
    test.slow(); // two warnings, each six seconds of idling
    await page.addInitScript(() => {
      localStorage.setItem('idleTimeoutMs', '20000');
      localStorage.setItem('idleWarningMs', '14000');
    });
    await page.goto('/profile');
    // Six seconds after the app starts, plus however long the page takes to load.
    await expect(page.getByText('Your session is about to expire')).toBeVisible({ timeout: 15_000 });
    // The warning comes 14 s before sign-out: time enough to scan the dialog, even queued behind the page's own scan.
    await expectAccessible(page, { include: '[role="alertdialog"], [role="dialog"]' });
    await page.getByRole('button', { name: 'Extend Session' }).click();
    await expect(page.getByText('Your session is about to expire')).toBeHidden();
    await expect(page.getByText('Your session is about to expire')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(async () => (await (await page.request.get('/api/session')).json()).user).toBeNull();
  });

  test('signs out by itself when the timeout passes', async ({ asFranchisee: page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('idleTimeoutMs', '4000');
      localStorage.setItem('idleWarningMs', '2000');
    });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login/, { timeout: 12_000 });
    await expect.poll(async () => (await (await page.request.get('/api/session')).json()).user).toBeNull();
  });
});

test.describe('loading and callback screens', () => {
  test("shows 'Checking authentication...' while the session is read and gives up after 3 s", async ({ page }) => {
    // The session answer is held back until the test has seen the app give up on it.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/session', async (route) => {
      await released;
      await route.continue().catch(() => {});
    });
    const started = Date.now();
    await page.goto('/orders');
    await expect(page.getByText('Checking authentication...')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Forders$/, { timeout: 7_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
    release();
    await page.unrouteAll({ behavior: 'wait' });
  });

  test('an auth callback with an error shows the Authentication Error screen', async ({ page }) => {
    await page.goto('/auth/callback?error=INVALID_TOKEN');
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' }).or(page.getByRole('button', { name: 'Go Home' }))).toBeVisible();
    await expectAccessible(page);
  });

  // Not scanned by axe: /api/docs is the Swagger UI library's page (see a11y.ts).
  test('the API docs page renders under the content security policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    // Swagger UI draws operations as they scroll into view; a tall window shows the first tags, auth among them.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 4000 });
    // The first request for the document builds it from every route's schemas (1.4 MB), then Swagger UI parses it.
    const document = page.waitForResponse((r) => r.url().endsWith('/api/docs/json'), { timeout: 60_000 });
    await page.goto('/api/docs');
    expect((await document).status()).toBe(200);
    // Attached, not visible: the headless shell lays Swagger UI's lazily drawn sections out without a viewport pass.
    await expect(page.getByRole('heading', { level: 1, name: /FranchiseHub API/ })).toBeAttached({ timeout: 40_000 });
    await expect(page.getByText('/api/auth/sign-in/email').first()).toBeAttached({ timeout: 20_000 });
    expect(violations).toEqual([]);
  });
});
