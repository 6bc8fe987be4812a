import { addCalendarDays, formatCalendarDate, manilaToday } from '../../src/shared/time';
import { test, expect, expectAccessible, shoot } from './fixtures';

/**
 * Issue 13, sales upload: Maria (franchisee@demo.com) enters a day by hand, uploads a CSV with one bad row, sees
 * that row's error in the preview, imports the valid rows and finds them among her reported days. The dates lie
 * before the seeded 180 days, so nothing seeded collides with them.
 */

const SHOTS = { dir: process.env.E2E_SHOTS_DIR ?? '.tmp/sales-shots' };
const day = (n: number) => addCalendarDays(manilaToday(), -n);

test('a franchisee enters a day, imports a CSV with one bad row, and sees the days listed', async ({ asFranchisee: page }) => {
  // Two imports, several full-page screenshots at two widths and axe scans: more than the default budget.
  test.slow();
  await page.goto('/franchisee/sales-upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Upload' })).toBeVisible();
  // Maria owns two locations: the switcher offers both.
  await expect(page.getByLabel('Location', { exact: true }).locator('option')).toHaveCount(2);

  // Manual entry, by keyboard.
  const entry = page.getByRole('form', { name: 'Enter daily sales' });
  await entry.getByLabel('Date').fill(day(200));
  await entry.getByLabel('Gross sales').fill('12,500.00');
  await entry.getByLabel('Discounts').fill('500');
  await entry.getByLabel('Transactions').fill('95');
  await expect(entry.getByText('Net sales: ₱12,000.00')).toBeVisible();
  await entry.getByLabel('Cash').fill('7000');
  // A breakdown that does not add up to net is refused next to the field.
  await entry.getByLabel('Transactions').press('Enter');
  await expect(entry.getByText(/Cash, card and digital add up to ₱7,000.00, not the net sales of ₱12,000.00/)).toBeVisible();
  await entry.getByLabel('Card').fill('5000');
  await entry.getByRole('button', { name: 'Submit sales' }).click();
  await expect(page.getByText(/Sales for .* submitted/)).toBeVisible();

  // Upload a CSV: three days, the second with a negative amount.
  const csv = [
    'Date,Gross sales,Discounts,Refunds,Transactions,Cash,Card,Digital,Notes',
    `${day(203)},9800,0,0,70,0,0,0,`,
    `${day(202)},-50,0,0,1,0,0,0,typo`,
    `${day(201)},"10,250.50",250.50,0,82,0,0,0,rainy day`,
  ].join('\n');
  await page.getByLabel('Sales file (CSV or XLSX)').setInputFiles({ name: 'sales.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const preview = page.getByTestId('sales-import-preview');
  await expect(preview.getByText(/3\s+rows read: 2 ready to import, 1 with errors\./)).toBeVisible();
  // How the file was read (issue 32): its encoding and separator.
  await expect(preview.getByTestId('sales-import-source')).toHaveText('Read as CSV, UTF-8, comma-separated.');
  const bad = preview.locator('[data-invalid="true"]');
  await expect(bad).toHaveCount(1);
  await expect(bad).toContainText('Gross sales cannot be negative.');
  await expect(bad).toContainText('3');
  await expectAccessible(page);
  await shoot(page, 'sales-preview', SHOTS);
  await page.setViewportSize({ width: 375, height: 812 });
  await preview.screenshot({ path: `${SHOTS.dir}/sales-preview-375-table.png` });
  await entry.screenshot({ path: `${SHOTS.dir}/sales-entry-375-form.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  await preview.getByRole('button', { name: 'Import 2 valid rows' }).click();
  await expect(page.getByText('2 days imported, 1 skipped')).toBeVisible();
  await expect(page.getByTestId('sales-import-preview')).toHaveCount(0);

  // The reported days, narrowed to those dates: the manual day and the two imported ones, submitted.
  await page.getByLabel('From', { exact: true }).fill(day(203));
  await page.getByLabel('To', { exact: true }).fill(day(200));
  const rows = page.getByTestId('sales-day-row');
  await expect(rows).toHaveCount(3);
  await expect(page.locator(`[data-testid="sales-day-row"][data-date="${day(202)}"]`)).toHaveCount(0);
  for (const d of [day(200), day(201), day(203)]) {
    await expect(page.locator(`[data-testid="sales-day-row"][data-date="${d}"]`)).toContainText('Submitted');
  }
  await expect(page.locator(`[data-testid="sales-day-row"][data-date="${day(201)}"]`)).toContainText('₱10,000.00');
  await shoot(page, 'sales-days', SHOTS);

  // The correction dialog of an imported day is reachable by keyboard and accessible.
  await page
    .getByRole('button', { name: /^Correct / })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, { include: '[role=dialog]' });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('dialog').screenshot({ path: `${SHOTS.dir}/sales-correct-375.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a reminder’s link opens its location and day; a double tap on Submit sends one report, and the date moves on to a day still to report', async ({
  asFranchisee: page,
}) => {
  await page.goto('/franchisee/sales-upload');
  const locationId = (await page.getByLabel('Location', { exact: true }).locator('option').nth(1).getAttribute('value'))!;
  // A day long past (before the seeded half year, after the store opened), different on every run so a retry finds it free.
  const target = day(230 + (Date.now() % 300));
  await page.goto(`/franchisee/sales-upload?location=${locationId}&date=${target}`);
  const entry = page.getByRole('form', { name: 'Enter daily sales' });
  await expect(entry.getByLabel('Date')).toHaveValue(target);
  await entry.getByLabel('Gross sales').fill('2500');
  await entry.getByLabel('Transactions').fill('15');

  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/sales') posts.push(r.url());
  });
  await entry.getByRole('button', { name: 'Submit sales' }).dblclick();
  await expect(page.getByText(`Sales for ${formatCalendarDate(target)} submitted`)).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Submit sales' })).toBeEnabled();
  expect(posts).toHaveLength(1);
  await expect(entry.getByText(/already reported/)).toHaveCount(0);

  // The next suggestion is neither the day just saved nor any other day this store has reported.
  const next = await entry.getByLabel('Date').inputValue();
  expect(next).not.toBe(target);
  if (next) {
    const res = await page.request.get(`/api/sales?locationId=${locationId}&from=${next}&to=${next}`);
    expect(((await res.json()) as { items: unknown[] }).items).toEqual([]);
  }
});
