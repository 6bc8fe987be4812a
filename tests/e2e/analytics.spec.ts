import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatPeso } from '../../src/shared/money';
import { formatComparedRanges } from '../../src/shared/mtd-comparison';
import { REVERSED_RANGE_MESSAGE } from '../../src/shared/date-range';
import { expectAccessible, test, expect } from './fixtures';

const SHOTS = '.tmp/analytics-shots';

async function apiJson(page: Page, url: string) {
  const res = await page.request.get(url);
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** The big number of a figure tile. */
const figure = (page: Page, testId: string) => page.getByTestId(testId).locator('[data-figure]');

test('head office switches period and tab, sees the API figures, and exports a table as CSV', async ({ asFranchisor: page }) => {
  test.slow(); // four periods and four tabs, each a round of network-wide aggregates
  await page.goto('/franchisor-analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Network analytics' })).toBeVisible();
  const thisMonth = await apiJson(page, '/api/analytics/network/sales?period=this_month');
  await expect(figure(page, 'figure-net-sales')).toHaveText(formatPeso(thisMonth.totals.netCentavos));
  // The change states both ranges: this month so far against the same days of last month (issue 31).
  await expect(page.getByTestId('figure-net-sales')).toContainText(
    formatComparedRanges(thisMonth.period, { from: thisMonth.period.previousFrom, to: thisMonth.period.previousTo }),
  );
  await expect(page.getByTestId('early-warnings')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Net sales by day' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/franchisor-sales-desktop.png`, fullPage: true });

  // Period: last month, written to the URL; the figures follow.
  await page.getByLabel('Period').selectOption('last_month');
  await expect(page).toHaveURL(/[?&]period=last_month(&|$)/);
  const lastMonth = await apiJson(page, '/api/analytics/network/sales?period=last_month');
  await expect(figure(page, 'figure-net-sales')).toHaveText(formatPeso(lastMonth.totals.netCentavos));
  await expect(page.getByTestId('analytics-period')).toContainText(`(${lastMonth.period.days} days)`);
  const firstRow = page.getByTestId('table-sales-by-location').locator('tbody tr').first();
  await expect(firstRow).toContainText(lastMonth.byLocation[0].locationName);
  await expect(firstRow).toContainText(formatPeso(lastMonth.byLocation[0].netCentavos));

  // Tab: performance, by keyboard (arrow keys move between tabs), in the URL too.
  await page.getByRole('tab', { name: 'Sales' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Performance' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]tab=performance(&|$)/);
  const perf = await apiJson(page, '/api/analytics/network/performance?period=last_month');
  await expect(figure(page, 'figure-network-average')).toHaveText(formatPeso(perf.networkAverage.netCentavos));
  const ranking = page.getByTestId('table-performance');
  await expect(ranking.locator('tbody tr')).toHaveCount(perf.rows.length);
  await expect(ranking.locator('tbody tr').first()).toContainText(perf.rows[0].locationName);

  // The ranking's CSV: the server's file for the same period.
  const [download] = await Promise.all([page.waitForEvent('download'), ranking.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`analytics-performance-${perf.period.from}-to-${perf.period.to}.csv`);
  const csv = (await readFile(await download.path(), 'utf8'))
    .replace(/^\ufeff/, '')
    .trim()
    .split('\n');
  expect(csv[0]).toBe(
    'Rank,Location,Brand,Net sales (PHP),Monthly target (PHP),Target for the period (PHP),% of target,% of network average',
  );
  expect(csv).toHaveLength(perf.rows.length + 1);
  expect(csv[1]).toContain(perf.rows[0].locationName);
  await page.screenshot({ path: `${SHOTS}/franchisor-performance-desktop.png`, fullPage: true });
  await expectAccessible(page);

  // The other tabs render their figures.
  await page.getByRole('tab', { name: 'Inventory' }).click();
  const inv = await apiJson(page, '/api/analytics/network/inventory?period=last_month');
  await expect(figure(page, 'figure-purchases')).toHaveText(formatPeso(inv.purchaseTotals.amountCentavos));
  await page.getByRole('tab', { name: 'Financial' }).click();
  const fin = await apiJson(page, '/api/analytics/network/financial?period=last_month');
  await expect(figure(page, 'figure-revenue')).toHaveText(formatPeso(fin.totals.revenueCentavos));
  await expectAccessible(page);

  // A reload keeps tab and period.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Financial' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Period')).toHaveValue('last_month');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('tab', { name: 'Sales' }).click();
  await expect(figure(page, 'figure-net-sales')).toHaveText(formatPeso(lastMonth.totals.netCentavos));
  await page.screenshot({ path: `${SHOTS}/franchisor-sales-375.png`, fullPage: true });
  await page.getByTestId('early-warnings').screenshot({ path: `${SHOTS}/franchisor-warnings-375.png` });
  await page.getByTestId('table-sales-by-location').screenshot({ path: `${SHOTS}/franchisor-locations-375.png` });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a franchisee sees their own figures beside the network average', async ({ asFranchisee: page }) => {
  await page.goto('/franchisee-analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'My analytics' })).toBeVisible();
  const own = await apiJson(page, '/api/analytics/own/sales?period=this_month');
  await expect(figure(page, 'figure-net-sales')).toHaveText(formatPeso(own.totals.netCentavos));
  await expect(page.getByTestId('figure-net-sales')).toContainText(
    `Network average per location: ${formatPeso(own.networkAverage.netCentavos)}`,
  );
  // Only their own locations in the table, and no early warnings (a network view).
  const rows = page.getByTestId('table-sales-by-location').locator('tbody tr');
  await expect(rows).toHaveCount(own.byLocation.length);
  await expect(page.getByTestId('early-warnings')).toHaveCount(0);
  expect((await page.request.get('/api/analytics/network/sales')).status()).toBe(403);
  await page.screenshot({ path: `${SHOTS}/franchisee-sales-desktop.png`, fullPage: true });

  await page.getByRole('tab', { name: 'Performance' }).click();
  const perf = await apiJson(page, '/api/analytics/own/performance?period=this_month');
  await expect(figure(page, 'figure-network-average')).toHaveText(formatPeso(perf.networkAverage.netCentavos));
  await expectAccessible(page);

  // Benchmarks (issue 36 part 3): the first store's own net sales as the API gives them, and its brand's quartiles or
  // the sentence saying the peer group is too small to show them.
  const [store] = (await apiJson(page, '/api/sales/locations')).items;
  const bench = await apiJson(page, `/api/sales-integrity/benchmarks/${store.id}`);
  const net = bench.figures.find((f: { metric: string }) => f.metric === 'netSales');
  const card = page.getByTestId('benchmarks-card');
  await expect(card.getByTestId('benchmark-netSales')).toContainText(net.own === null ? '—' : formatPeso(net.own));
  if (bench.peerGroupTooSmall) await expect(card.getByTestId('benchmarks-too-small')).toHaveText(bench.reason);
  else await expect(card.getByTestId('benchmark-netSales')).toContainText(formatPeso(net.median));

  await page.setViewportSize({ width: 375, height: 800 });
  await card.screenshot({ path: `${SHOTS}/franchisee-benchmarks-375.png` });
  await page.screenshot({ path: `${SHOTS}/franchisee-performance-375.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a custom range entered the wrong way round is pointed out, not silently replaced', async ({ asFranchisor: page }) => {
  await page.goto('/franchisor-analytics?period=custom&from=2026-11-25&to=2026-11-20');
  await expect(page.getByRole('alert').filter({ hasText: REVERSED_RANGE_MESSAGE })).toBeVisible();
  await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('analytics-period')).toContainText('the custom range ends before it starts');
  // Put right, the figures are the chosen days and the message goes.
  await page.getByLabel('To', { exact: true }).fill('2026-11-27');
  await expect(page.getByTestId('analytics-period')).toHaveText('Nov 25, 2026 – Nov 27, 2026 (3 days)');
  await expect(page.getByText(REVERSED_RANGE_MESSAGE)).toHaveCount(0);
});
