import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, newEmail, signInViaApi } from './fixtures';

/**
 * Issue 11, smaller frictions: the bell never cuts off the status word (6), sign-up limits and server errors (7),
 * a refused image is never previewed (9), and IAM and catalogue management fit a 375 px phone (12).
 */

const SHOTS = '.tmp/h-shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 800 },
] as const;

/** The element's left and right edges lie inside the viewport's width: reachable by scrolling up or down only. */
async function expectWithinWidth(locator: Locator, width: number) {
  await expect(locator).toBeVisible();
  const box = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right };
  });
  expect(box.left, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.right, 'right edge').toBeLessThanOrEqual(width);
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'page width').toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('the bell shows every notification title whole, the status word included, at 1280 and 375 px', async ({ browser }) => {
  const hqContext = await browser.newContext();
  const hq = await hqContext.newPage();
  await signInViaApi(hq, 'franchisor@demo.com');
  const title = 'Order ORD-20261123-000069-BGC-LEMON-JUICE-STAND rejected';
  const res = await hq.request.post('/api/announcements', {
    data: { title, message: 'Quantities exceed the allocation.', audience: 'all' },
  });
  expect(res.status(), await res.text()).toBe(200);
  await hqContext.close();

  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signInViaApi(page, 'franchisee@demo.com');
    await page.goto('/orders');
    await page.getByTestId('notification-bell').click();
    const items = page.getByTestId('bell-item');
    await expect(items.first()).toBeVisible();
    await expect(page.getByTestId('bell-item-title').filter({ hasText: title })).toHaveText(title);
    const titles = page.getByTestId('bell-item-title');
    const count = await titles.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i += 1) {
      const fit = await titles.nth(i).evaluate((el) => ({
        text: el.textContent,
        scroll: el.scrollWidth,
        client: el.clientWidth,
        ellipsis: getComputedStyle(el).textOverflow,
        right: el.getBoundingClientRect().right,
      }));
      expect(fit.scroll, `${fit.text} is cut off`).toBeLessThanOrEqual(fit.client);
      expect(fit.ellipsis, `${fit.text} ends in an ellipsis`).not.toBe('ellipsis');
      expect(fit.right, `${fit.text} runs off the screen`).toBeLessThanOrEqual(viewport.width);
    }
    // The last word of the long title is on screen.
    await expectWithinWidth(page.getByTestId('bell-item-title').filter({ hasText: title }), viewport.width);
    await shot(page, `bell-${viewport.width}`);
    await context.close();
  }
});

test('sign-up states the limit, and a server error goes away when its field changes', async ({ browser }) => {
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('A'.repeat(121));
    await page.getByLabel('Email').fill(newEmail('limit'));
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Full name can be at most 120 characters.')).toBeVisible();

    // The server says the e-mail is taken: the message sits by the field and goes as soon as the e-mail changes.
    await page.getByLabel('Full name').fill('Maria Santos');
    await page.getByLabel('Email').fill('franchisee@demo.com');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const taken = page.getByText('An account with this email already exists. Please sign in instead.');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Registration Failed' })).toBeVisible();
    // Said once: by the field, not again above the form or in the toast.
    await expect(taken).toHaveCount(1);
    await expect(page.locator('#signup-email-error')).toHaveText('An account with this email already exists. Please sign in instead.');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await shot(page, `signup-error-${viewport.width}`);
    await page.getByLabel('Email').fill('franchisee2@demo.com');
    await expect(taken).toHaveCount(0);
    await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
    await context.close();
  }
});

test('the API states the limit of a too-long full name', async ({ page }) => {
  await page.goto('/');
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { fullName: 'A'.repeat(121), email: newEmail('long'), password: 'secret123' },
  });
  expect(res.status()).toBe(422);
  const body = await res.json();
  expect(body.error.details.fieldErrors.fullName).toEqual(['Full name can be at most 120 characters.']);
});

test('a refused file is never previewed and the form says why at once', async ({ browser }) => {
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signInViaApi(page, 'franchisee@demo.com');
    await page.goto('/profile');
    const input = page.locator('input[type="file"]').first();
    const preview = page.getByRole('img', { name: 'New profile photo preview' });
    await expect(page.getByRole('button', { name: /Upload photo|Change photo/ })).toBeVisible();

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some notes') });
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a JPG or PNG image.' })).toBeVisible();
    await expect(preview).toHaveCount(0);

    await input.setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj\n') });
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a JPG or PNG image.' })).toBeVisible();
    await expect(preview).toHaveCount(0);

    // A text file renamed to .png passes the name and type check; its content is not an image.
    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
    await expect(page.getByRole('alert').filter({ hasText: 'This file is not a JPG or PNG image.' })).toBeVisible();
    await expect(preview).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save photo' })).toHaveCount(0);
    await shot(page, `rejected-file-${viewport.width}`);
    await context.close();
  }
});

test('at 375 px the IAM tabs and catalogue management fit the screen, price, stock and actions included', async ({ browser }) => {
  test.slow(); // two widths, each a sign-in and four pages
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signInViaApi(page, 'franchisor@demo.com');

    await page.goto('/iam-management');
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    await expect(page.getByTestId('iam-users-summary')).toContainText(/\d/);
    await expectNoSidewaysScroll(page);
    await shot(page, `iam-${viewport.width}`);
    const count = await tabs.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i += 1) await expectWithinWidth(tabs.nth(i), viewport.width);
    for (let i = 0; i < count; i += 1) {
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
    }

    await page.goto('/catalog-management');
    const row = page.getByTestId('product-row').first();
    await expect(row).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectWithinWidth(row.getByTestId('product-price'), viewport.width);
    await expectWithinWidth(row.getByTestId('product-stock'), viewport.width);
    await expectWithinWidth(row.getByRole('button', { name: /^Edit / }), viewport.width);
    await expectWithinWidth(row.getByRole('button', { name: /^(Deactivate|Activate) / }), viewport.width);
    await shot(page, `catalog-management-${viewport.width}`);
    await context.close();
  }
});

test('the product form states the price limit and refuses a file that is not an image', async ({ asFranchisor: page }) => {
  await page.goto('/catalog-management');
  await page.getByRole('button', { name: 'New product' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('SKU').fill('LIM-001');
  await dialog.getByLabel('Name').fill('Limit test');
  await dialog.getByLabel('Unit of measure').fill('pack');
  await dialog.getByLabel('Price (₱)').fill('20000000');
  await dialog.getByRole('button', { name: 'Create product' }).click();
  await expect(dialog.getByText('Price can be at most ₱10,000,000.00.')).toBeVisible();
  await expectAccessible(page, { include: '[role="dialog"]' });
  // The product image field refuses a renamed text file at once, as the avatar does.
  await dialog
    .getByLabel('Product image')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(dialog.getByText('This file is not a JPG or PNG image.')).toBeVisible();
  await dialog.getByLabel('Product image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expect(dialog.getByText('Choose a JPG or PNG image.')).toBeVisible();
});
