import type { Browser, Page, Response } from '@playwright/test';
import { test, expect, expectAccessible, signInViaApi, LIVE_PUSH_MS } from './fixtures';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
/** The bell's latest-5 request, whose first answer is the baseline new notifications are toasted against. */
const isLatest = (r: Response) => /\/api\/notifications\?.*limit=5/.test(r.url()) && r.ok();

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page, email);
  return { context, page };
}

/** Sends an announcement through the API as the franchisor (the UI flow has its own test). */
async function announceViaApi(page: Page, locationName: string, title: string, actionUrl = '/orders') {
  const audience = await (await page.request.get('/api/announcements/audience')).json();
  const location = audience.locations.find((l: { name: string }) => l.name === locationName);
  const res = await page.request.post('/api/announcements', {
    data: { title, message: `${title} message`, priority: 'medium', audience: 'locations', locationIds: [location.id], actionUrl },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function unreadCount(page: Page): Promise<number> {
  return (await (await page.request.get('/api/notifications/unread-count')).json()).count;
}

test.describe('live notifications', () => {
  test('a franchisor announcement reaches the franchisee over the live stream: toast with View, bell count, mark all read', async ({
    browser,
  }) => {
    const hq = await signedInPage(browser, 'franchisor@demo.com');
    const maria = await signedInPage(browser, 'franchisee@demo.com');
    try {
      await maria.page.goto('/franchisee-dashboard');
      await expect(bell(maria.page)).toBeVisible();
      const before = await unreadCount(maria.page);

      const title = `Stock count Friday ${Date.now()}`;
      await hq.page.goto('/notifications');
      await hq.page.getByLabel('Title').fill(title);
      await hq.page.getByLabel('Message').fill('Please count the freezer stock before 6 PM.');
      await hq.page.getByLabel('Action URL').fill('/orders');
      await hq.page.getByLabel('Chosen locations').check();
      await hq.page.getByLabel('Siomai Express – Makati').check();
      await hq.page.getByRole('button', { name: 'Send announcement' }).click();
      await expect(toast(hq.page, 'Announcement sent')).toBeVisible();

      const arrived = toast(maria.page, title);
      await expect(arrived).toBeVisible({ timeout: LIVE_PUSH_MS });
      // At least one more: the other worker's specs (audits, openings) may notify Maria meanwhile.
      await expect
        .poll(async () => Number((await bell(maria.page).getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0))
        .toBeGreaterThanOrEqual(before + 1);

      await arrived.getByRole('button', { name: 'View' }).click();
      await expect(maria.page).toHaveURL(/\/orders$/);

      // Another one arrives; "Mark all read" on the centre clears the count.
      const second = `Second note ${Date.now()}`;
      await announceViaApi(hq.page, 'Siomai Express – Makati', second);
      await maria.page.goto('/notifications');
      await expect(maria.page.getByText(second).first()).toBeVisible();
      await expect(maria.page.getByText(title).first()).toBeVisible();
      await expect(bell(maria.page)).not.toHaveAccessibleName('Notifications, 0 unread');
      await maria.page.getByRole('button', { name: /mark all read/i }).click();
      await expect(bell(maria.page)).toHaveAccessibleName(/^Notifications(, 0 unread)?$/);
      expect(await unreadCount(maria.page)).toBe(0);
      // The bell's menu is modal: what is behind it is aria-hidden meanwhile, and was scanned on its own.
      await bell(maria.page).click();
      await expectAccessible(maria.page, { include: '[role="menu"]' });
    } finally {
      await hq.context.close();
      await maria.context.close();
    }
  });

  test('a franchisee who switched announcements off gets none', async ({ browser }) => {
    const hq = await signedInPage(browser, 'franchisor@demo.com');
    const ana = await signedInPage(browser, 'ana.reyes@demo.com');
    try {
      await ana.page.goto('/notification-settings');
      const announcements = ana.page
        .getByRole('switch', { name: 'System announcements' })
        .or(ana.page.getByRole('checkbox', { name: 'System announcements' }));
      await expect(announcements).toBeChecked();
      await announcements.click();
      await expect(toast(ana.page, 'Preferences saved')).toBeVisible();
      await expect(announcements).not.toBeChecked();
      const primed = ana.page.waitForResponse(isLatest);
      await ana.page.reload();
      await primed;
      await expect(announcements).not.toBeChecked();

      const title = `Not for Ana ${Date.now()}`;
      await announceViaApi(hq.page, 'Lemon Juice Stand – Cebu IT Park', title);
      const list = await (await ana.page.request.get('/api/notifications')).json();
      expect(list.items.map((n: { title: string }) => n.title)).not.toContain(title);

      // Switched back on, the next announcement arrives; the stream delivers in order, so the one sent
      // while switched off would have been toasted before it. No sleep needed to prove it never came.
      const saved = ana.page.waitForResponse((r) => r.url().endsWith('/api/notification-preferences') && r.request().method() === 'PUT');
      await announcements.click();
      expect((await saved).status()).toBe(200);
      await expect(announcements).toBeChecked();
      const later = `For Ana ${Date.now()}`;
      await announceViaApi(hq.page, 'Lemon Juice Stand – Cebu IT Park', later);
      await expect(toast(ana.page, later)).toBeVisible({ timeout: 12_000 });
      await expect(toast(ana.page, title)).toHaveCount(0);
    } finally {
      await hq.context.close();
      await ana.context.close();
    }
  });

  test('with the live stream unavailable, the 10-second poll still raises the toast', async ({ browser }) => {
    const hq = await signedInPage(browser, 'franchisor@demo.com');
    const jose = await signedInPage(browser, 'jose.santos@demo.com');
    try {
      await jose.page.route('**/api/notifications/stream', (route) => route.abort());
      // The toast is for news after the first list; wait for that list, so the announcement is not in it.
      const primed = jose.page.waitForResponse(isLatest);
      await jose.page.goto('/franchisee-dashboard');
      await expect(bell(jose.page)).toBeVisible();
      await primed;
      const title = `Polled news ${Date.now()}`;
      await announceViaApi(hq.page, 'Siomai Express – Cubao', title, '/notifications');
      const arrived = toast(jose.page, title);
      await expect(arrived).toBeVisible({ timeout: 12_000 });
      await arrived.getByRole('button', { name: 'View' }).click();
      await expect(jose.page).toHaveURL(/\/notifications$/);
    } finally {
      await hq.context.close();
      await jose.context.close();
    }
  });
});
