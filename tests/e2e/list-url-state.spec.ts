import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const SHOTS = '.tmp/list-shots';

const firstOrderNumber = (page: Page) => page.getByTestId('order-management-row').first().getByRole('link').first().textContent();

test('a filtered, sorted and paged list is in the URL and survives a reload', async ({ asFranchisor: page }) => {
  await page.goto('/order-management');
  await expect(page.getByTestId('order-management-row').first()).toBeVisible();

  // Filter: every order of at least ₱1 (all of the demo's 72, so there are pages to move through).
  await page.getByLabel('Min amount').fill('1');
  await expect(page).toHaveURL(/[?&]minAmount=1(&|$)/);

  // Sort: the Total header, largest first.
  const totalHeader = page.getByRole('columnheader', { name: 'Total' });
  await totalHeader.getByRole('button', { name: 'Total' }).click();
  await expect(page).toHaveURL(/[?&]sort=total_desc(&|$)/);
  await expect(totalHeader).toHaveAttribute('aria-sort', 'descending');

  // Page: the second one.
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
  // The previous page stays on screen (busy) until the next arrives.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const first = await firstOrderNumber(page);
  const url = page.url();
  await page.screenshot({ path: `${SHOTS}/order-management-desktop.png`, fullPage: true });

  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByLabel('Min amount')).toHaveValue('1');
  await expect(page.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('navigation', { name: 'Pagination' }).getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect.poll(() => firstOrderNumber(page)).toBe(first);

  // The rows on screen really are largest first (the server sorted them).
  const totals = await page
    .getByTestId('order-management-row')
    .evaluateAll((rows) => rows.map((r) => Number(r.children[6]?.textContent?.replace(/[^\d.]/g, '') ?? 'NaN')));
  expect(totals.length).toBeGreaterThan(1);
  expect(totals).toEqual([...totals].sort((a, b) => b - a));

  // Back returns to page 1 of the same filtered, sorted list.
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page).toHaveURL(/sort=total_desc/);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('order-management-row').first()).toBeVisible();
  await page
    .getByTestId('order-management-row')
    .first()
    .screenshot({ path: `${SHOTS}/order-management-390.png` });
});

test('My Orders keeps its sort and page in the URL', async ({ asFranchisee: page }) => {
  await page.goto('/orders?sort=total_asc');
  const totalHeader = page.getByRole('columnheader', { name: 'Total' });
  await expect(totalHeader).toHaveAttribute('aria-sort', 'ascending');
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
  // An unknown sort or a page out of bounds falls back to the defaults rather than failing.
  await page.goto('/orders?sort=bogus&page=99999999999');
  await expect(page.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
  await page.screenshot({ path: `${SHOTS}/orders-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('table', { name: 'Your orders' }).screenshot({ path: `${SHOTS}/orders-390.png` });
});
