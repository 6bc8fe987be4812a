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

test('head office sets a product’s sales yield from the integrity page; a wrong amount keeps what was typed', async ({
  asFranchisor: page,
}) => {
  // A product of its own, which no store has bought: its yield moves no other spec's expected sales.
  const brands = (await (await page.request.get('/api/network/brands')).json()) as { items: { id: string; name: string }[] };
  const brand = brands.items.find((b) => b.name === 'Siomai Express')!;
  const sku = `E2E-YLD-${Date.now().toString(36).toUpperCase()}`;
  const created = await page.request.post('/api/catalog/products', {
    data: {
      sku,
      name: 'Chicken siomai 50s',
      categoryId: null,
      unit: 'pack',
      pricePesos: '420',
      minOrderQty: 1,
      maxOrderQty: null,
      brandIds: [brand.id],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto('/sales-integrity');
  await page.getByRole('button', { name: 'Sales yields' }).click();
  await expect(page).toHaveURL(/yields=true/);
  await expect(page.getByTestId('yields-unset')).toContainText('without a yield');
  await page.getByLabel('Search products').fill(sku);
  const row = page.locator(`[data-testid="yield-row"][data-sku="${sku}"]`);
  await expect(row).toContainText('Not set');
  await expect(row).toContainText('₱420.00 / pack');
  await expect(page.getByTestId('yield-row')).toHaveCount(1);

  await row.getByRole('button', { name: 'Set the sales yield of Chicken siomai 50s for Siomai Express' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sales yield of Chicken siomai 50s' });
  const amount = dialog.getByLabel('Expected net sales per pack (₱)');
  await amount.fill('750.555');
  await dialog.getByRole('button', { name: 'Save yield' }).click();
  await expect(dialog).toContainText('Use at most 2 decimal places.');
  await expect(amount).toHaveValue('750.555');
  await amount.fill('750');
  await dialog.getByRole('button', { name: 'Save yield' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Sales yield saved' })).toContainText('₱750.00 per pack');
  await expect(row).toContainText('₱750.00 / pack');
  await shoot(page, 'sales-yields', SHOTS);

  // Saved on the server: a reload shows it, and the API agrees.
  await page.reload();
  await page.getByLabel('Search products').fill(sku);
  await expect(row).toContainText('₱750.00 / pack');
  const yields = (await (await page.request.get('/api/sales-integrity/yields')).json()) as {
    items: { sku: string; yieldCentavos: number | null }[];
  };
  expect(yields.items.find((y) => y.sku === sku)?.yieldCentavos).toBe(75_000);
});
