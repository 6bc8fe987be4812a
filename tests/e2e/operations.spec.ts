import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signInViaApi } from './fixtures';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

async function stockAt(page: Page, locationId: string, productId: string): Promise<number> {
  const res = await (await page.request.get(`/api/inventory/locations?locationId=${locationId}`)).json();
  return res.items.find((r: { productId: string }) => r.productId === productId)?.quantity ?? 0;
}

test('an order from placement to delivery: approval, notification, shipping, timeline, invoice PDF and location stock', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const feContext = await browser.newContext({ acceptDownloads: true });
  const fe = await feContext.newPage();
  const hqContext = await browser.newContext();
  const hq = await hqContext.newPage();
  await signInViaApi(fe, 'liza.mendoza@demo.com');
  await signInViaApi(hq, 'franchisor@demo.com');

  // The franchisee places an order (through the API: the ordering UI has its own test).
  await fe.request.delete('/api/cart');
  const locations = await (await fe.request.get('/api/ordering/locations')).json();
  const locationId = locations.selectedLocationId as string;
  const product = (await (await fe.request.get('/api/catalog/products?q=Barako')).json()).items[0];
  const before = await stockAt(fe, locationId, product.id);
  await fe.request.post('/api/cart/lines', { data: { productId: product.id, quantity: 3 } });
  const address = (await (await fe.request.get('/api/addresses')).json()).items[0];
  const payment = (await (await fe.request.get('/api/payment-methods')).json()).items[0];
  const placed = await fe.request.post('/api/orders', {
    data: { shippingAddressId: address.id, billingAddressId: address.id, paymentMethodId: payment.id },
    headers: { 'Idempotency-Key': `e2e-ops-${Date.now()}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = await placed.json();

  // Head office approves it in /order-approvals.
  await hq.goto('/order-approvals');
  const card = hq.getByTestId('approval-card').filter({ hasText: order.orderNumber });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Approve', exact: true }).click();
  await hq.getByLabel('Comment').fill('Approved for the weekend rush');
  await hq.getByRole('button', { name: 'Approve order' }).click();
  await expect(toast(hq, 'Order approved')).toBeVisible();
  await expect(card).toHaveCount(0);

  // The franchisee sees it approved, with a notification.
  await fe.goto(`/orders/${order.id}`);
  await expect(fe.locator('[data-status="approved"]').first().or(fe.getByText('Approved').first())).toBeVisible();
  await fe.goto('/notifications');
  await expect(fe.getByText(`Order ${order.orderNumber} approved`).first()).toBeVisible();

  // Head office moves it through shipping.
  await hq.goto('/shipping-management');
  await hq.getByLabel('Search orders').fill(order.orderNumber);
  const row = () => hq.getByTestId('shipping-row').filter({ hasText: order.orderNumber });
  await row().getByRole('button', { name: 'Mark as Processing' }).click();
  await expect(row().getByRole('button', { name: 'Mark as Shipped' })).toBeVisible();
  await row().getByRole('button', { name: 'Mark as Shipped' }).click();
  const trackingNumber = `LBC-E2E-${Date.now()}`;
  await hq.getByLabel('Carrier').selectOption('LBC');
  await hq.getByLabel('Tracking number').fill(trackingNumber);
  await hq.getByLabel('Shipping method').selectOption('Express');
  await hq.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(row().getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();
  await row().getByRole('button', { name: 'Mark as Delivered' }).click();
  // Delivering cannot be undone: it asks first and says where the stock goes.
  const confirm = hq.getByRole('dialog');
  await expect(confirm).toContainText(`Mark ${order.orderNumber} as delivered?`);
  await expect(confirm).toContainText('moves into the inventory of Kape Kanto – Davao');
  await confirm.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row().getByRole('button', { name: /Mark as/ })).toHaveCount(0);

  // The franchisee sees every step and downloads the invoice.
  await fe.goto(`/orders/${order.id}`);
  for (const step of ['Approved', 'Processing', 'Shipped', 'Delivered'])
    await expect(fe.getByText(step, { exact: true }).first()).toBeVisible();
  await expect(fe.getByText(trackingNumber).first()).toBeVisible();
  await expect(fe.getByText('LBC').first()).toBeVisible();
  await expectAccessible(fe); // the order's full timeline, delivered
  const [download] = await Promise.all([fe.waitForEvent('download'), fe.getByRole('link', { name: 'Download invoice' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^INV-\d{8}-\d{6}\.pdf$/);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The location's stock went up by the delivered quantity.
  expect(await stockAt(fe, locationId, product.id)).toBe(before + 3);
  await feContext.close();
  await hqContext.close();
});
