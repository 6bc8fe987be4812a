import { test, expect } from './fixtures';

/**
 * Sign-in through the test OpenID Connect provider (scripts/oidc-dev-provider.ts, started by
 * playwright.config.ts): the login page's button, the provider's own login and consent pages, back
 * through /auth/callback to the role's home.
 */
test('signs in through the OIDC provider and lands on the role home', async ({ page }) => {
  const login = `sso.${Date.now().toString(36)}@sso.example.com`;
  await page.goto('/login');
  await page.getByRole('button', { name: /Head Office SSO/ }).click();

  // The provider's development login form: any login name is an account with that e-mail.
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/franchisee-dashboard/);
  const session = await page.request.get('/api/session');
  expect((await session.json()).user).toMatchObject({ email: login, role: 'franchisee' });

  // The profile lists the linked identity.
  await page.goto('/profile');
  await expect(page.getByText('Head Office SSO').first()).toBeVisible();
});
