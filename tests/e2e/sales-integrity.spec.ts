import { test, expect, shoot } from './fixtures';

/**
 * Issue 36 part 2, step 4 of its e2e: head office opens the integrity page, sees the seeded under-reporter (Siomai
 * Express – Cubao buys a full stock and reports about 60 % of it) on top of the network table with its evidence, and
 * dismissing the flag asks for a reason.
 */
const SHOTS = { dir: process.env.E2E_SHOTS_DIR ?? '.tmp/integrity-shots', fitsWidth: true };
const UNDER_REPORTER = 'Siomai Express – Cubao';

test('the integrity page shows the seeded under-reporter with its evidence; dismissing a flag asks for a reason', async ({
  asFranchisor: page,
}) => {
  test.slow();
  await page.goto('/sales-integrity');
  await expect(page.getByRole('heading', { name: 'Sales Integrity' })).toBeVisible();
  // The nightly job runs at start-up too; running it here makes the spec independent of the scheduler's timing.
  await page.getByRole('button', { name: 'Run the checks now' }).click();
  await expect(page.getByRole('button', { name: 'Run the checks now' })).toBeEnabled();
  const rows = page.getByTestId('integrity-row');
  await expect(rows.first()).toContainText(UNDER_REPORTER);
  await expect(rows.first()).toContainText('Reported far below what it bought');
  await shoot(page, 'sales-integrity-table', SHOTS);

  await rows
    .first()
    .getByRole('link', { name: new RegExp(UNDER_REPORTER) })
    .click();
  const view = page.getByTestId('integrity-location');
  await expect(view.getByRole('heading', { name: new RegExp(UNDER_REPORTER) })).toBeVisible();
  const flag = page.getByTestId('integrity-flag').filter({ hasText: 'modified z-score' }).first();
  await expect(flag).toContainText(/reported ₱[\d,.]+ of approved net sales against ₱[\d,.]+ expected from \d+ delivered orders/);
  await expect(flag).toContainText(/: (5\d|6\d) % of expected/);
  await expect(flag.getByRole('link', { name: /^ORD-/ }).first()).toBeVisible();
  await expect(flag.getByRole('link', { name: /^Sales days/ })).toBeVisible();
  await shoot(page, 'sales-integrity-location', SHOTS);

  await flag.getByRole('button', { name: 'Dismiss…' }).click();
  const dialog = page.getByRole('dialog');
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toHaveAttribute('required', '');
  await reason.fill('ok');
  await dialog.getByRole('button', { name: 'Dismiss flag' }).click();
  await expect(dialog).toContainText('Say why the flag is dismissed');
  await shoot(page, 'sales-integrity-dismiss', SHOTS);
  await reason.fill('Stock moved to the Makati store during the mall renovation; transfer slips checked.');
  await dialog.getByRole('button', { name: 'Dismiss flag' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Dismissed by John Franchisor').first()).toBeVisible();
});

test('the franchisor dashboard card names the under-reporter', async ({ asFranchisor: page }) => {
  await page.goto('/franchisor-dashboard');
  const card = page.getByTestId('integrity-card');
  await expect(card).toContainText(UNDER_REPORTER);
  await shoot(page, 'sales-integrity-dashboard-card', SHOTS);
});
