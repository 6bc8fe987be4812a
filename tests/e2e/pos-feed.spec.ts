import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { formatPeso } from '../../src/shared/money';
import { formatCalendarDate, manilaToday } from '../../src/shared/time';
import { test, expect, shoot, signInViaApi } from './fixtures';

/**
 * Issue 36 end to end: head office creates a POS key on the BGC store's page; the reference client
 * (scripts/pos-push.ts) pushes today's Z-report with it; the franchisee's dashboard and analytics move by exactly that
 * day's net, and the day shows in the sales list marked as from the POS feed. No other spec reports today for BGC.
 */
const run = promisify(execFile);
const LOCATION = 'Lemon Juice Stand – BGC';
const SHOTS = { dir: process.env.E2E_SHOTS_DIR ?? '.tmp/pos-shots', fitsWidth: true };
// ₱9,876.50 gross − ₱120.00 discounts − ₱30.00 refunds − ₱26.50 voids = ₱9,700.00 net.
const NET = 9_700_00;

async function json<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}
type FranchiseeDashboard = {
  locations: { id: string; name: string }[];
  figures: { sales: { todayCentavos: number; monthToDateCentavos: number } } | null;
};
type SalesAnalytics = { totals: { netCentavos: number } };

test('a key made on the location page lets the POS client report a day that reaches the dashboard and analytics', async ({
  asFranchisee: page,
  browser,
  baseURL,
}) => {
  test.slow();
  const today = manilaToday();
  const start = await json<FranchiseeDashboard>(page, '/api/dashboards/franchisee');
  const bgc = start.locations.find((l) => l.name === LOCATION)!;
  const before = (await json<FranchiseeDashboard>(page, `/api/dashboards/franchisee?locationId=${bgc.id}`)).figures!.sales;
  const ownBefore = await json<SalesAnalytics>(page, `/api/analytics/own/sales?period=this_month&locationId=${bgc.id}`);

  // 1. Head office creates a key on the location's page; the secret is shown once.
  const hqContext = await browser.newContext();
  const hq = await hqContext.newPage();
  await signInViaApi(hq, 'franchisor@demo.com');
  await hq.goto(`/contract-management/${bgc.id}`);
  await hq.getByRole('button', { name: 'Create key' }).click();
  await expect(hq.getByText('Give the key a name, e.g. the POS it is for.')).toBeVisible();
  await hq.getByLabel('Key name').fill('BGC front counter');
  await hq.getByRole('button', { name: 'Create key' }).click();
  const secret = (await hq.getByTestId('pos-key-secret').textContent())!.trim();
  expect(secret).toMatch(/^fhpos_[0-9a-f]{8}_/);
  await expect(hq.getByRole('list', { name: 'API keys' })).toContainText('BGC front counter');
  await expect(hq.getByRole('list', { name: 'API keys' })).toContainText('Never used');
  await shoot(hq, 'franchisor-location-pos-keys', SHOTS);

  // 2. The reference client pushes today's Z-report with that key.
  const pushed = await run(
    'npx',
    [
      'tsx',
      'scripts/pos-push.ts',
      'day',
      '--url',
      baseURL!,
      '--key',
      secret,
      '--date',
      today,
      '--gross',
      '9876.50',
      '--discounts',
      '120',
      '--refunds',
      '30',
      '--voids',
      '26.50',
      '--transactions',
      '64',
      '--cash',
      '4700',
      '--card',
      '3000',
      '--digital',
      '2000',
      '--items',
      'LEMON-16OZ:120:6000,LEMON-22OZ:50:3700',
    ],
    { timeout: 60_000 },
  );
  expect(pushed.stdout).toContain(`${today}: created`);

  // 3. The franchisee's dashboard and analytics moved by exactly that day's net.
  await page.goto(`/franchisee-dashboard?location=${bgc.id}`);
  await expect(page.getByTestId('kpi-sales-today-value')).toHaveText(formatPeso(before.todayCentavos + NET));
  await expect(page.getByTestId('kpi-sales-month-value')).toHaveText(formatPeso(before.monthToDateCentavos + NET));
  const ownAfter = await json<SalesAnalytics>(page, `/api/analytics/own/sales?period=this_month&locationId=${bgc.id}`);
  expect(ownAfter.totals.netCentavos).toBe(ownBefore.totals.netCentavos + NET);
  await page.goto(`/franchisee-analytics?location=${bgc.id}`);
  await expect(page.getByTestId('figure-net-sales')).toContainText(formatPeso(ownAfter.totals.netCentavos));

  // The day is in the franchisee's list, marked as from the feed; the owner sees the key and its last use.
  await page.goto(`/franchisee/sales-upload?location=${bgc.id}`);
  await expect(page.getByText('POS feed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'API keys' })).toContainText(/Last used/);
  await shoot(page, 'franchisee-sales-upload-pos', SHOTS);
  // The day's details list what the Z-report said was sold, largest seller first.
  await page.getByRole('button', { name: `Details of ${formatCalendarDate(today)}` }).click();
  const items = page.getByRole('table', { name: 'Items sold on this day' });
  await expect(items.getByTestId('sales-item-row')).toHaveCount(2);
  await expect(items.getByTestId('sales-item-row').first()).toContainText('LEMON-16OZ');
  await expect(items.getByTestId('sales-item-row').first()).toContainText(formatPeso(6_000_00));
  await expect(items.getByTestId('sales-item-row').nth(1)).toContainText('LEMON-22OZ');
  await shoot(page, 'franchisee-sales-day-items', SHOTS);
  await page.keyboard.press('Escape');

  // Head office's sales review shows the feed's status for the location.
  await hq.goto('/financial-dashboard?tab=sales');
  const status = hq.getByRole('table', { name: /POS feed status/ });
  await expect(status.getByRole('row', { name: new RegExp(LOCATION) })).toBeVisible();
  await hqContext.close();
});
