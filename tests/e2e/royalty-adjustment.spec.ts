import type { Page } from '@playwright/test';
import { pdfPages } from '../../src/server/test/pdf-text';
import { formatPeso, percentOf } from '../../src/shared/money';
import { formatCalendarDate, manilaMonth } from '../../src/shared/time';
import { test, expect, shoot, signInViaApi } from './fixtures';

/**
 * Issue 31, corrections after the fact (decision 016): Ana corrects an approved day of her Cebu store in a month
 * that is already invoiced (the seed invoices the month before last); head office approves the correction; the
 * next open statement (last month's, calculated by the seed) carries a sales adjustment line naming the day, the old
 * and new net and the royalty and fee delta, and so does its PDF. Expected figures come from the API before the
 * correction, so a retry computes them again.
 */

const SHOTS = { dir: process.env.E2E_SHOTS_DIR ?? '.tmp/finance-shots', fitsWidth: true };
const LOCATION = 'Lemon Juice Stand – Cebu IT Park';
const last = manilaMonth(new Date(manilaMonth().start.getTime() - 1));
const invoiced = manilaMonth(new Date(last.start.getTime() - 1));
const DAY = `${invoiced.month}-10`;

type SalesDay = { id: string; salesDate: string; netCentavos: number; discountsCentavos: number; refundsCentavos: number; status: string };
type Statement = {
  id: string;
  status: string;
  netSalesCentavos: number;
  royaltyRateBps: number;
  marketingFeeRateBps: number;
  location: { id: string; name: string };
};
type Detail = Statement & {
  adjustments: { sales: { salesDate: string | null; newNetCentavos: number; oldNetCentavos: number } | null }[];
};

async function json<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

async function statementOf(page: Page, month: string): Promise<Statement> {
  const list = await json<{ items: Statement[] }>(page, `/api/finance/statements?month=${month}&limit=100`);
  const st = list.items.find((s) => s.location.name === LOCATION);
  expect(st, `${LOCATION} has a statement for ${month}`).toBeTruthy();
  return st!;
}

test('a correction to an invoiced month is billed as an adjustment line on the next statement and its PDF', async ({
  asFranchisor: hq,
  browser,
}) => {
  const closed = await statementOf(hq, invoiced.month);
  expect(closed.status).toBe('invoiced');
  const next = await statementOf(hq, last.month);
  const locationId = closed.location.id;
  // The month's approved net now: the invoiced basis plus the adjustments already booked for it (on a retry).
  const days = await json<{ items: SalesDay[] }>(
    hq,
    `/api/sales?locationId=${locationId}&from=${invoiced.firstDay}&to=${invoiced.lastDay}&limit=100`,
  );
  const approved = days.items.filter((d) => d.status === 'approved');
  const before = approved.reduce((sum, d) => sum + d.netCentavos, 0);
  const day = approved.find((d) => d.salesDate === DAY)!;
  expect(day, `${DAY} is an approved day`).toBeTruthy();
  // A different new figure on every run, so a retry books a change again.
  const newGross = 1_000_00 + (Date.now() % 900) * 100;
  const newNet = newGross - day.discountsCentavos - day.refundsCentavos;
  const after = before - day.netCentavos + newNet;
  const royaltyDelta = percentOf(after, closed.royaltyRateBps) - percentOf(before, closed.royaltyRateBps);
  const feeDelta = percentOf(after, closed.marketingFeeRateBps) - percentOf(before, closed.marketingFeeRateBps);

  // 1. Ana corrects the approved day on a phone.
  const ana = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await signInViaApi(ana, 'ana.reyes@demo.com');
  await ana.goto(`/franchisee/sales-upload?location=${locationId}`);
  await ana.getByLabel('From', { exact: true }).fill(DAY);
  await ana.getByLabel('To', { exact: true }).fill(DAY);
  await expect(ana.getByTestId('sales-day-row')).toHaveCount(1);
  await ana.getByRole('button', { name: `Correct ${formatCalendarDate(DAY)}` }).click();
  const correct = ana.getByRole('dialog');
  await correct.getByLabel('Gross sales').fill((newGross / 100).toFixed(2));
  await correct.getByLabel('What was corrected').fill('The till report of the 10th was read twice.');
  await correct.getByRole('button', { name: /Submit correction/ }).click();
  await expect(ana.getByText('Correction submitted')).toBeVisible();
  await ana.close();

  // 2. Head office approves the correction from the review queue.
  await hq.goto(`/financial-dashboard?tab=sales&salesFrom=${DAY}&salesTo=${DAY}`);
  await hq.getByRole('button', { name: `Approve ${LOCATION}, ${formatCalendarDate(DAY)}` }).click();
  await expect(hq.getByRole('button', { name: `Approve ${LOCATION}, ${formatCalendarDate(DAY)}` })).toHaveCount(0);

  // 3. The next open statement carries the adjustment, line by line.
  await hq.goto(`/financial-dashboard?tab=royalties&month=${last.month}&statement=${next.id}`);
  const dialog = hq.getByRole('dialog');
  const line = dialog
    .getByTestId('adjustment-line')
    .filter({ hasText: `Sales adjustment · ${formatCalendarDate(DAY)}` })
    .last();
  await expect(line).toContainText(`Net ${formatPeso(day.netCentavos)} → ${formatPeso(newNet)}`);
  await expect(line).toContainText(`royalty ${formatPeso(royaltyDelta)}, fee ${formatPeso(feeDelta)}`);
  await expect(line).toContainText(formatPeso(royaltyDelta + feeDelta));
  await shoot(hq, 'statement-sales-adjustment', SHOTS);

  const detail = await json<Detail>(hq, `/api/finance/statements/${next.id}`);
  expect(detail.adjustments.filter((a) => a.sales?.salesDate === DAY).at(-1)?.sales).toMatchObject({
    oldNetCentavos: day.netCentavos,
    newNetCentavos: newNet,
  });

  // 4. The statement PDF names the day and the old and new net.
  const [download] = await Promise.all([hq.waitForEvent('download'), dialog.getByRole('link', { name: 'Download PDF' }).click()]);
  const pdf = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  const text = pdfPages(pdf).join('\n');
  expect(text).toContain(`Sales adjustment ${formatCalendarDate(DAY)}`);
  expect(text).toContain(`Net ${formatPeso(day.netCentavos)} to ${formatPeso(newNet)}`);
  expect(text).toContain(`Royalty ${formatPeso(royaltyDelta)}, fee ${formatPeso(feeDelta)}`);
});
