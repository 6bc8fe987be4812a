import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const SHOTS = '.tmp/prefs-shots';
const ISO_DATE = /\b20\d{2}-\d{2}-\d{2}\b/;
const MEDIUM_DATE = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, 20\d{2}\b/;

async function savePreferences(page: Page, choice: { theme: string; dateFormat: string; compact: boolean }) {
  await page.goto('/profile');
  await page.getByLabel('Theme').selectOption(choice.theme);
  await page.getByLabel('Date format').selectOption(choice.dateFormat);
  const compact = page.getByRole('switch', { name: 'Compact tables' });
  if ((await compact.getAttribute('aria-checked')) !== String(choice.compact)) await compact.click();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();
}

const html = (page: Page) => page.locator('html');

test.describe('display preferences', () => {
  test('dark theme, compact tables and ISO dates apply at once, survive a reload without a flash, and switch back', async ({
    asFranchisee: page,
  }) => {
    // Four pages, two saves and a reload: about 50 s with two workers on two cores, beyond the default 45 s.
    test.slow();
    await savePreferences(page, { theme: 'dark', dateFormat: 'iso', compact: true });
    // Applied at once, without a reload.
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(html(page)).toHaveAttribute('data-density', 'compact');
    // The page itself turned dark (not only the class).
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(2, 6, 23)');
    await page.screenshot({ path: `${SHOTS}/profile-dark.png`, fullPage: true });

    await page.goto('/orders');
    await expect(page.getByRole('main').getByText(ISO_DATE).first()).toBeVisible();
    await expect(page.getByRole('main').getByText(MEDIUM_DATE)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/orders-dark.png`, fullPage: true });

    // A fresh load: the class is on <html> before the app's scripts run (theme-init.js), so no light flash.
    await page.addInitScript(() => {
      const w = window as unknown as { themeAt: Record<string, boolean> };
      w.themeAt = {};
      const record = (when: string) => (w.themeAt[when] = document.documentElement.classList.contains('dark'));
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') record('parsed');
      });
      document.addEventListener('DOMContentLoaded', () => record('domContentLoaded'));
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => (window as unknown as { themeAt: Record<string, boolean> }).themeAt)).toEqual({
      parsed: true,
      domContentLoaded: true,
    });
    await expect(html(page)).toHaveAttribute('data-density', 'compact');
    await expect(page.getByRole('main').getByText(ISO_DATE).first()).toBeVisible();
    await expect(html(page)).toHaveClass(/\bdark\b/);

    await page.goto('/product-catalog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/catalog-dark.png`, fullPage: true });

    // Back to light, medium dates, roomy tables.
    await savePreferences(page, { theme: 'light', dateFormat: 'medium', compact: false });
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await expect(html(page)).not.toHaveAttribute('data-density', 'compact');
    await page.goto('/orders');
    await expect(page.getByRole('main').getByText(MEDIUM_DATE).first()).toBeVisible();
    await expect(page.getByRole('main').getByText(ISO_DATE)).toHaveCount(0);
  });

  test('"Same as my device" follows the operating system live', async ({ asFranchisee: page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await savePreferences(page, { theme: 'system', dateFormat: 'medium', compact: false });
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  });
});

test.describe('dark mode on other pages', () => {
  test('signed-out pages take the theme this device last used', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('fh-display', JSON.stringify({ theme: 'dark', compactTables: false })));
    await page.goto('/login');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/login-dark.png`, fullPage: true });
  });

  test('head-office pages read well in dark mode', async ({ asFranchisor: page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const [path, name] of [
      ['/order-management', 'order-management'],
      ['/iam-management', 'iam'],
    ] as const) {
      await page.goto(path);
      await expect(html(page)).toHaveClass(/\bdark\b/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('table').or(page.getByRole('main').getByRole('list')).first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${name}-dark.png`, fullPage: true });
    }
  });
});

test.describe('idle timeout across tabs', () => {
  test('an idle tab does not sign out someone working in another tab; once every tab is idle, it does', async ({ asFranchisee: page }) => {
    test.setTimeout(90_000);
    const context = page.context();
    // A 10 s timeout (long enough for the second tab to load on a busy machine), warning 3 s before, and every
    // movement counts: the idle tab on its own would sign out 10 s after it opened.
    await context.addInitScript(() => {
      localStorage.setItem('idleTimeoutMs', '10000');
      localStorage.setItem('idleWarningMs', '3000');
      localStorage.setItem('idleDebounceMs', '0');
    });
    const idle = page;
    await idle.goto('/profile');
    await expect(idle.getByRole('heading', { level: 1 })).toBeVisible();
    const working = await context.newPage();
    await working.goto('/product-catalog');
    await expect(working.getByRole('heading', { level: 1 })).toBeVisible();

    // Work in the second tab for longer than a whole timeout (14 s), moving the mouse every half second.
    const until = Date.now() + 14_000;
    let x = 0;
    await expect
      .poll(
        async () => {
          x = (x + 37) % 400;
          await working.mouse.move(100 + x, 200);
          return Date.now() >= until;
        },
        { intervals: [500], timeout: 25_000 },
      )
      .toBe(true);
    await expect(idle).toHaveURL(/\/profile$/);
    await expect(idle.getByText('Your session is about to expire')).toBeHidden();
    expect((await (await idle.request.get('/api/session')).json()).user).not.toBeNull();

    // Nobody works any more: both tabs time out.
    await expect(idle).toHaveURL(/\/login/, { timeout: 20_000 });
    await expect(working).toHaveURL(/\/login/, { timeout: 20_000 });
    await working.close();
  });
});
