import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectAccessible, shoot, signInViaApi, LIVE_PUSH_MS } from './fixtures';

/**
 * Issue 11: the two-approver rule is satisfiable (a second demo approver) and visible (the franchisee sees
 * "1 of 2"; head office is told when only one franchisor is active), "Mark as Delivered" asks first, and
 * the login page offers the second approver.
 */

const SHOTS = { dir: '.tmp/f-shots' };

/** Places an order above ₱30,000 for the franchisee's selected location, through the API. */
async function placeLargeOrder(request: APIRequestContext) {
  expect((await request.delete('/api/cart')).ok()).toBe(true);
  const catalogue = (await (await request.get('/api/catalog/products?limit=100&sort=price_desc')).json()).items as {
    id: string;
    priceCentavos: number;
    minOrderQty: number;
    maxOrderQty: number | null;
    availability: { available: number };
  }[];
  // One line worth more than ₱30,000 (before VAT) within the product's maximum and the warehouse's stock,
  // of a product the selected location may order (the cart refuses the others).
  let added = false;
  for (const p of catalogue) {
    const quantity = Math.max(p.minOrderQty, Math.ceil(30_000_01 / p.priceCentavos));
    if (quantity > Math.min(p.maxOrderQty ?? 1000, p.availability.available)) continue;
    const res = await request.post('/api/cart/lines', { data: { productId: p.id, quantity } });
    if (res.status() === 200) {
      added = true;
      break;
    }
  }
  expect(added, 'a product that makes a ₱30,000 order').toBe(true);
  const address = (await (await request.get('/api/addresses')).json()).items[0];
  const payment = (await (await request.get('/api/payment-methods')).json()).items[0];
  const placed = await request.post('/api/orders', {
    data: { shippingAddressId: address.id, billingAddressId: address.id, paymentMethodId: payment.id },
    headers: { 'Idempotency-Key': `e2e-two-approvers-${Date.now()}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; orderNumber: string; totalCentavos: number };
  expect(order.totalCentavos).toBeGreaterThan(30_000_00);
  return order;
}

async function approveInQueue(hq: Page, orderNumber: string) {
  await hq.goto('/order-approvals');
  const card = hq.getByTestId('approval-card').filter({ hasText: orderNumber });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Approve', exact: true }).click();
  await hq.getByRole('button', { name: 'Approve order' }).click();
}

test('a ₱30,000 order is approved by the two demo approvers; the franchisee sees "1 of 2" in between', async ({ browser }) => {
  test.setTimeout(120_000);
  const feContext = await browser.newContext();
  const fe = await feContext.newPage();
  const hqContext = await browser.newContext();
  const hq = await hqContext.newPage();
  await signInViaApi(fe, 'franchisee@demo.com');
  await signInViaApi(hq, 'franchisor@demo.com');

  const order = await placeLargeOrder(fe.request);
  await fe.goto(`/orders/${order.id}`);
  await expect(fe.getByText('Needs 2 approvals from head office')).toBeVisible();

  // The first approver: John (franchisor@demo.com). The order waits for a second one.
  await approveInQueue(hq, order.orderNumber);
  await expect(hq.getByTestId('approval-card').filter({ hasText: order.orderNumber }).getByText('1 of 2 approvals')).toBeVisible();
  // No reload: the open page follows the live order change.
  await expect(fe.getByText('Approved by 1 of 2 — waiting for a second approver')).toBeVisible({ timeout: LIVE_PUSH_MS });
  await expect(fe.getByText('Pending approval').first()).toBeVisible();
  await shoot(fe, 'order-1-of-2', SHOTS);

  // The second approver: Fiona (finance@demo.com), the seed's other head-office account.
  await hq.request.post('/api/auth/sign-out');
  await signInViaApi(hq, 'finance@demo.com');
  await approveInQueue(hq, order.orderNumber);
  await expect(hq.getByTestId('approval-card').filter({ hasText: order.orderNumber })).toHaveCount(0);

  await expect(fe.getByText(/Approved by 1 of 2/)).toHaveCount(0, { timeout: LIVE_PUSH_MS });
  await expect(fe.locator('main').getByText('Approved', { exact: true }).first()).toBeVisible();
  expect((await (await fe.request.get(`/api/orders/${order.id}`)).json()).approvals).toEqual({ given: 2, required: 2 });
  await feContext.close();
  await hqContext.close();
});

test('with one active franchisor, the approvals page and the IAM console say orders above the threshold cannot be approved', async ({
  page,
}) => {
  await signInViaApi(page, 'franchisor@demo.com');
  const notice = /Orders above ₱25,000 need two approvers; only one franchisor account is active/;
  // The demo network has two active approvers: no notice.
  const real = await (await page.request.get('/api/approvals/capacity')).json();
  expect(real).toMatchObject({ activeApprovers: 2, twoApproverThresholdCentavos: 25_000_00 });
  await page.goto('/order-approvals');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Approvals' })).toBeVisible();
  await expect(page.getByText(notice)).toHaveCount(0);

  // One approver left (the server's count is covered by the API suite): the pages say so, with the setting's amount.
  await page.route('**/api/approvals/capacity', (route) => route.fulfill({ json: { ...real, activeApprovers: 1 } }));
  await page.goto('/order-approvals');
  await expect(page.getByText(notice)).toBeVisible();
  await shoot(page, 'approvals-notice', SHOTS);
  await page.goto('/iam-management');
  await expect(page.getByText(notice)).toBeVisible();
  await shoot(page, 'iam-notice', SHOTS);
});

test('"Mark as Delivered" asks first, for one order and for a selection, and says the stock moves to the location', async ({
  asFranchisor: hq,
}) => {
  await hq.goto('/shipping-management?status=shipped');
  const row = hq
    .getByTestId('shipping-row')
    .filter({ has: hq.getByRole('button', { name: 'Mark as Delivered' }) })
    .first();
  await expect(row).toBeVisible();
  const orderNumber = (await row.textContent())!.match(/ORD-\d{8}-\d{6}/)![0];

  await row.getByRole('button', { name: 'Mark as Delivered' }).click();
  const dialog = hq.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Mark ${orderNumber} as delivered?` })).toBeVisible();
  await expect(dialog).toContainText(/The stock on this order moves into the inventory of .+\. This cannot be undone\./);
  await expectAccessible(hq, { include: '[role="dialog"]' });
  await shoot(hq, 'deliver-confirm', SHOTS);
  await dialog.getByRole('button', { name: 'Not yet' }).click();
  await expect(dialog).toHaveCount(0);
  // Nothing changed.
  await expect(row.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();

  // The selection: two shipped orders (the seed has three on the road).
  const shippedRows = hq.getByTestId('shipping-row').filter({ has: hq.getByRole('button', { name: 'Mark as Delivered' }) });
  for (const i of [0, 1]) await shippedRows.nth(i).getByRole('checkbox').check();
  await expectAccessible(hq); // rows selected, the bulk actions shown
  await hq.getByRole('button', { name: 'Mark selected as Delivered' }).click();
  await expect(dialog.getByRole('heading', { name: 'Mark 2 orders as delivered?' })).toBeVisible();
  await expect(dialog).toContainText(/The stock on these orders moves into the inventory of .+\. This cannot be undone\./);
  await shoot(hq, 'deliver-confirm-bulk', SHOTS);
  await dialog.getByRole('button', { name: 'Not yet' }).click();
  await expect(row.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();
});

test('the login page offers the second approver among the demo accounts', async ({ page }) => {
  await page.goto('/login');
  const demo = page
    .getByRole('region', { name: 'Try a demo account' })
    .or(page.locator('section[aria-labelledby="demo-accounts-heading"]'));
  await expect(demo.getByRole('button', { name: 'Finance Approver Demo' })).toBeVisible();
  await shoot(page, 'login-demo', SHOTS);
  await page.getByRole('button', { name: 'Finance Approver Demo' }).click();
  await expect(page).toHaveURL(/\/franchisor-dashboard$/);
  const session = await (await page.request.get('/api/session')).json();
  expect(session.user).toMatchObject({ email: 'finance@demo.com', fullName: 'Fiona Finance', role: 'franchisor' });
});

test('a forgotten-password request and a failed sign-in each say things once', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(`nobody.${Date.now()}@example.com`);
  await page.getByRole('button', { name: /send reset link/i }).click();
  await expect(page.getByText(/reset link is on its way/i)).toBeVisible();
  await expect(page.getByText('Back to sign in')).toHaveCount(1);

  await page.goto('/login');
  await page.getByLabel('Email').fill('franchisee@demo.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const text = 'Invalid email or password. Please check your credentials and try again.';
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Login Failed' })).toContainText(text);
  await expect(page.getByText(text)).toHaveCount(1);
});
