import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, expectAccessible, shoot, signInViaApi } from './fixtures';

/**
 * Issue 15, marketing assets: head office uploads an image for Siomai Express; Maria (its franchisee) finds it in her
 * library, previews it and downloads it, and the downloaded bytes are the uploaded ones; the management page then
 * counts the download for her location. Admin reads the library without write buttons.
 */

const SHOTS = { dir: process.env.E2E_SHOTS_DIR ?? '.tmp/marketing-shots', fitsWidth: true };
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

async function bannerPng(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="628"><rect width="100%" height="100%" fill="#B91C1C"/><text x="60" y="320" font-family="DejaVu Sans, sans-serif" font-size="64" fill="#fff">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test('head office uploads an asset; the brand’s franchisee downloads the same bytes and the download is counted', async ({
  browser,
  page,
}) => {
  test.slow();
  const title = `Weekend promo ${Date.now().toString(36)}`;
  const bytes = await bannerPng('Weekend promo');

  // ---------------------------------------------------------------- franchisor uploads
  await signInViaApi(page, 'franchisor@demo.com');
  await page.goto('/marketing-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing Library' })).toBeVisible();
  await expect(page.getByTestId('asset-row').first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'management', SHOTS);

  await page.getByRole('button', { name: 'New asset' }).click();
  const dialog = page.getByRole('dialog', { name: 'New marketing asset' });
  await dialog.getByRole('button', { name: 'Add asset' }).click();
  await expect(dialog.getByText('Title is required.')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Counter screen banner for the weekend.');
  await dialog.getByLabel('Category').selectOption('Promotions');
  await dialog.getByLabel('Brand').selectOption({ label: 'Siomai Express' });
  // The browser refuses a PDF for an image before sending anything.
  await dialog.getByLabel('File').setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await expect(dialog.getByText('Choose a JPG or PNG image.')).toBeVisible();
  await dialog.getByLabel('File').setInputFiles({ name: 'weekend-promo.png', mimeType: 'image/png', buffer: bytes });
  await expectAccessible(page, { include: '[role="dialog"]' });
  await shoot(page, 'management-new-asset', { dir: SHOTS.dir });
  await dialog.getByRole('button', { name: 'Add asset' }).click();
  await expect(toast(page, 'Asset added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('asset-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('asset-downloads')).toHaveText('0');

  // ---------------------------------------------------------------- the franchisee downloads
  const maria = await browser.newContext({ baseURL: new URL(page.url()).origin, acceptDownloads: true });
  const fp = await maria.newPage();
  await signInViaApi(fp, 'franchisee@demo.com');
  await fp.goto('/franchisee/marketing-assets');
  await expect(fp.getByRole('heading', { level: 1, name: 'Marketing Assets' })).toBeVisible();
  await expect(fp.getByTestId('asset-card').first()).toBeVisible();
  await expectAccessible(fp);
  await shoot(fp, 'library', SHOTS);

  // Filters live in the URL.
  await fp.getByLabel('Category').selectOption('Menu');
  await expect(fp).toHaveURL(/category=Menu/);
  await expect(fp.getByTestId('asset-card').first()).toContainText('Menu');
  await fp.getByRole('button', { name: 'Clear filters' }).click();
  await expect(fp).not.toHaveURL(/category=/);
  await fp.getByLabel('Search assets').fill(title);
  await fp.getByLabel('Search assets').press('Enter');
  await expect(fp).toHaveURL(/search=/);
  const card = fp.getByTestId('asset-card').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Siomai Express');
  await expect(card.locator('img')).toHaveJSProperty('complete', true);

  await card.getByRole('button', { name: `Preview ${title}` }).click();
  const preview = fp.getByRole('dialog', { name: title });
  await expect(preview.getByRole('img', { name: `Preview of ${title}` })).toBeVisible();
  await expectAccessible(fp, { include: '[role="dialog"]' });
  await shoot(fp, 'library-preview', { dir: SHOTS.dir });
  const [download] = await Promise.all([fp.waitForEvent('download'), preview.getByRole('link', { name: `Download ${title}` }).click()]);
  expect(download.suggestedFilename()).toBe('weekend-promo.png');
  const saved = readFileSync((await download.path())!);
  expect(saved.equals(bytes)).toBe(true);
  await maria.close();

  // ---------------------------------------------------------------- the count on the management page
  await page.reload();
  await expect(row.getByTestId('asset-downloads')).toHaveText('1');
  await row.getByRole('button', { name: `Download statistics of ${title}` }).click();
  const stats = page.getByRole('dialog', { name: 'Downloads' });
  await expect(stats.getByTestId('asset-stats-total')).toHaveText('1');
  await expect(stats.getByTestId('stats-row')).toHaveCount(1);
  await expect(stats.getByTestId('stats-row')).toContainText('SE-MKT-001');
  await expectAccessible(page, { include: '[role="dialog"]' });
  await shoot(page, 'management-stats', { dir: SHOTS.dir });
  await page.keyboard.press('Escape');

  // Archive: gone from the franchisee's library; restore brings it back.
  await row.getByRole('button', { name: `Archive ${title}` }).click();
  await page.getByRole('dialog', { name: 'Archive this asset?' }).getByRole('button', { name: 'Archive' }).click();
  await expect(toast(page, 'Asset archived')).toBeVisible();
  await expect(row.getByText('Archived')).toBeVisible();
  await row.getByRole('button', { name: `Restore ${title}` }).click();
  await page.getByRole('dialog', { name: 'Restore this asset?' }).getByRole('button', { name: 'Restore' }).click();
  await expect(row.getByText('Active')).toBeVisible();
});

test('admin reads the marketing library and its statistics without write buttons', async ({ page }) => {
  await signInViaApi(page, 'admin@demo.com');
  await page.goto('/marketing-management');
  const rows = page.getByTestId('asset-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'New asset' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await page.getByLabel('Sort by').selectOption('downloads');
  await expect(page).toHaveURL(/sort=downloads/);
  await rows
    .first()
    .getByRole('button', { name: /^Download statistics of / })
    .click();
  await expect(page.getByRole('dialog', { name: 'Downloads' }).getByTestId('stats-row').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await shoot(page, 'management-admin', SHOTS);
});
