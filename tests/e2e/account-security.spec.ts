import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { test, expect, expectAccessible, newEmail } from './fixtures';
import { E2E_DATA_DIR } from '../../playwright.config';

/** Where the server under test keeps its files (the SMS transport writes DATA_DIR/sms/*.json, mail DATA_DIR/mail/). */
const DATA_DIR = E2E_DATA_DIR;
const PASSWORD = 'secret123';

/** A fresh account for each test, so the demo accounts never get a second factor or a phone. */
async function signUp(page: Page, fullName: string): Promise<string> {
  const email = newEmail('security');
  const res = await page.request.post('/api/auth/sign-up/email', { data: { fullName, email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

function totpCode(secret: string, offsetSeconds = 0): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });
}

/** A 6-digit code that is certainly wrong right now (not the current, previous or next one). */
function wrongCode(secret: string): string {
  const valid = new Set([-30, 0, 30].map((o) => totpCode(secret, o)));
  for (const candidate of ['000000', '111111', '222222', '333333']) if (!valid.has(candidate)) return candidate;
  throw new Error('unreachable');
}

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

async function submitPassword(page: Page, identifier: string) {
  await page.getByLabel('Email or phone').fill(identifier);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The newest text message the server "sent" to a number: {to, body}. */
function latestSms(phoneE164: string): { to: string; body: string } | null {
  const dir = path.join(DATA_DIR, 'sms');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return null;
  }
  const mine = files
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; body: string; sentAt?: string })
    .filter((m) => m.to === phoneE164)
    .sort((a, b) => (a.sentAt ?? '').localeCompare(b.sentAt ?? ''));
  return mine.at(-1) ?? null;
}

test.describe('two-factor sign-in', () => {
  test('enrol an authenticator on /profile, then sign in with password + code; wrong codes and spent backup codes are refused', async ({
    page,
  }) => {
    test.slow(); // five sign-ins, each a password hash on the server
    const email = await signUp(page, 'Tess Totp');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByTestId('two-factor-state')).toHaveText('Off');

    // Enrol: password → QR code and key → a code computed from the key → backup codes, shown once.
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);

    await page.getByLabel('6-digit code from the app').fill(wrongCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText('That code is not right. Check your authenticator app and try again.')).toBeVisible();
    await expectAccessible(page); // the QR code, the key and the refused code
    await page.getByLabel('6-digit code from the app').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();

    const codes = page.getByTestId('backup-codes').getByRole('listitem');
    await expect(codes.first()).toBeVisible();
    const backupCodes = (await codes.allTextContents()).map((c) => c.trim());
    expect(backupCodes.length).toBeGreaterThanOrEqual(5);
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(page.getByTestId('backup-codes')).toHaveCount(0);
    await expect(page.getByTestId('two-factor-state')).toHaveText('On');

    // Password alone is no longer enough: the page asks for the code.
    await signOut(page);
    await submitPassword(page, email);
    const codeField = page.getByLabel('Authentication code');
    await expect(codeField).toBeVisible();
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');

    await codeField.fill(wrongCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('That code is not right. Check your authenticator app and try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    await codeField.fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/franchisee-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Franchisee Dashboard' })).toBeVisible();

    // A backup code signs in once...
    await signOut(page);
    await submitPassword(page, email);
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(backupCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/franchisee-dashboard$/);

    // ...and never again.
    await signOut(page);
    await submitPassword(page, email);
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(backupCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('That backup code is not valid or was already used.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
});

/** The newest e-mail the server wrote to its outbox folder for an address: {to, subject, text}. */
function latestMail(to: string): { to: string; subject: string; text: string } | null {
  const dir = path.join(DATA_DIR, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json') && f.includes(to));
  } catch {
    return null;
  }
  const last = files.sort().at(-1);
  return last ? (JSON.parse(readFileSync(path.join(dir, last), 'utf8')) as { to: string; subject: string; text: string }) : null;
}

test.describe('e-mail change', () => {
  test('a new e-mail applies only when the link sent to it is opened, landing on /profile with a notice', async ({ page }) => {
    const email = await signUp(page, 'Ed Email');
    const next = `new.${email}`;
    await page.goto('/profile');
    await page.getByLabel('New e-mail').fill(next);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByText(`Check ${next} for the confirmation link.`)).toBeVisible();
    expect((await (await page.request.get('/api/profile')).json()).email).toBe(email);

    await expect.poll(() => latestMail(next)?.text ?? null).toContain('http');
    const link = /https?:\/\/\S+/.exec(latestMail(next)!.text)![0];
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page).toHaveURL(/\/profile/);
    await expect(page.getByText(`Your e-mail address was changed. Sign in with ${next} from now on.`)).toBeVisible();
    expect((await (await page.request.get('/api/profile')).json()).email).toBe(next);
  });
});

test.describe('phone sign-in', () => {
  test('add and verify a mobile number on /profile, then sign in with it instead of the e-mail', async ({ page }) => {
    await signUp(page, 'Pia Phone');
    // A number nobody else in this database has verified.
    const local = `09${String(Date.now() % 1_000_000_000).padStart(9, '0')}`;
    const e164 = `+63${local.slice(1)}`;

    await page.goto('/profile');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(`${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('Code from the text message')).toBeVisible();

    await expect.poll(() => latestSms(e164)?.body ?? null).toMatch(/\b\d{6}\b/);
    const code = /\b(\d{6})\b/.exec(latestSms(e164)!.body)![1];
    await page.getByLabel('Code from the text message').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('profile-phone')).toHaveText(`+63 ${local.slice(1, 4)} ${local.slice(4, 7)} ${local.slice(7)}`);
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();

    await signOut(page);
    await submitPassword(page, local);
    await expect(page).toHaveURL(/\/franchisee-dashboard$/);
    await expect(page.getByText('Pia Phone').first()).toBeVisible();
  });
});
