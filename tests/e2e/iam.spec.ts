import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, newEmail, signInViaApi } from './fixtures';
import { invitationLink } from './mail';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

/** A new open location nobody owns, made through the API (the seed assigns every location). */
async function createUnownedLocation(page: Page) {
  const brands = await (await page.request.get('/api/network/brands')).json();
  const brand = brands.items.find((b: { status: string }) => b.status === 'active') ?? brands.items[0];
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const res = await page.request.post('/api/network/locations', {
    data: {
      code,
      name: `Invite Test ${code}`,
      brandId: brand.id,
      addressLine: '1 Ayala Avenue',
      city: 'Makati',
      province: 'Metro Manila',
      status: 'open',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; code: string; name: string };
}

test('franchisor invites a franchisee, who sets a password and lands with the location; disabling them ends their session', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const hqContext = await browser.newContext();
  const hq = await hqContext.newPage();
  await signInViaApi(hq, 'franchisor@demo.com');
  const location = await createUnownedLocation(hq);
  const email = newEmail('invitee');

  // Invite from the IAM console.
  await hq.goto('/iam-management?tab=invitations');
  await hq.getByRole('button', { name: 'Invite user' }).click();
  const dialog = hq.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Full name').fill('Ivy Invitee');
  await dialog.getByLabel('Role').selectOption('franchisee');
  const locations = dialog.getByRole('group', { name: 'Locations' });
  await locations.getByRole('checkbox', { name: `${location.code} · ${location.name}` }).check();
  await expectAccessible(hq, { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(hq, 'Invitation sent')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = hq.getByTestId('iam-invitation-row').filter({ hasText: email });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(location.code);

  // The invitee opens the e-mailed link in a fresh browser and sets a password.
  const link = await invitationLink(email);
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
  await expect(invitee.getByTestId('invitation-preview')).toContainText(email);
  await expect(invitee.getByTestId('invitation-preview')).toContainText('Franchisee');
  await expect(invitee.getByLabel('Full name')).toHaveValue('Ivy Invitee');
  await invitee.getByLabel('Password', { exact: true }).fill('welcome123');
  await invitee.getByLabel('Confirm password').fill('welcome123');
  await invitee.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(invitee).toHaveURL(/\/franchisee-dashboard$/);

  // The assigned location is their ordering location (the picker on the cart page says so).
  const ordering = await (await invitee.request.get('/api/ordering/locations')).json();
  expect(ordering.selectedLocationId).toBe(location.id);
  await invitee.goto('/cart');
  await expect(invitee.getByTestId('ordering-location')).toContainText(location.name);

  // The link works once: opening it again explains and points to sign in.
  const again = await browser.newContext();
  const againPage = await again.newPage();
  await againPage.goto(link);
  await expect(againPage.getByTestId('invitation-unavailable')).toBeVisible();
  await expect(againPage.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  await again.close();

  // Head office disables the new account from the users table.
  await hq.goto('/iam-management?tab=users');
  await hq.getByLabel('Search users').fill(email);
  await expect(hq.getByTestId('iam-users-summary')).toHaveText(/^1 user$/);
  const userRow = hq.getByTestId('iam-user-row').filter({ hasText: email });
  await expect(userRow).toHaveCount(1);
  await expect(userRow).toContainText(location.name);
  await userRow.getByRole('button', { name: 'Ivy Invitee' }).click();
  const drawer = hq.getByRole('dialog', { name: 'Ivy Invitee' });
  await expect(drawer.getByTestId('iam-user-sessions')).toBeVisible();
  await drawer.getByRole('button', { name: 'Change status' }).click();
  const statusDialog = hq.getByRole('dialog', { name: 'Change status' });
  await statusDialog.getByLabel('New status').selectOption('inactive');
  await statusDialog.getByRole('button', { name: 'Make inactive' }).click();
  // Disabling needs a reason for the audit log.
  await expect(statusDialog.getByText('Give a reason')).toBeVisible();
  await expectAccessible(hq, { include: '[role="dialog"]' }); // the user drawer and the status dialog's error
  await statusDialog.getByLabel('Reason').fill('Left the network');
  await statusDialog.getByRole('button', { name: 'Make inactive' }).click();
  await expect(toast(hq, 'Status changed')).toBeVisible();
  await expect(drawer.locator('[data-status="inactive"]')).toBeVisible();

  // Their next request is refused and the app sends them to sign in.
  const refused = await invitee.request.get('/api/ordering/locations');
  expect([401, 403]).toContain(refused.status());
  await invitee.goto('/orders');
  await expect(invitee).toHaveURL(/\/login/);

  // The change is in the audit log, with its before and after.
  await hq.keyboard.press('Escape');
  await hq.goto('/iam-management?tab=audit');
  await hq.getByLabel('Search the log').fill(email);
  // Wait for the search to apply (it is debounced) before picking a row.
  await expect(hq.getByTestId('iam-audit-row').filter({ hasNotText: email })).toHaveCount(0);
  const entry = hq
    .getByTestId('iam-audit-row')
    .filter({ hasText: /status/i })
    .first();
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: /Show before and after/ }).click();
  await expect(hq.getByText('"inactive"').first()).toBeVisible();

  await inviteeContext.close();
  await hqContext.close();
});

test('admin manages franchisee and user accounts only: no franchisor choice, no actions on head office', async ({ page }) => {
  await signInViaApi(page, 'admin@demo.com');
  await page.goto('/iam-management?tab=invitations');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await expect(dialog.getByLabel('Role').locator('option')).toHaveText(['Franchisee', 'User']);
  await page.keyboard.press('Escape');

  // Settings is the franchisor's alone.
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveCount(0);

  // A franchisor's account offers no actions to an admin.
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(/tab=users/);
  await page.getByLabel('Search users').fill('franchisor@demo.com');
  await expect(page.getByTestId('iam-users-summary')).toHaveText(/^1 user$/);
  await page.getByTestId('iam-user-row').filter({ hasText: 'franchisor@demo.com' }).getByRole('button').click();
  const drawer = page.getByRole('dialog', { name: 'John Franchisor' });
  await expect(drawer.getByText('Admins manage franchisee and user accounts only.')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Change role' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A franchisee's role can go to franchisee or user, never to head office.
  await page.getByLabel('Search users').fill('franchisee@demo.com');
  await expect(page.getByTestId('iam-users-summary')).toHaveText(/^1 user$/);
  await page.getByTestId('iam-user-row').filter({ hasText: 'franchisee@demo.com' }).getByRole('button').click();
  await page.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByRole('dialog', { name: 'Change role' }).getByLabel('New role').locator('option')).toHaveText(['User']);
});
