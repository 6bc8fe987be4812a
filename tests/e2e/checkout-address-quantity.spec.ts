import type { Page, Request } from '@playwright/test';
import { test, expect, expectAccessible, shoot, signInViaApi } from './fixtures';

/**
 * Issue 11, items 3 and 4: the order goes where the user meant (checkout pre-selects the ordering location's own
 * address and asks before shipping elsewhere), and quantities are refused in place, never corrected silently.
 * Maria (franchisee@demo.com) owns Siomai Express – Makati and Lemon Juice Stand – BGC, each with its own address.
 */

const MAKATI = 'Siomai Express – Makati';
const BGC = 'Lemon Juice Stand – BGC';
const SHOTS = { dir: '.tmp/g-shots' };

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

/** Orders for BGC from now on (the choice is kept on the server), with an empty BGC cart. */
async function orderForBgc(page: Page) {
  const mine = await (await page.request.get('/api/ordering/locations')).json();
  const bgc = mine.locations.find((l: { name: string }) => l.name === BGC);
  expect((await page.request.put('/api/ordering/location', { data: { locationId: bgc.id } })).status()).toBe(200);
  await page.request.delete('/api/cart');
}

/** Every request that would change the cart. */
function cartWrites(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/cart/lines') && r.method() !== 'GET') seen.push(r);
  });
  return seen;
}

test.describe('the order goes where the user meant', () => {
  test('checkout for BGC pre-selects the BGC address; choosing the Makati one asks before placing', async ({ page }) => {
    await signInViaApi(page, 'franchisee@demo.com');
    // Start from Makati, as Maria did, and switch in the page.
    const mine = await (await page.request.get('/api/ordering/locations')).json();
    const makati = mine.locations.find((l: { name: string }) => l.name === MAKATI);
    await page.request.put('/api/ordering/location', { data: { locationId: makati.id } });

    await page.goto('/product-catalog');
    await page.getByLabel('Ordering for').selectOption({ label: BGC });
    await expect(page.getByTestId('ordering-location')).toContainText('Lemon Juice Stand · Taguig');
    await page.request.delete('/api/cart');
    await page.getByLabel('Search products').fill('Lemon Syrup');
    const syrup = page.getByRole('article').filter({ hasText: 'Lemon Syrup Concentrate 1 L' });
    await syrup.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, 'Added to cart')).toBeVisible();

    await page.goto('/checkout');
    const shipping = page.getByLabel('Shipping address', { exact: true });
    await expect(shipping.locator('option:checked')).toHaveText(new RegExp(`^${BGC} — High Street`));
    await expect(page.getByTestId('shipping-mismatch')).toHaveCount(0);

    await shipping.selectOption({ label: `${MAKATI} — G/F Ayala Triangle, Ayala Ave., Makati` });
    const warning = page.getByTestId('shipping-mismatch');
    await expect(warning).toContainText(`This address belongs to ${MAKATI}, not ${BGC}. Ship there anyway?`);

    // Placing without confirming is refused on the page, nothing is sent.
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText(`Confirm the shipping address, or choose the address of ${BGC}, to place the order.`)).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await shoot(page, 'checkout-address-warning', SHOTS);

    // Back to BGC's own: no warning; Makati again asks again.
    await shipping.selectOption({ label: `${BGC} — High Street, 5th Ave., Taguig` });
    await expect(warning).toHaveCount(0);
    await shipping.selectOption({ label: `${MAKATI} — G/F Ayala Triangle, Ayala Ave., Makati` });
    await page.getByLabel(`Yes, ship this order for ${BGC} to this address`).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\//);
  });

  test('the address form links an address to one of the user’s locations', async ({ page }) => {
    await signInViaApi(page, 'franchisee@demo.com');
    await page.goto('/addresses');
    await expect(page.getByRole('listitem', { name: BGC }).getByTestId('address-location')).toHaveText(`Location: ${BGC}`);
    await page
      .getByRole('button', { name: /add address/i })
      .first()
      .click();
    const location = page.getByRole('dialog').getByLabel('Location');
    await expect(location.locator('option')).toHaveText(['Not linked to a location', BGC, MAKATI]);
    await expectAccessible(page, { include: '[role="dialog"]' });
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });
});

