import { addCalendarDays, formatCalendarDate, manilaToday } from '../../src/shared/time';
import type { SalesList } from '../../src/shared/sales.contracts';
import { test, expect } from './fixtures';

/**
 * Issue 37: the daily sales form works offline through the offline queue. Maria (franchisee@demo.com) opens the form,
 * the browser context goes offline, she submits a day, the page says it is waiting to sync; back online, the queue
 * sends it and the server holds that day exactly once with the figures she entered. The date lies before the seeded
 * 180 days and apart from the other specs' days.
 */
test.use({ serviceWorkers: 'allow' });

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/sales-offline-shots';

test('a day entered offline is stored once when the connection returns', async ({ asFranchisee: page, context }) => {
  test.slow();
  const date = addCalendarDays(manilaToday(), -240);
  await page.goto('/franchisee/sales-upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Upload' })).toBeVisible();
  const locationId = await page.getByLabel('Location', { exact: true }).inputValue();
  const entry = page.getByRole('form', { name: 'Enter daily sales' });
  // The suggested day may be none (the rest of the suite reports every recent day); a date typed in is kept either way.
  await expect(entry.getByLabel('Date')).toBeEditable();
  // The page is under the service worker (installed by the signed-in shell) before the connection goes.
  await page.evaluate(() => navigator.serviceWorker.ready);

  await context.setOffline(true);
  await expect(entry.getByText('You are offline. A day you enter now is saved on this device')).toBeVisible();
  await entry.getByLabel('Date').fill(date);
  await entry.getByLabel('Gross sales').fill('8,450.50');
  await entry.getByLabel('Discounts').fill('150.50');
  await entry.getByLabel('Transactions').fill('61');
  await entry.getByLabel('Cash').fill('5000');
  await entry.getByLabel('Card').fill('3300');
  await entry.getByRole('button', { name: 'Submit sales' }).click();

  const waiting = entry.getByRole('status').filter({ hasText: '1 change waiting to sync' });
  await expect(waiting).toBeVisible();
  await expect(entry.getByText('This day is saved on this device and will be sent when the connection returns.')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await entry.screenshot({ path: `${SHOTS}/sales-offline-375-form.png` });
  await page.screenshot({ path: `${SHOTS}/sales-offline-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Nothing has reached the server yet (the test's own requests are not the browser's, so they get through).
  const stored = async () => {
    const res = await page.request.get(`/api/sales?locationId=${locationId}&from=${date}&to=${date}&limit=10`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as SalesList).items;
  };
  expect(await stored()).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByText(`Sales for ${formatCalendarDate(date)} sent`)).toBeVisible();
  await expect(entry.getByTestId('pending-sync')).toHaveCount(0);

  // Once, with the entered figures.
  const days = await stored();
  expect(days).toHaveLength(1);
  expect(days[0]).toMatchObject({
    salesDate: date,
    grossCentavos: 845_050,
    discountsCentavos: 15_050,
    refundsCentavos: 0,
    netCentavos: 830_000,
    transactions: 61,
    cashCentavos: 500_000,
    cardCentavos: 330_000,
    digitalCentavos: 0,
    status: 'submitted',
  });

  // A reload sends nothing again: the queue is empty and the day is still there once.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Upload' })).toBeVisible();
  await expect(page.getByTestId('pending-sync')).toHaveCount(0);
  expect(await stored()).toHaveLength(1);
});
