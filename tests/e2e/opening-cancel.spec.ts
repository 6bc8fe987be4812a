import type { Page } from '@playwright/test';
import { addCalendarDays, formatCalendarDate, manilaToday } from '../../src/shared/time';
import { test, expect, expectAccessible, newEmail, shoot, signInViaApi } from './fixtures';
import { invitationLink } from './mail';

/**
 * Issue 35, decision 021: an approved applicant withdraws. Head office (1280 px) cancels the opening with a reason;
 * the board files it under Cancelled; the new franchisee (375 px) reads the reason on the opening page and the
 * dashboard, and the checklist offers nothing more to do. The application is seeded through the public API, as the
 * wizard sends it (store-opening.spec walks the wizard itself).
 */

const SHOTS = { dir: '.tmp/opening-cancel-shots', fitsWidth: true };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const REASON = 'The applicant withdrew: the Lapu-Lapu site lease fell through.';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

/** A submitted application for Siomai Express, sent to the public API; returns its id. */
async function applyViaApi(page: Page, email: string): Promise<string> {
  const options = await (await page.request.get('/api/applications/options')).json();
  const brand = options.brands.find((b: { name: string }) => b.name === 'Siomai Express');
  const documents = [];
  for (const kind of ['government_id', 'proof_of_billing']) {
    const res = await page.request.post('/api/applications/documents', {
      multipart: { kind, file: { name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id, token } = await res.json();
    documents.push({ id, token });
  }
  const sent = await page.request.post('/api/applications', {
    data: {
      firstName: 'Lorna',
      lastName: 'Villanueva',
      email,
      phone: '+63 917 555 0188',
      birthDate: '1984-07-03',
      addressLine: '21 M.L. Quezon Highway',
      city: 'Lapu-Lapu City',
      province: 'Cebu',
      occupation: 'Sari-sari store owner',
      yearsInBusiness: 4,
      hasFranchiseExperience: false,
      investmentRange: '120k-250k',
      fundingSource: 'personal_savings',
      brandId: brand.id,
      packageCode: 'B',
      preferredProvince: 'Cebu',
      preferredCity: 'Lapu-Lapu City',
      documents,
      consent: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return (await sent.json()).id;
}

test('head office cancels an approved opening with a reason; the board and the new franchisee both show it', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const email = newEmail('withdrawn');
  const applicationId = await applyViaApi(page, email);

  const hqContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const hq = await hqContext.newPage();
  await signInViaApi(hq, 'franchisor@demo.com');
  for (const data of [{ status: 'under_review' }, { status: 'approved', targetOpeningDate: addCalendarDays(manilaToday(), 75) }]) {
    const res = await hq.request.post(`/api/applications/review/${applicationId}/status`, { data });
    expect(res.status(), await res.text()).toBe(200);
  }
  const board = await (await hq.request.get('/api/openings')).json();
  const opening = board.items.find((o: { applicationId: string | null }) => o.applicationId === applicationId) as {
    id: string;
    location: { name: string };
  };
  expect(opening.location.name).toBe('Siomai Express Lapu-Lapu City');

  // The applicant accepts the invitation on a phone and lands on the opening checklist.
  const ownerContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const owner = await ownerContext.newPage();
  await owner.goto(await invitationLink(email));
  await owner.getByLabel('Password', { exact: true }).fill('withdrawn-2026');
  await owner.getByLabel('Confirm password').fill('withdrawn-2026');
  await owner.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(owner).toHaveURL(/\/opening$/);
  await expect(owner.getByRole('button', { name: 'Upload Barangay clearance' })).toBeVisible();

  // Head office cancels: a reason is required, and the project then reads as cancelled.
  await hq.goto(`/openings?project=${opening.id}`);
  await expect(hq.getByTestId('opening-facts')).toContainText('Siomai Express Lapu-Lapu City');
  await hq.getByRole('button', { name: 'Cancel opening' }).click();
  const dialog = hq.getByRole('dialog', { name: 'Cancel the opening of Siomai Express Lapu-Lapu City?' });
  await dialog.getByRole('button', { name: 'Cancel opening' }).click();
  await expect(dialog).toContainText('Give a reason for cancelling the opening.');
  await dialog.getByLabel('Reason').fill(REASON);
  await expectAccessible(hq, { include: '[role="dialog"]' });
  await shoot(hq, 'cancel-dialog', SHOTS);
  await dialog.getByRole('button', { name: 'Cancel opening' }).click();
  await expect(toast(hq, 'Opening cancelled')).toBeVisible();
  await expect(dialog).toBeHidden();
  const notice = hq.getByTestId('cancelled-notice');
  await expect(notice).toContainText(`cancelled this opening on ${formatCalendarDate(manilaToday())}`);
  await expect(notice).toContainText(REASON);
  await expect(hq.getByTestId('opening-stage')).toHaveText('Cancelled');
  await expect(hq.getByTestId('cancelled-actions')).toBeVisible();
  await expect(hq.getByRole('button', { name: 'Open store' })).toHaveCount(0);
  await expect(hq.getByRole('button', { name: /^Accept / })).toHaveCount(0);
  await expectAccessible(hq);
  await shoot(hq, 'cancelled-hq', SHOTS);

  // The board files it under Cancelled.
  await hq.goto('/openings');
  const row = hq.locator(`[data-testid="opening-row"][data-id="${opening.id}"]`);
  await expect(row).toHaveAttribute('data-stage', 'cancelled');
  await expect(row).toContainText('Cancelled');
  const cancelledCount = hq.locator('[data-testid="stage-count"][data-stage="cancelled"]');
  await expect(cancelledCount).toContainText('Cancelled');
  expect(Number((await cancelledCount.locator('.tabular-nums').textContent()) ?? '0')).toBeGreaterThanOrEqual(1);
  await expectAccessible(hq);
  await shoot(hq, 'board-cancelled', SHOTS);

  // The franchisee reads why; the checklist offers nothing more; the dashboard says the same.
  await owner.reload();
  await expect(owner.getByTestId('cancelled-notice')).toContainText(REASON);
  await expect(owner.getByRole('button', { name: 'Upload Barangay clearance' })).toHaveCount(0);
  // The frozen checklist asks nothing of anyone: no item reads as to do or overdue.
  const items = owner.getByTestId('opening-item');
  await expect(items.filter({ hasText: 'Barangay clearance' })).toContainText('Not done: opening cancelled');
  await expect(items.locator('[data-status="todo"], [data-status="overdue"], [data-status="waiting"]')).toHaveCount(0);
  await expectAccessible(owner);
  await shoot(owner, 'cancelled-franchisee', SHOTS);
  await owner.goto('/franchisee-dashboard');
  const card = owner.getByTestId('opening-card');
  await expect(card).toHaveAttribute('data-status', 'cancelled');
  await expect(card).toContainText(REASON);
  // The store will never trade: no sales to report or target to chase, and no training falling overdue for it.
  await expect(owner.getByTestId('closed-location-notice')).toBeVisible();
  await expect(owner.getByTestId('kpi-sales-today')).toHaveCount(0);
  await expect(owner.getByTestId('training-card')).toHaveCount(0);
  await expectAccessible(owner);
  await shoot(owner, 'dashboard-cancelled', SHOTS);

  await ownerContext.close();
  await hqContext.close();
});
