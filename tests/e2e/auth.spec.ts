import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, expectAccessible, newEmail, signInViaApi } from './fixtures';
import { E2E_DATA_DIR } from '../../playwright.config';

test.describe('sign-up and sign-in', () => {
  test('a new account signs up and lands on the franchisee dashboard', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Pedro Penduko');
    await page.getByLabel('Email').fill(newEmail('signup'));
    await page.getByLabel('Password').fill('abc');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);

    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/franchisee-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Franchisee Dashboard' })).toBeVisible();
    await expect(page.getByText('Pedro Penduko').first()).toBeVisible();
  });

  test('signing up with a registered e-mail shows the spec text', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Maria Again');
    await page.getByLabel('Email').fill('franchisee@demo.com');
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // Told once, next to the e-mail field (which takes the focus), not again above the form.
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'An account with this email already exists. Please sign in instead.',
    );
    await expect(page.getByLabel('Email')).toBeFocused();
  });

  for (const [button, landing, heading] of [
    ['Franchisor Demo', '/franchisor-dashboard', 'Franchisor Dashboard'],
    ['Franchisee Demo', '/franchisee-dashboard', 'Franchisee Dashboard'],
    ['Admin Demo', '/iam-management', 'Identity & Access Management'],
    ['Finance Approver Demo', '/franchisor-dashboard', 'Franchisor Dashboard'],
  ] as const) {
    test(`the "${button}" button signs in and lands on ${landing}`, async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: button }).click();
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('a wrong password shows the spec message once, in the Login Failed toast', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('franchisee@demo.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const text = 'Invalid email or password. Please check your credentials and try again.';
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Login Failed' })).toContainText(text);
    // Issue 11: once, not inline and in a toast.
    await expect(page.getByText(text)).toHaveCount(1);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sign out ends the session and protected pages send you to sign in', async ({ page }) => {
    await signInViaApi(page, 'franchisee@demo.com');
    await page.goto('/franchisee-dashboard');
    await page
      .getByRole('button', { name: /sign out/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/franchisee-dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
});

test.describe('route guards', () => {
  test('a franchisee opening /franchisor-dashboard lands on /franchisee-dashboard', async ({ asFranchisee: page }) => {
    await page.goto('/franchisor-dashboard');
    await expect(page).toHaveURL(/\/franchisee-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Franchisee Dashboard' })).toBeVisible();
  });

  test('a signed-in user opening /signup is redirected, /login stays reachable', async ({ asFranchisee: page }) => {
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/franchisee-dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('a signed-out visit to /orders goes to /login and back after sign-in', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login\?redirect=%2Forders$/);
    await page.getByLabel('Email').fill('franchisee@demo.com');
    await page.getByLabel('Password').fill('demo123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  });

  test('/dashboard and /analytics send each role to its own page', async ({ asFranchisor: page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/franchisor-dashboard$/);
    await page.goto('/analytics');
    await expect(page).toHaveURL(/\/franchisor-analytics$/);
  });

  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: /page not found/i })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a franchisee opening /suppliers sees the supplier access-denied screen', async ({ asFranchisee: page }) => {
    await page.goto('/suppliers');
    await expect(page.getByRole('heading', { name: 'Supplier Access Restricted' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Supplier management is only available to head office.')).toBeVisible();
    await expect(page.getByText(/franchisee/i).filter({ hasText: /suppliers:read/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/franchisee-dashboard$/);
  });

  test('a franchisor may open /suppliers and admin may not open /suppliers/create', async ({ page }) => {
    await signInViaApi(page, 'franchisor@demo.com');
    await page.goto('/suppliers');
    await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    await page.request.post('/api/auth/sign-out');
    await signInViaApi(page, 'admin@demo.com');
    await page.goto('/suppliers/create');
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/suppliers:write/)).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('password reset', () => {
  test('forgot password mails a link that sets a new password', async ({ page }) => {
    const email = newEmail('reset');
    await page.request.post('/api/auth/sign-up/email', { data: { fullName: 'Reset Me', email, password: 'secret123' } });
    await page.request.post('/api/auth/sign-out');
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The sign-in page (with its own Email field) stays on screen while the lazy page loads: wait for the new one.
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: /send reset link/i }).click();
    await expect(page.getByText(/reset link is on its way/i)).toBeVisible();
    // Issue 11: the success screen offers "Back to sign in" once.
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveCount(1);
    await expectAccessible(page);
    // Asking again within 60 seconds is refused with the spec text.
    await page.reload();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: /send reset link/i }).click();
    await expect(page.getByText('Password reset email was already sent. Please wait 60 seconds before requesting another.')).toBeVisible();
    await expectAccessible(page);

    const mailDir = path.join(E2E_DATA_DIR, 'mail');
    const file = readdirSync(mailDir).find((f) => f.includes(email.replace(/[^a-z0-9@._-]/gi, '_')));
    expect(file).toBeTruthy();
    const link = (JSON.parse(readFileSync(path.join(mailDir, file!), 'utf8')).text as string).match(/https?:\/\/\S+/)![0];
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByLabel('New password')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('New password').fill('changed123');
    await page.getByLabel('Confirm password').fill('changed123');
    await page.getByRole('button', { name: /set new password/i }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('changed123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/franchisee-dashboard$/);
  });
});
