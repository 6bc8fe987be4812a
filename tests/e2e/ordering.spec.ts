import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signInViaApi } from './fixtures';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test.describe('franchisee ordering', () => {
  test('search, add two products, change a quantity, add address and payment method, place, track, cancel and reorder', async ({
    page,
  }) => {
    // The whole order life cycle with accessibility scans: about 50 s beside another worker, beyond the default 45 s.
    test.slow();
    // Carlo owns one coffee-shop location; a fresh address book and no cart from other tests.
    await signInViaApi(page, 'carlo.garcia@demo.com');
    await page.request.delete('/api/cart');

    await page.goto('/product-catalog');
    await expect(page.getByRole('heading', { level: 1, name: 'Product Catalog' })).toBeVisible();
    await page.getByLabel('Search products').fill('Barako');
    const barako = page.getByRole('article').filter({ hasText: 'Barako Beans 1 kg' });
    await expect(barako).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Espresso Blend' })).toHaveCount(0);
    await barako.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, 'Added to cart')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();

    await page.getByLabel('Search products').fill('Vanilla');
    const vanilla = page.getByRole('article').filter({ hasText: 'Vanilla Syrup' });
    await vanilla.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: /^Cart, 2 items/ })).toBeVisible();

    await page.goto('/cart');
    const total = page.getByTestId('cart-total');
    await expect(total).toBeVisible();
    const before = money(await total.textContent());
    const qty = page.getByLabel('Quantity for Barako Beans 1 kg');
    await qty.fill('6');
    await qty.press('Enter');
    await expect.poll(async () => money(await total.textContent())).toBeGreaterThan(before);
    await expect(page.getByText(/more for free shipping/)).toHaveCount(0);

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // A new delivery address and a new payment method, added inline.
    await page
      .getByRole('button', { name: /add new shipping address|add address/i })
      .first()
      .click();
    await page.getByLabel('Address type').selectOption({ label: 'Both' });
    await page.getByLabel('Recipient name').fill('Carlo Garcia');
    await page.getByLabel('Address line 1').fill('Unit 12, Emerald Ave.');
    await page.getByLabel('City').fill('Pasig');
    await page.getByLabel('Province').selectOption('Metro Manila');
    await page.getByLabel('Postal code').fill('16O5');
    await page.getByLabel('Phone').fill('09171234567');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Postal code must be 4 digits.')).toBeVisible();
    await expectAccessible(page, { include: '[role="dialog"]' }); // the address form showing a field error
    await expect(page.getByLabel('Recipient name')).toHaveValue('Carlo Garcia');
    await page.getByLabel('Postal code').fill('1605');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByLabel('Shipping address', { exact: true })).toContainText('Emerald');

    await page
      .getByRole('button', { name: /add new payment method|add payment method/i })
      .first()
      .click();
    await page.getByLabel('Payment type').selectOption({ label: 'GCash' });
    await page.getByLabel('Account name').fill('Carlo Garcia');
    await page.getByLabel('GCash number').fill('09181234567');
    await page.getByRole('button', { name: 'Save payment method' }).click();
    await expect(page.getByLabel('Payment method', { exact: true })).toContainText('GCash •••• 4567');

    await page.getByLabel('Order notes').fill('Please call on arrival.');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\//);
    const orderNumber = (await page
      .getByText(/ORD-\d{8}-\d{6}/)
      .first()
      .textContent())!.match(/ORD-\d{8}-\d{6}/)![0];
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart, 0 items/ })).toBeVisible();

    await page.goto('/orders');
    await page.getByLabel('Search orders').fill(orderNumber);
    await page.getByRole('link', { name: orderNumber }).first().click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: new RegExp(orderNumber) })).toBeVisible();
    await expect(page.getByText('Pending approval').first()).toBeVisible();
    await expect(page.getByText('Please call on arrival.')).toBeVisible();

    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByLabel('Reason for cancelling').fill('Ordered the wrong size');
    await expectAccessible(page, { include: '[role="dialog"]' });
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('Ordered the wrong size')).toBeVisible();
    await expect(page.getByText('Cancelled').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Reorder' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByLabel('Quantity for Barako Beans 1 kg')).toHaveValue('6');
    await expect(page.getByRole('link', { name: /^Cart, 2 items/ })).toBeVisible();
  });

  test('a franchisee without a location sees an explanation instead of ordering controls', async ({ page }) => {
    const email = `nolocation.${Date.now()}@example.com`;
    await page.request.post('/api/auth/sign-up/email', { data: { fullName: 'New Franchisee', email, password: 'secret123' } });
    await page.goto('/product-catalog');
    await expect(page.getByRole('heading', { name: 'Not linked to a location yet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('head office reprices a product in catalogue management; orders already placed keep their price', async ({ page, browser }) => {
    // An order placed at today's price, through the API as a franchisee.
    const fe = await browser.newContext();
    const franchisee = await fe.newPage();
    await signInViaApi(franchisee, 'liza.mendoza@demo.com');
    await franchisee.request.delete('/api/cart');
    const found = await (await franchisee.request.get('/api/catalog/products?q=Espresso')).json();
    const espresso = found.items[0];
    await franchisee.request.post('/api/cart/lines', { data: { productId: espresso.id, quantity: 2 } });
    const address = (await (await franchisee.request.get('/api/addresses')).json()).items[0];
    const payment = (await (await franchisee.request.get('/api/payment-methods')).json()).items[0];
    const placed = await franchisee.request.post('/api/orders', {
      data: { shippingAddressId: address.id, billingAddressId: address.id, paymentMethodId: payment.id },
      headers: { 'Idempotency-Key': `e2e-${Date.now()}-reprice` },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = await placed.json();

    await signInViaApi(page, 'franchisor@demo.com');
    await page.goto('/catalog-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue Management' })).toBeVisible();
    await page.getByRole('button', { name: `Edit ${espresso.name}` }).click();
    await expect(page.getByText('Changing a price never changes orders already placed.')).toBeVisible();
    await expectAccessible(page, { include: '[role="dialog"]' });
    const newPrice = espresso.priceCentavos / 100 + 25;
    await page.getByLabel('Price (₱)').fill(String(newPrice));
    await page.getByRole('button', { name: /save/i }).click();
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/catalog/products/${espresso.id}`)).json()) as { priceCentavos: number }).priceCentavos,
      )
      .toBe(newPrice * 100);

    const after = await (await franchisee.request.get(`/api/orders/${order.id}`)).json();
    expect(after.items[0].unitPriceCentavos).toBe(espresso.priceCentavos);
    expect(after.totals).toEqual(order.totals);
    await fe.close();
  });
});
