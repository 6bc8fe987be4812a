import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/shared/constants';

let seq = 0;
export function newEmail(prefix = 'e2e'): string {
  seq += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${seq}@example.com`;
}

/** Signs in through the API (not by clicking); the page shares the cookie. */
export async function signInViaApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

export async function signUpViaApi(page: Page, fullName = 'E2E User') {
  const email = newEmail();
  const res = await page.request.post('/api/auth/sign-up/email', { data: { fullName, email, password: 'secret123' } });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

export const test = base.extend<{ asFranchisee: Page; asFranchisor: Page }>({
  asFranchisee: async ({ page }, use) => {
    await signInViaApi(page, 'franchisee@demo.com');
    await use(page);
  },
  asFranchisor: async ({ page }, use) => {
    await signInViaApi(page, 'franchisor@demo.com');
    await use(page);
  },
});
export { expect };
