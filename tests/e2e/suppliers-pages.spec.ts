import type { Page } from '@playwright/test';
import { CODE_MESSAGES } from '../../src/shared/errors';
import { addCalendarDays, manilaToday } from '../../src/shared/time';
import { test, expect, expectAccessible, shoot, signInViaApi } from './fixtures';

/**
 * Issue 14, the supplier pages (list, create, detail, products, contracts): admin reads every page without a write
 * button; head office adds a supplier (field errors in place, the duplicate code on its field), edits it, links a
 * product, changes its cost, adds a contract with a PDF, and deactivates and reactivates the supplier. The lead's
 * journey spec covers purchase orders; this one leaves the seeded preferred links alone.
 */

const SHOTS = { dir: process.env.E2E_SHOTS_DIR ?? '.tmp/suppliers-shots', fitsWidth: true };
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('admin reads the supplier pages with no write buttons', async ({ page }) => {
  test.slow();
  await signInViaApi(page, 'admin@demo.com');
  await page.goto('/suppliers');
  await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
  const rows = page.getByTestId('supplier-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add supplier' })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'admin-suppliers', SHOTS);

  // Filters live in the URL.
  await page.getByLabel('Status', { exact: true }).selectOption('inactive');
  await expect(page).toHaveURL(/status=inactive/);
  await expect(rows.first()).toContainText('Inactive');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/status=/);

  await rows.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/suppliers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Delivery record' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Deactivate|Reactivate/ })).toHaveCount(0);
  await shoot(page, 'admin-supplier-detail', SHOTS);
  await page.getByRole('tab', { name: 'Products' }).click();
  await expect(page).toHaveURL(/tab=products/);
  await expect(page.getByTestId('supplier-products-summary')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Link product' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Contracts' }).click();
  await expect(page.getByTestId('contracts-summary')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add contract' })).toHaveCount(0);

  await page.goto('/suppliers/products');
  await expect(page.getByTestId('supplier-product-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Link product' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Unlink / })).toHaveCount(0);
  // Cost history is for readers too.
  await page
    .getByRole('button', { name: /^Cost history of / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Cost history' }).getByTestId('cost-history-entry').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await shoot(page, 'admin-supplier-products', SHOTS);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS.dir}/admin-supplier-products-375-top.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/suppliers/contracts');
  await expect(page.getByTestId('contract-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add contract' })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'admin-supplier-contracts', SHOTS);

  // An unknown supplier gets the not-found state with a way back.
  await page.goto('/suppliers/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Supplier not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Suppliers' })).toBeVisible();

  // The create page is the writers': admin gets the access-denied screen.
  await page.goto('/suppliers/create');
  await expect(page.getByRole('button', { name: 'Add supplier' })).toHaveCount(0);
});

