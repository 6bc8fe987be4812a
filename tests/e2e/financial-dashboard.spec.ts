import type { Page } from '@playwright/test';
import { formatPeso } from '../../src/shared/money';
import { manilaMonth } from '../../src/shared/time';
import { test, expect, expectAccessible, shoot, signInViaApi } from './fixtures';

/**
 * Issue 13, financials and royalties: head office calculates last month's royalties, opens Maria's Makati statement,
 * reviews it, gives the first of two approvals (a second head-office user gives the other; a royalty invoice is created), downloads the statement PDF and records a partial payment;
 * Maria (franchisee@demo.com) then sees the statement and her balance. The demo seed gives last month calculated
 * statements from the seeded approved sales.
 */

// fitsWidth: nothing runs off the side at phone width (the chart table was once 22 px too wide).
const SHOTS = { dir: process.env.E2E_SHOTS_DIR ?? '.tmp/finance-shots', fitsWidth: true };
const LOCATION = 'Siomai Express – Makati';
const lastMonth = manilaMonth(new Date(manilaMonth().start.getTime() - 1));
const MONTH_LABEL = new Date(Date.UTC(Number(lastMonth.month.slice(0, 4)), Number(lastMonth.month.slice(5)) - 1, 15)).toLocaleString(
  'en-PH',
  {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  },
);