test.describe('quantities are refused in place, not corrected', () => {
  test('the catalogue refuses 0, −5, 2.5 and empty with the rule, without a toast or a request', async ({ page }) => {
    await signInViaApi(page, 'franchisee@demo.com');
    await orderForBgc(page);
    const writes = cartWrites(page);
    await page.goto('/product-catalog');
    await page.getByLabel('Search products').fill('Lemon Syrup');
    const syrup = page.getByRole('article').filter({ hasText: 'Lemon Syrup Concentrate 1 L' });
    const qty = syrup.getByLabel('Quantity for Lemon Syrup Concentrate 1 L');
    for (const typed of ['0', '-5', '2.5', '']) {
      await qty.fill(typed);
      await syrup.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(syrup.getByTestId('quantity-error'), typed).toHaveText('Enter a whole number from 2 to 80.');
      await expect(qty, typed).toHaveValue(typed);
    }
    await shoot(page, 'catalog-quantity-error', SHOTS);
    expect(writes).toHaveLength(0);
    await expect(toast(page, 'Added to cart')).toHaveCount(0);

    // A good quantity goes through; then more than the maximum with what is in the cart says how many are there.
    await qty.fill('70');
    await expect(syrup.getByTestId('quantity-error')).toHaveCount(0);
    await syrup.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, 'Added to cart')).toContainText('70 × Lemon Syrup Concentrate 1 L');
    await qty.fill('20');
    await syrup.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(syrup.getByTestId('quantity-error')).toHaveText('You can order at most 80; 70 are already in your cart.');
    expect(writes).toHaveLength(1);
  });

  test('the cart offers to remove a line at 0 and states the in-cart count above the maximum', async ({ page }) => {
    await signInViaApi(page, 'franchisee@demo.com');
    await orderForBgc(page);
    const products = await (await page.request.get('/api/catalog/products?q=Chia&limit=5')).json();
    const chia = products.items.find((p: { name: string }) => p.name === 'Chia Seeds 1 kg');
    expect((await page.request.post('/api/cart/lines', { data: { productId: chia.id, quantity: 15 } })).status()).toBe(200);
    const writes = cartWrites(page);

    await page.goto('/cart');
    const line = page.getByTestId('cart-line').filter({ hasText: 'Chia Seeds 1 kg' });
    const qty = line.getByLabel('Quantity for Chia Seeds 1 kg');
    await expect(qty).toHaveValue('15');

    await qty.fill('0');
    await qty.press('Enter');
    await expect(line.getByTestId('quantity-error')).toContainText('Remove Chia Seeds 1 kg from your cart?');
    await expect(qty).toHaveValue('0');
    await shoot(page, 'cart-quantity-zero', SHOTS);
    await line.getByRole('button', { name: 'Keep 15' }).click();
    await expect(qty).toHaveValue('15');
    await expect(line.getByTestId('quantity-error')).toHaveCount(0);

    await qty.fill('100000');
    await qty.press('Enter');
    await expect(line.getByTestId('quantity-error')).toHaveText('You can order at most 20; 15 are already in your cart.');
    await expect(qty).toHaveValue('100000');
    await shoot(page, 'cart-quantity-above-max', SHOTS);
    expect(writes).toHaveLength(0);

    await qty.fill('0');
    await qty.press('Enter');
    await line.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByTestId('cart-line').filter({ hasText: 'Chia Seeds 1 kg' })).toHaveCount(0);
  });

  test('the server’s refusal (not enough stock) is shown next to the cart field', async ({ page }) => {
    await signInViaApi(page, 'franchisee@demo.com');
    await orderForBgc(page);
    const products = await (await page.request.get('/api/catalog/products?q=Calamansi&limit=5')).json();
    const calamansi = products.items.find((p: { name: string }) => p.name === 'Calamansi Concentrate 1 L');
    expect((await page.request.post('/api/cart/lines', { data: { productId: calamansi.id, quantity: 2 } })).status()).toBe(200);
    await page.goto('/cart');
    const line = page.getByTestId('cart-line').filter({ hasText: 'Calamansi Concentrate 1 L' });
    const qty = line.getByLabel('Quantity for Calamansi Concentrate 1 L');
    await qty.fill('79');
    await qty.press('Enter');
    await expect(line.getByTestId('quantity-error')).toHaveText(/^Only \d+ of Calamansi Concentrate 1 L available\.$/);
    await expect(qty).toHaveValue('2');
  });
});