test('head office adds, edits and deactivates a supplier, links a product and adds a contract with a PDF', async ({
  asFranchisor: page,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const code = `E2E-${stamp}`;
  const taken = (await (await page.request.get('/api/suppliers?limit=1')).json()).items[0].code as string;

  await page.goto('/suppliers');
  await page.getByRole('link', { name: 'Add supplier' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Supplier' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add supplier' });
  // Nothing typed: the contract's messages next to their fields, focus on the first.
  await form.getByRole('button', { name: 'Add supplier' }).click();
  await expect(form.getByText('Supplier name is required.')).toBeVisible();
  await expect(form.getByLabel('Supplier name')).toBeFocused();
  await form.getByLabel('Supplier name').fill(`Bulacan Rice Traders ${stamp}`);
  await form.getByLabel('Code').fill(taken);
  await form.getByLabel('Contact email').fill('not-an-email');
  await form.getByLabel('Lead time (days)').fill('0');
  await form.getByRole('button', { name: 'Add supplier' }).click();
  await expect(form.getByText('Invalid email. Please check your input.')).toBeVisible();
  await expect(form.getByText('Lead time must be at least 1 day.')).toBeVisible();
  await expect(form.getByLabel('Lead time (days)')).toHaveValue('0');
  await form.getByLabel('Contact email').fill('orders@bulacanrice.ph');
  await form.getByLabel('Contact name').fill('Ana Reyes');
  await form.getByLabel('Lead time (days)').fill('5');
  await form.getByLabel('Minimum order amount (₱)').fill('2,500');
  await form.getByLabel('Type').selectOption('backup');
  // The server refuses the taken code: its duplicate message lands on the code field.
  await form.getByRole('button', { name: 'Add supplier' }).click();
  await expect(form.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(CODE_MESSAGES.DUPLICATE_RESOURCE)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'supplier-create-errors', SHOTS);
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByRole('button', { name: 'Add supplier' }).click();
  await expect(toast(page, 'Supplier added')).toBeVisible();
  await expect(page).toHaveURL(/\/suppliers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Bulacan Rice Traders ${stamp}` })).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByText('₱2,500.00')).toBeVisible();
  await expect(page.getByText('No rating yet')).toBeVisible();

  // Edit in a dialog on the same contract.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Contact name').fill('Ben Cruz');
  await edit.getByLabel('Website').fill('bulacanrice.ph');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('Website must start with http:// or https://.')).toBeVisible();
  await edit.getByLabel('Website').fill('https://bulacanrice.ph');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Supplier updated')).toBeVisible();
  await expect(page.getByText('Ben Cruz')).toBeVisible();
  await expect(page.getByRole('link', { name: /https:\/\/bulacanrice\.ph/ })).toBeVisible();
  await shoot(page, 'supplier-detail', SHOTS);

  // Link a catalogue product on the supplier's products tab.
  const product = (await (await page.request.get('/api/catalog/products?q=Barako&includeInactive=true')).json()).items[0];
  await page.getByRole('tab', { name: 'Products' }).click();
  await expect(page.getByText('No products linked yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Link product' }).click();
  const link = page.getByRole('dialog', { name: 'Link product' });
  await link.getByRole('button', { name: 'Link product' }).click();
  await expect(link.getByText('Choose a product from the catalogue.')).toBeVisible();
  await link.getByLabel('Find product by name or SKU').fill(product.sku);
  await link.getByLabel('Product', { exact: true }).selectOption(product.id);
  await link.getByLabel('Supplier SKU').fill(`BRT-${product.sku}`);
  await link.getByLabel('Unit cost (₱)').fill('150');
  await link.getByLabel('Case pack').fill('12');
  await link.getByLabel('Priority').fill('5');
  await expectAccessible(page, { include: '[role=dialog]' });
  await link.getByRole('button', { name: 'Link product' }).click();
  await expect(toast(page, 'Product linked')).toBeVisible();
  const row = page.locator(`[data-testid="supplier-product-row"][data-sku="${product.sku}"]`);
  await expect(row).toContainText('₱150.00');
  await expect(row).toContainText('5 days (default)');

  // A cost change goes to the cost history with its note.
  await row.getByRole('button', { name: /^Edit / }).click();
  const editLink = page.getByRole('dialog');
  await editLink.getByLabel('Unit cost (₱)').fill('162.50');
  await editLink.getByLabel('Reason for the cost change (optional)').fill('2026 price list');
  await editLink.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Link updated')).toBeVisible();
  await row.getByRole('button', { name: /^Cost history of / }).click();
  const history = page.getByRole('dialog', { name: 'Cost history' });
  await expect(history.getByTestId('cost-history-entry')).toHaveCount(2);
  await expect(history.getByTestId('cost-history-entry').first()).toContainText('₱150.00 → ₱162.50');
  await expect(history.getByTestId('cost-history-entry').first()).toContainText('2026 price list');
  await page.keyboard.press('Escape');
  await shoot(page, 'supplier-detail-products', SHOTS);

  // A contract ending in 20 days, with a PDF; a wrong file type is refused in the browser first.
  await page.getByRole('tab', { name: 'Contracts' }).click();
  await page.getByRole('button', { name: 'Add contract' }).click();
  const contract = page.getByRole('dialog', { name: 'Add contract' });
  await contract.getByLabel('Contract number').fill(`sc-${stamp}`);
  await contract.getByLabel('Title').fill('Rice supply 2026');
  await contract.getByLabel('Start date').fill(addCalendarDays(manilaToday(), -30));
  await contract.getByLabel('End date').fill(addCalendarDays(manilaToday(), -40));
  await contract.getByLabel('Status').selectOption('active');
  await contract.getByLabel('Document').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(contract.getByText('Choose a PDF, Word document, JPG or PNG file.')).toBeVisible();
  await contract.getByLabel('Document').setInputFiles({ name: 'rice-contract.pdf', mimeType: 'application/pdf', buffer: PDF });
  await contract.getByRole('button', { name: 'Add contract' }).click();
  await expect(contract.getByText('The end date must be on or after the start date.')).toBeVisible();
  await contract.getByLabel('End date').fill(addCalendarDays(manilaToday(), 20));
  await contract.getByRole('button', { name: 'Add contract' }).click();
  await expect(toast(page, 'Contract added')).toBeVisible();
  const contractRow = page.locator(`[data-testid="contract-row"][data-number="SC-${stamp}"]`);
  await expect(contractRow).toContainText('Ends in 20 days');
  await expect(contractRow.getByRole('link', { name: /rice-contract\.pdf/ })).toHaveAttribute(
    'href',
    /\/api\/suppliers\/contracts\/.+\/document$/,
  );
  const download = await page.request.get((await contractRow.getByRole('link', { name: /rice-contract\.pdf/ }).getAttribute('href'))!);
  expect(download.status()).toBe(200);

  // Replace the document from its own dialog.
  await contractRow.getByRole('button', { name: /^Replace document of / }).click();
  const replace = page.getByRole('dialog', { name: 'Replace document' });
  await replace
    .getByLabel('Document', { exact: true })
    .setInputFiles({ name: 'rice-contract-v2.pdf', mimeType: 'application/pdf', buffer: PDF });
  await replace.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'Document uploaded')).toBeVisible();
  await expect(contractRow.getByRole('link', { name: /rice-contract-v2\.pdf/ })).toBeVisible();

  // Deactivate, then reactivate.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(toast(page, 'Supplier deactivated')).toBeVisible();
  await expect(page.locator('h1 + div [data-status="inactive"]')).toBeVisible();
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.locator('h1 + div [data-status="active"]')).toBeVisible();

  // The contracts page flags it among those ending within 30 days.
  await page.goto('/suppliers/contracts?ending=true');
  await expect(page.getByLabel('Ending within 30 days')).toBeChecked();
  await expect(page.locator(`[data-testid="contract-row"][data-number="SC-${stamp}"]`)).toContainText('Ends in 20 days');
  await shoot(page, 'supplier-contracts', SHOTS);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS.dir}/supplier-contracts-375-top.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  // And the all-suppliers products page finds the link by the supplier picker.
  await page.goto('/suppliers/products');
  await page.getByLabel('Find supplier').fill(code);
  await page.getByLabel('Supplier', { exact: true }).selectOption({ label: `Bulacan Rice Traders ${stamp} (${code})` });
  await expect(page).toHaveURL(/supplier=/);
  await expect(page.getByTestId('supplier-product-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Link product' }).click();
  await expect(page.getByRole('dialog', { name: 'Link product' }).getByLabel('Find supplier')).toBeVisible();
  await shoot(page, 'supplier-products-link', SHOTS);
});