test('head office calculates, approves and collects a royalty statement; the franchisee sees it and the balance', async ({
  asFranchisor: page,
  browser,
}) => {
  // Three people and two approvals: beyond the default 45 s on two busy cores.
  test.slow();
  await page.goto('/financial-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Dashboard' })).toBeVisible();
  await expect(page.getByTestId('kpi-receivables')).toContainText('₱');
  await expect(page.getByRole('heading', { name: 'Receivables ageing' })).toBeVisible();
  await shoot(page, 'overview', SHOTS);

  // Royalties tab, by keyboard: the tab is in the URL.
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/tab=sales/);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/tab=royalties/);
  await page.getByLabel('Month').fill(lastMonth.month);
  await expect(page).toHaveURL(new RegExp(`month=${lastMonth.month}`));
  await page.getByRole('button', { name: `Calculate ${MONTH_LABEL}` }).click();
  await expect(page.getByText(new RegExp(`${MONTH_LABEL}: \\d+ statements calculated`))).toBeVisible();

  await page.getByRole('button', { name: `${LOCATION} · ${MONTH_LABEL}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Royalty statement · ${LOCATION} · ${MONTH_LABEL}` })).toBeVisible();
  const lines = dialog.getByTestId('statement-lines');
  for (const line of [
    'Net sales',
    'Royalty',
    'Marketing fee',
    'Adjustments',
    "This statement's invoice",
    'Earlier unpaid statements',
    'Amount due',
  ]) {
    await expect(lines.getByRole('rowheader', { name: new RegExp(`^${line}`) })).toBeVisible();
  }
  await expect(lines).toContainText('6% of net sales');
  await expect(dialog.getByTestId('statement-days')).toContainText(/\d+ of \d+ days approved and billed/);
  await expectAccessible(page, { include: '[role=dialog]' });
  await shoot(page, 'statement', SHOTS);

  // Above ₱25,000 a statement takes two head-office approvers (decision 016); each confirms the amount it bills.
  const statementId = new URL(page.url()).searchParams.get('statement')!;
  const detail = (await (await page.request.get(`/api/finance/statements/${statementId}`)).json()) as {
    chargesCentavos: number;
    days: { awaitingReviewDates: string[] };
  };
  const amount = formatPeso(detail.chargesCentavos);
  const approveAs = async (p: Page, button: string) => {
    const d = p.getByRole('dialog');
    await d.getByRole('button', { name: button }).click();
    await expect(d.getByTestId('approval-confirmation')).toContainText(`bills ${amount}`);
    const reason = d.getByLabel('Reason for approving without them');
    // The seed leaves the last three days submitted: early in a month they belong to the month being approved.
    if (detail.days.awaitingReviewDates.length > 0) await reason.fill('Late reports are billed as adjustments on a later statement.');
    else await expect(reason).toHaveCount(0);
    await d.getByRole('button', { name: `Confirm approval of ${amount}` }).click();
  };
  await dialog.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(dialog.getByTestId('approval-state')).toContainText('two head-office users must approve it');
  await approveAs(page, 'Give the first approval');
  await expect(page.getByText('First approval recorded')).toBeVisible();
  await expect(dialog.getByTestId('approval-state')).toContainText('First approval by John Franchisor');
  await shoot(page, 'statement-first-approval', SHOTS);
  // The first approver cannot give the second approval too.
  await approveAs(page, 'Give the second approval');
  await expect(dialog.getByRole('alert')).toContainText('a second head-office user must approve it');

  const fiona = await browser.newPage();
  await signInViaApi(fiona, 'finance@demo.com');
  await fiona.goto(`/financial-dashboard?tab=royalties&month=${lastMonth.month}&statement=${statementId}`);
  await approveAs(fiona, 'Give the second approval');
  await expect(fiona.getByRole('dialog')).toContainText('Invoiced');
  await fiona.close();

  await page.reload();
  await expect(dialog).toContainText('Invoiced');
  const invoiceText = await lines.getByRole('rowheader', { name: /^This statement's invoice/ }).innerText();
  const invoiceNumber = /INV-\d{8}-\d{6}/.exec(invoiceText)?.[0];
  expect(invoiceNumber).toBeTruthy();

  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`royalty-SE-MKT-001-${lastMonth.month}.pdf`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Invoices tab: a partial payment leaves a balance.
  await page.getByRole('tab', { name: 'Invoices' }).click();
  await page.getByLabel('Kind').selectOption('royalty');
  const row = page.getByTestId('invoice-row').filter({ hasText: invoiceNumber! });
  await expect(row).toContainText('Sent');
  await row.getByRole('button', { name: `Record payment for ${invoiceNumber}` }).click();
  const pay = page.getByRole('dialog');
  await pay.getByLabel('Amount').fill('1,000.00');
  await pay.getByLabel('Reference').fill('BDO-778812');
  await expectAccessible(page, { include: '[role=dialog]' });
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(pay).toBeHidden();
  await expect(row).toContainText('Sent');
  await shoot(page, 'invoices', SHOTS);

  // More than the balance is refused next to the field.
  await row.getByRole('button', { name: `Record payment for ${invoiceNumber}` }).click();
  await pay.getByLabel('Amount').fill('99,999,999.00');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay.getByText(/at most|more than the balance/)).toBeVisible();
  await page.keyboard.press('Escape');

  // Maria sees the statement, its invoice and her balance.
  const maria = await browser.newPage();
  await signInViaApi(maria, 'franchisee@demo.com');
  await maria.goto('/financial-dashboard');
  await expect(maria.getByTestId('kpi-balance')).toContainText('₱');
  await maria.getByRole('tab', { name: 'Royalties' }).click();
  await expect(maria.getByRole('button', { name: `${LOCATION} · ${MONTH_LABEL}` })).toBeVisible();
  await expect(maria.getByRole('button', { name: /Calculate/ })).toHaveCount(0);
  await maria.getByRole('tab', { name: 'Invoices' }).click();
  // Her order invoices (the seed invoices every order past approval) fill the first page: the royalty ones apart.
  await maria.getByLabel('Kind').selectOption('royalty');
  await expect(maria.getByTestId('invoice-row').filter({ hasText: invoiceNumber! })).toBeVisible();
  await expect(maria.getByRole('button', { name: /Record payment/ })).toHaveCount(0);
  await shoot(maria, 'franchisee', SHOTS);
  await maria.close();
});
