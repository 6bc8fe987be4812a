import { addCalendarDays, manilaToday } from '../../src/shared/time';
import { test, expect, expectAccessible, shoot } from './fixtures';

/**
 * Issue 36, "without a POS API": Maria (franchisee@demo.com) imports her POS's own daily export. The first file asks
 * which of its columns holds each figure (the likely ones pre-selected, the gross sales required), the mapping is
 * saved for the location, the file goes through the usual preview with per-row errors, and the next export imports
 * straight away. The days lie before the seeded 180 days and apart from sales-upload.spec's.
 */

const SHOTS = { dir: '.tmp/pos-export-shots', fitsWidth: true };

test('a franchisee maps their POS export once, then imports it and the next one through the preview', async ({
  asFranchisee: page,
}, info) => {
  test.slow();
  // A retry finds this run's days reported and the mapping saved: it takes other days and changes the mapping.
  const base = 230 + info.retry * 10;
  const iso = (n: number) => addCalendarDays(manilaToday(), -n);
  const us = (n: number) => {
    const [y, m, d] = iso(n).split('-');
    return `${m}/${d}/${y}`;
  };
  const exportOf = (rows: string[]) =>
    Buffer.from(['Store,Business Date,Gross Amt,Disc,Txn Count,Cash Tender,Card Tender,E-Wallet', ...rows].join('\r\n'));

  await page.goto('/franchisee/sales-upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Upload' })).toBeVisible();
  await page.getByRole('radio', { name: 'An export from my POS' }).check();
  const file = page.getByLabel('POS export (CSV or XLSX)');
  await file.setInputFiles({
    name: 'zreport-export.csv',
    mimeType: 'text/csv',
    buffer: exportOf([
      `MAIN,${us(base + 2)} 23:59,"12,500.00",500,84,8000,2000,2000`,
      `MAIN,${us(base + 1)} 23:59,abc,0,5,0,0,0`,
      `MAIN,${us(base)} 23:59,9800.50,0,61,9800.50,0,0`,
    ]),
  });
  const form = page.getByTestId('pos-mapping-form');
  if (info.retry > 0 && !(await form.isVisible())) await page.getByRole('button', { name: 'Change the column mapping' }).click();
  await expect(form).toBeVisible();
  await expect(form.getByRole('table', { name: 'First rows of your export' })).toContainText('12,500.00');
  // The likely columns are chosen already; the user confirms them.
  await expect(form.getByLabel('Date', { exact: true })).toHaveValue('Business Date');
  await expect(form.getByLabel('Cash', { exact: true })).toHaveValue('Cash Tender');
  await expect(form.getByLabel('Digital', { exact: true })).toHaveValue('E-Wallet');
  await expect(form.getByLabel('Notes', { exact: true })).toHaveValue('');
  // The gross sales are required.
  await form.getByLabel('Gross sales', { exact: true }).selectOption('');
  await form.getByRole('button', { name: 'Save mapping and check the file' }).click();
  await expect(form).toContainText('Choose the column that holds the gross sales.');
  await form.getByLabel('Gross sales', { exact: true }).selectOption('Gross Amt');
  await form.getByLabel('Date format').selectOption('MM/DD/YYYY');
  await expectAccessible(page, { include: '[data-testid="pos-mapping-form"]' });
  await shoot(page, 'pos-mapping', SHOTS);
  await form.getByRole('button', { name: 'Save mapping and check the file' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Column mapping saved' })).toBeVisible();

  // The usual preview: one row per day, the bad one with its message.
  const preview = page.getByTestId('sales-import-preview');
  await expect(preview.getByText(/3\s+rows read: 2 ready to import, 1 with errors\./)).toBeVisible();
  await expect(preview.locator('[data-invalid="true"]')).toContainText('Invalid amount');
  await expect(page.getByTestId('pos-mapping-summary')).toContainText('Date ← Business Date, Gross sales ← Gross Amt');
  await expectAccessible(page);
  await shoot(page, 'pos-preview', SHOTS);
  await preview.getByRole('button', { name: 'Import 2 valid rows' }).click();
  await expect(page.getByText('2 days imported, 1 skipped')).toBeVisible();

  // The next export goes straight to the preview with the saved columns.
  await page.reload();
  await page.getByRole('radio', { name: 'An export from my POS' }).check();
  await expect(page.getByTestId('pos-mapping-summary')).toContainText('(dates MM/DD/YYYY)');
  await page.getByLabel('POS export (CSV or XLSX)').setInputFiles({
    name: 'zreport-next.csv',
    mimeType: 'text/csv',
    buffer: exportOf([`MAIN,${us(base - 1)},7200,200,40,7000,0,0`]),
  });
  await expect(page.getByTestId('pos-mapping-form')).toHaveCount(0);
  await expect(preview.getByText(/1\s+row read: 1 ready to import, 0 with errors\./)).toBeVisible();
  await preview.getByRole('button', { name: 'Import 1 valid row' }).click();
  await expect(page.getByText('1 day imported')).toBeVisible();

  // The reported days: the three imported days with their net sales.
  await page.getByLabel('From', { exact: true }).fill(iso(base + 2));
  await page.getByLabel('To', { exact: true }).fill(iso(base - 1));
  await expect(page.getByTestId('sales-day-row')).toHaveCount(3);
  await expect(page.locator(`[data-testid="sales-day-row"][data-date="${iso(base + 2)}"]`)).toContainText('₱12,000.00');
  await expect(page.locator(`[data-testid="sales-day-row"][data-date="${iso(base - 1)}"]`)).toContainText('₱7,000.00');
});
