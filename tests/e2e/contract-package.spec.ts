import type { Page } from '@playwright/test';
import { addCalendarDays, manilaToday } from '../../src/shared/time';
import { test, expect, expectAccessible, shoot, signInViaApi } from './fixtures';

/**
 * Issue 15, the contract package: the franchisee sees their agreement, uploads a permit (a small real PDF) that waits
 * for review; the franchisor approves it on the location's contract page; the franchisee then sees it approved. The
 * franchisee also asks for a package upgrade, which head office declines with a note.
 */

const SHOTS = { dir: process.env.E2E_SHOTS_DIR ?? '.tmp/contract-shots', fitsWidth: true };
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const LOCATION = 'Siomai Express – Makati';

test('franchisee uploads a permit, head office approves it, the franchisee sees it approved', async ({ page, browser }) => {
  test.slow();
  const title = `Fire safety permit ${Date.now().toString(36)}`;
  await signInViaApi(page, 'franchisee@demo.com');
  await page.goto('/franchisee/contract-package');
  await expect(page.getByRole('heading', { level: 1, name: 'Contract Package' })).toBeVisible();
  await page.getByLabel('Location', { exact: true }).selectOption({ label: LOCATION });
  await expect(page.getByRole('heading', { level: 2, name: LOCATION })).toBeVisible();
  const card = page.getByTestId('agreement-card');
  await expect(card).toContainText('FA-SE-MKT-001');
  await expect(card).toContainText('Barangay Poblacion, Makati City');
  await expect(page.getByText('Network default').first()).toBeVisible();
  await expect(page.getByTestId('milestone')).toHaveCount(5);
  // The seeded permit expires within 30 days and is flagged.
  await expect(page.getByTestId('document-row').filter({ hasText: 'Mayor’s business permit' }).getByTestId('expiring-flag')).toBeVisible();
  await shoot(page, 'franchisee-contract-package', SHOTS);

  // Upload a permit: kind, title, expiry, file with progress.
  await page.getByRole('button', { name: 'Upload document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload document' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('Choose a file to upload.')).toBeVisible();
  await expect(dialog.getByText('Title is required.')).toBeVisible();
  await dialog.getByLabel('Kind').selectOption('permit');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Expires on').fill(addCalendarDays(manilaToday(), 20));
  await dialog.getByLabel('File').setInputFiles({ name: 'fire-permit.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'Document uploaded')).toBeVisible();
  const row = page.getByTestId('document-row').filter({ hasText: title });
  await expect(row).toContainText('Pending review');
  await expect(row.getByTestId('expiring-flag')).toBeVisible();
  await expect(row.getByRole('button', { name: `Delete ${title}` })).toBeVisible();
  await expectAccessible(page);

  // Head office: the list filtered to documents awaiting review, then the location's page.
  const hqContext = await browser.newContext();
  const hq = await hqContext.newPage();
  await signInViaApi(hq, 'franchisor@demo.com');
  await hq.goto('/contract-management');
  await expect(hq.getByRole('heading', { level: 1, name: 'Franchise Contracts' })).toBeVisible();
  await expect(hq.getByTestId('agreement-row').first()).toBeVisible();
  await hq.getByLabel('Documents awaiting review').check();
  await expect(hq).toHaveURL(/review=true/);
  const hqRow = hq.getByTestId('agreement-row').filter({ hasText: LOCATION });
  await expect(hqRow).toContainText('awaiting review');
  await expectAccessible(hq);
  await shoot(hq, 'franchisor-contract-management', SHOTS);
  await hqRow.getByRole('link', { name: LOCATION }).click();
  await expect(hq).toHaveURL(/\/contract-management\/[0-9a-f-]{36}$/);
  await expect(hq.getByRole('heading', { level: 1, name: LOCATION })).toBeVisible();
  const hqDoc = hq.getByTestId('document-row').filter({ hasText: title });
  await expect(hqDoc).toContainText('Pending review');
  await shoot(hq, 'franchisor-location-contract', SHOTS);
  await hqDoc.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(toast(hq, 'Document approved')).toBeVisible();
  await expect(hqDoc).toContainText('Approved');
  await expect(hqDoc.getByRole('button', { name: `Approve ${title}` })).toHaveCount(0);

  // Edit the agreement: the rate becomes the location's own.
  await hq.getByRole('button', { name: 'Edit agreement' }).click();
  const edit = hq.getByRole('dialog', { name: /Edit agreement/ });
  await expectAccessible(hq, { include: '[role="dialog"]' });
  await edit.getByLabel('Royalty rate (%)').fill('5.5');
  await edit.getByLabel('Note for the history').fill('Loyalty discount');
  await edit.getByRole('button', { name: 'Save agreement' }).click();
  await expect(toast(hq, 'Agreement updated')).toBeVisible();
  await expect(hq.getByText('5.5%', { exact: true })).toBeVisible();
  await expect(hq.getByTestId('history-entry').first()).toContainText('Loyalty discount');

  // The franchisee sees the approval and the new rate.
  await page.reload();
  await page.getByLabel('Location', { exact: true }).selectOption({ label: LOCATION });
  await expect(page.getByTestId('document-row').filter({ hasText: title })).toContainText('Approved');
  await expect(page.getByText('5.5%', { exact: true })).toBeVisible();
  await expect(page.getByText('This location’s agreed rate')).toBeVisible();

  // Reset the rate for other runs on the same data. The first save's toast is still up for a few seconds, so wait for
  // it to go: otherwise the reset's toast is the second of two and the check below cannot tell them apart.
  await hq.mouse.move(0, 0); // a hovered toast stays up
  await expect(toast(hq, 'Agreement updated')).toHaveCount(0);
  await hq.getByRole('button', { name: 'Edit agreement' }).click();
  await hq
    .getByRole('dialog', { name: /Edit agreement/ })
    .getByLabel('Royalty rate (%)')
    .fill('');
  await hq
    .getByRole('dialog', { name: /Edit agreement/ })
    .getByRole('button', { name: 'Save agreement' })
    .click();
  await expect(toast(hq, 'Agreement updated')).toBeVisible();
  await expect(hq.getByText('5.5%', { exact: true })).toHaveCount(0);
  await hqContext.close();
});

test('franchisee requests an upgrade; head office declines it with a note', async ({ page, browser }) => {
  test.slow();
  await signInViaApi(page, 'franchisee@demo.com');
  await page.goto('/franchisee/contract-package');
  await page.getByLabel('Location', { exact: true }).selectOption({ label: LOCATION });
  await page.getByRole('button', { name: 'Request upgrade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a package upgrade' });
  const options = await dialog.getByLabel('New package').locator('option').allTextContents();
  // The location is on B Mid and Siomai Express sells A to C (its microsite's packages): only C is offered, at its price.
  expect(options).toEqual(['C Advanced · ₱250,000.00']);
  await dialog.getByLabel('New package').selectOption('C');
  await dialog.getByLabel('Why do you want to upgrade?').fill('Our mall asked us to take the bigger corner unit.');
  await expectAccessible(page, { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(toast(page, 'Upgrade requested')).toBeVisible();
  await expect(page.getByTestId('upgrade-request').first()).toContainText('Pending');
  await expect(page.getByRole('button', { name: 'Request upgrade' })).toHaveCount(0);

  const hqContext = await browser.newContext();
  const hq = await hqContext.newPage();
  await signInViaApi(hq, 'franchisor@demo.com');
  await hq.goto('/contract-management?search=SE-MKT-001');
  await hq.getByRole('link', { name: LOCATION }).click();
  await hq.getByTestId('upgrade-request').first().getByRole('button', { name: 'Decide' }).click();
  const decide = hq.getByRole('dialog', { name: 'Decide upgrade request' });
  await decide.getByLabel('Decision').selectOption('declined');
  await decide.getByRole('button', { name: 'Save decision' }).click();
  await expect(decide.getByText('Say why the upgrade is declined.')).toBeVisible();
  await decide.getByLabel('Note').fill('Let us review after the next quarter.');
  await decide.getByRole('button', { name: 'Save decision' }).click();
  await expect(toast(hq, 'Upgrade declined')).toBeVisible();
  await hqContext.close();

  await page.reload();
  await page.getByLabel('Location', { exact: true }).selectOption({ label: LOCATION });
  await expect(page.getByTestId('upgrade-request').first()).toContainText('Declined');
  await expect(page.getByTestId('upgrade-request').first()).toContainText('Let us review after the next quarter.');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS.dir}/franchisee-upgrade-declined-375.png`, fullPage: true });
});

test('admin reads a location contract without head-office actions', async ({ page }) => {
  await signInViaApi(page, 'admin@demo.com');
  await page.goto('/contract-management');
  await page.getByTestId('agreement-row').first().getByRole('link').first().click();
  await expect(page.getByTestId('agreement-card')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit agreement' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload document' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Approve / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
});
