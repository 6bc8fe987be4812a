import type { Page } from '@playwright/test';
import { formatPeso } from '../../src/shared/money';
import { formatComparedRanges } from '../../src/shared/mtd-comparison';
import type { SalesAnalytics } from '../../src/shared/analytics.contracts';
import type { FranchiseeDashboard, FranchisorDashboard } from '../../src/shared/dashboards.contracts';
import { DEMO_PASSWORD } from '../../src/shared/constants';
import { test, expect, expectAccessible, shoot } from './fixtures';

/**
 * Issue 13: the two landing dashboards. Each role signs in through the login page, lands on its dashboard, and the
 * cards show what the API computes. Maria (franchisee@demo.com) owns two locations and switches between them.
 */

const SHOTS = { dir: process.env.E2E_SHOTS_DIR ?? '.tmp/dashboards-shots', dark: true };

async function signInThroughForm(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const card = (page: Page, id: string) => page.getByTestId(`${id}-value`);
const count = (n: number) => n.toLocaleString('en-PH');

test.describe('landing dashboards', () => {
  test('head office lands on the network dashboard and its cards match the API', async ({ page }) => {
    await signInThroughForm(page, 'franchisor@demo.com');
    await expect(page).toHaveURL(/\/franchisor-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Franchisor Dashboard' })).toBeVisible();
    await expect(card(page, 'kpi-sales-today')).toBeVisible();

    const d: FranchisorDashboard = await (await page.request.get('/api/dashboards/franchisor')).json();
    expect(d.activeLocations).toBeGreaterThan(0);
    expect(d.sales.monthToDateCentavos + d.sales.lastMonthCentavos).toBeGreaterThan(0); // the demo reports daily sales
    await expect(card(page, 'kpi-sales-today')).toHaveText(formatPeso(d.sales.todayCentavos));
    await expect(card(page, 'kpi-sales-month')).toHaveText(formatPeso(d.sales.monthToDateCentavos));
    await expect(card(page, 'kpi-sales-last-month')).toHaveText(formatPeso(d.sales.lastMonthCentavos));
    // The month-to-date change states both ranges, the ones analytics' "This month" compares too (issue 31).
    const p = d.period;
    await expect(page.getByTestId('kpi-sales-month')).toContainText(
      formatComparedRanges({ from: p.monthStart, to: p.today }, { from: p.lastMonthStart, to: p.lastMonthSameDaysEnd }),
    );
    const a: SalesAnalytics = await (await page.request.get('/api/analytics/network/sales?period=this_month')).json();
    expect([a.period.from, a.period.to, a.period.previousFrom, a.period.previousTo]).toEqual([
      p.monthStart,
      p.today,
      p.lastMonthStart,
      p.lastMonthSameDaysEnd,
    ]);
    await expect(card(page, 'kpi-active-locations')).toHaveText(count(d.activeLocations));
    await expect(card(page, 'kpi-pending-approvals')).toHaveText(count(d.pendingApprovals));
    await expect(card(page, 'kpi-orders-30')).toHaveText(count(d.orders.placedLast30Days));
    await expect(card(page, 'kpi-aov')).toHaveText(
      d.orders.averageOrderValueCentavos === null ? '—' : formatPeso(d.orders.averageOrderValueCentavos),
    );
    await expect(card(page, 'kpi-low-stock')).toHaveText(count(d.lowStockCount));
    await expect(card(page, 'kpi-overdue')).toHaveText(count(d.overdueInvoices.count));
    await expect(card(page, 'kpi-royalties')).toHaveText(formatPeso(d.royaltiesDue.totalCentavos));
    await expect(card(page, 'kpi-sales-review')).toHaveText(count(d.salesReview.awaitingReview));
    await expect(card(page, 'kpi-missing')).toHaveText(count(d.salesReview.missingYesterday));

    // The ranking names every open location once; the trend has a figure for each of the 30 days.
    const ranked = d.ranking.top.length + d.ranking.bottom.length + d.ranking.withoutTarget.length;
    expect(ranked).toBe(d.activeLocations);
    const table = page.getByRole('table', { name: 'Locations against their monthly target' });
    for (const row of [...d.ranking.top, ...d.ranking.bottom]) {
      await expect(table.getByRole('rowheader', { name: new RegExp(row.name) })).toBeVisible();
    }
    expect(d.trend).toHaveLength(30);

    // Pending approvals lead to the approvals page, by keyboard.
    const link = page.getByRole('link', { name: 'Review approvals' });
    await link.focus();
    await shoot(page, 'franchisor', SHOTS);
    await link.press('Enter');
    await expect(page).toHaveURL(/\/order-approvals$/);
  });

  test('a franchisee lands on their dashboard and switches location', async ({ page }) => {
    await signInThroughForm(page, 'franchisee@demo.com');
    await expect(page).toHaveURL(/\/franchisee-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Franchisee Dashboard' })).toBeVisible();

    const first: FranchiseeDashboard = await (await page.request.get('/api/dashboards/franchisee')).json();
    expect(first.locations.length).toBeGreaterThan(1);
    const f = first.figures!;
    const expectFigures = async (figures: NonNullable<FranchiseeDashboard['figures']>, unread: number) => {
      await expect(card(page, 'kpi-sales-today')).toHaveText(formatPeso(figures.sales.todayCentavos));
      await expect(card(page, 'kpi-sales-week')).toHaveText(formatPeso(figures.sales.weekCentavos));
      await expect(card(page, 'kpi-sales-month')).toHaveText(formatPeso(figures.sales.monthToDateCentavos));
      await expect(card(page, 'kpi-target')).toHaveText(
        figures.target.progressPercent === null ? '—' : `${figures.target.progressPercent.toFixed(1)}%`,
      );
      await expect(card(page, 'kpi-open-orders')).toHaveText(count(figures.openOrders.count));
      await expect(card(page, 'kpi-low-stock')).toHaveText(count(figures.lowStock.count));
      await expect(card(page, 'kpi-next-invoice')).toHaveText(
        figures.nextInvoice ? formatPeso(figures.nextInvoice.balanceCentavos) : 'Nothing due',
      );
      await expect(card(page, 'kpi-announcements')).toHaveText(count(unread));
      // The next-invoice card is one location's and says which (issue 31); the total covers every location.
      await expect(page.getByTestId('kpi-next-invoice')).toContainText(figures.location.name);
      await expect(card(page, 'kpi-total-due')).toHaveText(
        first.totalDue.balanceCentavos > 0 ? formatPeso(first.totalDue.balanceCentavos) : 'Nothing due',
      );
    };
    const switcher = page.getByLabel('Location');
    await expect(switcher).toHaveValue(f.location.id);
    await expectFigures(f, first.announcements.unread);
    expect(f.sales.monthToDateCentavos + f.sales.lastMonthCentavos).toBeGreaterThan(0);
    await shoot(page, 'franchisee', SHOTS);

    const other = first.locations.find((l) => l.id !== f.location.id)!;
    await switcher.selectOption(other.id);
    await expect(page).toHaveURL(new RegExp(`location=${other.id}`));
    const second: FranchiseeDashboard = await (await page.request.get(`/api/dashboards/franchisee?locationId=${other.id}`)).json();
    expect(second.figures!.location.id).toBe(other.id);
    expect(second.totalDue).toEqual(first.totalDue);
    await expectFigures(second.figures!, second.announcements.unread);
    await expect(page.getByRole('figure', { name: `${other.name}, last 30 days` })).toBeVisible();

    // The choice survives a reload (URL state); Back returns to the first location.
    await page.reload();
    await expect(switcher).toHaveValue(other.id);
    await page.goBack();
    await expect(switcher).toHaveValue(f.location.id);
  });

  test('a franchisee without a location sees the not-linked state; a foreign location id is refused', async ({ page }) => {
    const email = `dash.${Date.now().toString(36)}@example.com`;
    expect(
      (await page.request.post('/api/auth/sign-up/email', { data: { fullName: 'New Franchisee', email, password: 'secret123' } })).status(),
    ).toBe(200);
    await page.goto('/franchisee-dashboard');
    await expect(page.getByRole('heading', { name: 'Not linked to a location yet' })).toBeVisible();
    await expectAccessible(page);
    const foreign = await page.request.get(`/api/dashboards/franchisee?locationId=${crypto.randomUUID()}`);
    expect(foreign.status()).toBe(404);
  });
});
