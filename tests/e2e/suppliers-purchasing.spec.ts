import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, shoot, signInViaApi } from './fixtures';

/**
 * Issue 14 end to end: head office adds a supplier, links two products, raises a purchase order from low stock,
 * submits it, receives it in part and then in full, and sees warehouse stock and the supplier's performance move.
 * The two products are new (no stock, reorder level 10), so they are low, this supplier is their only one, and the
 * figures do not depend on what other specs did to the shared database.
 */

const SHOTS = 'test-results/screens/suppliers-purchasing';
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

async function json<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

type WarehouseRow = { productId: string; onHand: number; available: number };
const onHandOf = async (page: Page, sku: string) =>
  (await json<{ items: (WarehouseRow & { sku: string })[] }>(page, `/api/inventory/warehouse?q=${sku}`)).items.find((r) => r.sku === sku)
    ?.onHand ?? 0;

test('a supplier from creation to a received purchase order: warehouse stock and performance follow', async ({ asFranchisor: page }) => {
  test.slow();
  const stamp = Date.now().toString(36).toUpperCase();
  const code = `VIS-${stamp}`;
  const name = `Visayas Fresh Produce ${stamp}`;

  // Two new catalogue products (through the API: the catalogue has its own tests), low from the start.
  const brands = await json<{ items: { id: string }[] }>(page, '/api/network/brands');
  const skus = [`CAL-${stamp}`, `MAN-${stamp}`];
  const productNames = [`Calamansi concentrate ${stamp}`, `Dried mango strips ${stamp}`];
  const productIds: string[] = [];
  for (const [i, sku] of skus.entries()) {
    const res = await page.request.post('/api/catalog/products', {
      data: {
        sku,
        name: productNames[i],
        categoryId: null,
        unit: 'pack',
        pricePesos: 120 + i * 40,
        minOrderQty: 1,
        maxOrderQty: null,
        brandIds: [brands.items[0].id],
        reorderLevel: 10,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    productIds.push(((await res.json()) as { id: string }).id);
  }
  expect(await onHandOf(page, skus[0])).toBe(0);

  // The supplier, through its form.
  await page.goto('/suppliers/create');
  const form = page.getByRole('form', { name: 'Add supplier' });
  await form.getByLabel('Supplier name').fill(name);
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Contact name').fill('Joy Villanueva');
  await form.getByLabel('Contact email').fill('orders@visayasfresh.ph');
  await form.getByLabel('Lead time (days)').fill('3');
  await form.getByRole('button', { name: 'Add supplier' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('No rating yet')).toBeVisible();

  // Link both products, each with this supplier preferred, 6 to a case.
  await page.getByRole('tab', { name: 'Products' }).click();
  for (const [i, sku] of skus.entries()) {
    await page.getByRole('button', { name: 'Link product' }).click();
    const link = page.getByRole('dialog', { name: 'Link product' });
    await link.getByLabel('Find product by name or SKU').fill(sku);
    await link.getByLabel('Product', { exact: true }).selectOption(productIds[i]);
    await link.getByLabel('Supplier SKU').fill(`VF-${i + 1}-${stamp}`);
    await link.getByLabel('Unit cost (₱)').fill(String(80 + i * 20));
    await link.getByLabel('Case pack').fill('6');
    await link.getByLabel('Preferred supplier for this product').check();
    await link.getByRole('button', { name: 'Link product' }).click();
    await expect(toast(page, 'Product linked').first()).toBeVisible();
    await expect(page.locator(`[data-testid="supplier-product-row"][data-sku="${sku}"]`)).toContainText(`₱${80 + i * 20}.00`);
  }

  // Create PO from low stock: only this supplier's proposal.
  await page.goto('/suppliers/purchase-orders');
  await page.getByRole('button', { name: 'Create PO from low stock' }).click();
  const proposal = page.getByRole('dialog', { name: 'Create PO from low stock' });
  const ours = proposal.getByRole('checkbox', { name: `Order from ${name} (${code})` });
  await expect(ours).toBeVisible();
  const oursId = await ours.getAttribute('id');
  for (const box of await proposal.getByRole('checkbox').all()) if ((await box.getAttribute('id')) !== oursId) await box.uncheck();
  await expect(ours).toBeChecked();
  // Suggested: up to twice the reorder level (20), rounded up to whole cases of 6 → 24 each.
  await expect(proposal.getByRole('region', { name: `Proposed lines for ${name}` })).toContainText('24');
  await proposal.getByRole('button', { name: /^Create 1 draft/ }).click();
  await expect(page).toHaveURL(/\/suppliers\/purchase-orders\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^PO-\d{8}-\d{6}$/);
  await expect(page.getByTestId('po-line')).toHaveCount(2);
  const poUrl = page.url();
  const poId = poUrl.split('/').pop()!;

  // Submit: the PDF is ready and e-mailed to the supplier's contact.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(heading.locator('..').getByText('Status: Submitted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  const pdf = await page.request.get(`/api/purchase-orders/${poId}/pdf`);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await shoot(page, 'po-submitted', { dir: SHOTS });

  // Partial receipt: 10 of the first line, none of the second.
  await page.getByRole('button', { name: 'Receive goods' }).click();
  const receive = page.getByRole('dialog', { name: /^Receive goods on PO-/ });
  const received = (i: number) => page.getByRole('dialog', { name: /^Receive goods on PO-/ }).getByLabel(`Received of ${productNames[i]}`);
  await received(0).fill('10');
  await received(1).fill('0');
  await receive.getByRole('button', { name: 'Receive goods' }).click();
  await expect(heading.locator('..').getByText('Status: Partially received')).toBeVisible();
  await expect.poll(() => onHandOf(page, skus[0])).toBe(10);
  expect(await onHandOf(page, skus[1])).toBe(0);

  // The warehouse page shows it.
  await page.goto(`/inventory?tab=warehouse&q=${skus[0]}`);
  await expect(page.getByTestId('warehouse-row').filter({ hasText: skus[0] }).first()).toContainText('10');

  // The rest arrives: the dialog offers what is left.
  await page.goto(poUrl);
  await page.getByRole('button', { name: 'Receive goods' }).click();
  const receiveRest = page.getByRole('dialog', { name: /^Receive goods on PO-/ });
  await expect(received(0)).toHaveValue('14');
  await expect(received(1)).toHaveValue('24');
  await receiveRest.getByRole('button', { name: 'Receive goods' }).click();
  await expect(heading.locator('..').getByText('Status: Received')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Receipts' }).getByRole('listitem')).toHaveCount(3);
  expect(await onHandOf(page, skus[0])).toBe(24);
  expect(await onHandOf(page, skus[1])).toBe(24);
  await expect(page.getByRole('button', { name: 'Receive goods' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel PO' })).toHaveCount(0);

  // Performance: received within the promised 3 days, everything delivered.
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('tab', { name: 'Performance' }).click();
  const figure = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('On-time delivery')).toHaveText('100%');
  await expect(figure('Fill rate')).toHaveText('100%');
  await expect(figure('Spend')).toHaveText('₱4,320.00');
  await expectAccessible(page);
  await shoot(page, 'supplier-performance-tab', { dir: SHOTS });
  const scored = await json<{ rating: number; onTimeRate: number; fillRate: number }>(
    page,
    `/api/suppliers/${await supplierIdOf(page, code)}`,
  );
  expect(scored).toMatchObject({ rating: 5, onTimeRate: 1, fillRate: 1 });

  await page.goto(`/suppliers/performance?q=${encodeURIComponent(code)}`);
  await expect(page.getByTestId('performance-row').filter({ hasText: code })).toContainText('100%');
  await expectAccessible(page);
});

async function supplierIdOf(page: Page, code: string): Promise<string> {
  const list = await json<{ items: { id: string; code: string }[] }>(page, `/api/suppliers?search=${code}`);
  return list.items.find((s) => s.code === code)!.id;
}

test('a franchisee is refused every supplier page with the spec’s texts, and the API answers 403', async ({ page }) => {
  await signInViaApi(page, 'franchisee@demo.com');
  for (const path of ['/suppliers/purchase-orders', '/suppliers/performance', '/suppliers/products']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Supplier Access Restricted' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Supplier management is only available to head office.')).toBeVisible();
    await expect(page.getByText('Contact your franchisor if you need supplier information.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  }
  for (const url of ['/api/suppliers', '/api/purchase-orders', '/api/suppliers/performance']) {
    const res = await page.request.get(url);
    expect(res.status()).toBe(403);
    expect((await res.json()).error.code).toBe('PERMISSION_DENIED');
  }
});
