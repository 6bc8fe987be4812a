import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { test, expect, expectAccessible, newEmail, shoot, signInViaApi } from './fixtures';
import { invitationLink } from './mail';

const SHOTS = path.resolve('.tmp/apply-shots');
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

/** A small valid PDF and PNG, as an applicant's scan and photo. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const row = (page: Page, kind: string) => page.locator(`[data-testid="document-row"][data-kind="${kind}"]`);
const heading = (page: Page) => page.getByTestId('apply-step-heading');

async function next(page: Page, step: number) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page)).toContainText(`Step ${step} of 5`);
  // Focus moves to the new step's heading (keyboard and screen reader users start there).
  await expect(heading(page)).toBeFocused();
}

async function upload(target: Locator, name: string, mimeType: string, buffer: Buffer) {
  await target.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

test('a visitor applies in five steps from a brand microsite; head office approves; the applicant accepts the invitation', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = newEmail('applicant');

  // Home → a brand's microsite → Apply (the brand comes preselected).
  await page.goto('/');
  await page.getByTestId('brand-card').filter({ hasText: 'Siomai Express' }).click();
  await expect(page).toHaveURL(/\/brand\/siomai-shop$/);
  await page.getByTestId('apply-brand').first().click();
  await expect(page).toHaveURL(/\/apply\?brand=siomai-shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for a Franchise' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Application steps' }).locator('[aria-current="step"]')).toContainText('Personal details');

  // Step 1: Next on the empty step shows each field's message and moves nowhere.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  await expect(page.getByText('Address is required.')).toBeVisible();
  await expect(page.getByText('Choose a province.')).toBeVisible();
  await expect(heading(page)).toContainText('Step 1 of 5');
  await expectAccessible(page);
  await shoot(page, 'apply-1-errors', { dir: SHOTS, fitsWidth: true });

  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Santos');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+63 917 555 0101');
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByLabel('Province', { exact: true }).selectOption('Cebu');
  await page.getByLabel('Address').fill('12 Mango Avenue');
  await page.getByLabel('City or municipality').fill('Cebu City');
  await next(page, 2);

  // Step 2.
  await expectAccessible(page);
  await page.getByLabel('Occupation').fill('Restaurant manager');
  await page.getByLabel('Years in business').fill('6');
  await page.getByLabel('I have run a franchise before').check();
  await page.getByLabel('Investment range').selectOption('120k-250k');
  await page.getByLabel('Source of funds').selectOption('personal_savings');
  await shoot(page, 'apply-2', { dir: SHOTS, fitsWidth: true });
  await next(page, 3);

  // Step 3: the brand from the microsite is chosen; packages carry the brand's prices.
  await expect(page.getByLabel('Brand', { exact: true }).locator('option:checked')).toHaveText('Siomai Express');
  await expect(page.getByLabel('Package', { exact: true }).locator('option')).toContainText([/^A Entry · ₱/]);
  // C (₱250,000) is at the top of the ₱120,000 – ₱250,000 range given: no note. With a smaller range, a note.
  await page.getByLabel('Package', { exact: true }).selectOption('C');
  await expect(page.getByTestId('budget-note')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByLabel('Investment range').selectOption('50k-120k');
  await next(page, 3);
  await expect(page.getByTestId('budget-note')).toContainText('above the investment range you gave (₱50,000 – ₱120,000)');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByLabel('Investment range').selectOption('120k-250k');
  await next(page, 3);
  await page.getByLabel('Package', { exact: true }).selectOption('B');
  await page.getByLabel('Preferred province').selectOption('Cebu');
  await page.getByLabel('Preferred city or municipality').fill('Mandaue');
  await expectAccessible(page);
  await shoot(page, 'apply-3', { dir: SHOTS, fitsWidth: true });

  // A reload mid-way keeps the step and everything typed.
  await page.reload();
  await expect(heading(page)).toContainText('Step 3 of 5');
  await expect(page.getByLabel('Preferred city or municipality')).toHaveValue('Mandaue');
  await expect(page.getByLabel('Package', { exact: true })).toHaveValue('B');
  await next(page, 4);

  // Step 4: the required documents are required.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(row(page, 'government_id')).toContainText('Government-issued ID is required.');
  await expect(row(page, 'proof_of_billing')).toContainText('Proof of billing is required.');
  await expect(heading(page)).toContainText('Step 4 of 5');

  // A wrong type is refused in the browser; a file renamed to .pdf is refused by the server, beside its row.
  await upload(row(page, 'government_id'), 'notes.txt', 'text/plain', Buffer.from('hello'));
  await expect(row(page, 'government_id')).toContainText('Choose a PDF, Word document, JPG or PNG file.');
  await upload(row(page, 'government_id'), 'forged.pdf', 'application/pdf', Buffer.from('this is not a pdf at all'));
  await expect(row(page, 'government_id')).toContainText('Upload a PDF, DOC, DOCX, JPG or PNG file.');
  await expectAccessible(page);

  await upload(row(page, 'government_id'), 'passport.pdf', 'application/pdf', PDF);
  await expect(row(page, 'government_id').getByTestId('uploaded-document')).toContainText('passport.pdf');
  await upload(row(page, 'proof_of_billing'), 'meralco-bill.png', 'image/png', PNG);
  await expect(row(page, 'proof_of_billing').getByTestId('uploaded-document')).toContainText('meralco-bill.png');
  // An optional file can be removed again (it is discarded on the server).
  await upload(row(page, 'bank_statement'), 'statement.png', 'image/png', PNG);
  await expect(row(page, 'bank_statement').getByTestId('uploaded-document')).toContainText('statement.png');
  await row(page, 'bank_statement').getByRole('button', { name: 'Remove Bank statement' }).click();
  await expect(row(page, 'bank_statement').locator('input[type="file"]')).toBeVisible();
  await shoot(page, 'apply-4', { dir: SHOTS, fitsWidth: true });

  // The uploads survive a reload too.
  await page.reload();
  await expect(heading(page)).toContainText('Step 4 of 5');
  await expect(row(page, 'government_id').getByTestId('uploaded-document')).toContainText('passport.pdf');
  await expect(row(page, 'proof_of_billing').getByTestId('uploaded-document')).toContainText('meralco-bill.png');
  await next(page, 5);

  // Step 5: everything to review, with Edit links; the consent is required.
  const review = page.getByTestId('apply-review');
  await expect(review).toContainText('Ana Santos');
  await expect(review).toContainText('Siomai Express');
  await expect(review).toContainText('B Mid');
  await expect(review).toContainText('Mandaue, Cebu');
  await expect(review).toContainText('passport.pdf');
  await expect(review.getByRole('button', { name: /^Edit/ })).toHaveCount(4);
  // Edit goes back to that step; the way forward again keeps everything.
  await review.getByRole('button', { name: 'Edit brand, package and location' }).click();
  await expect(heading(page)).toContainText('Step 3 of 5');
  await expect(heading(page)).toBeFocused();
  await expect(page.getByLabel('Preferred city or municipality')).toHaveValue('Mandaue');
  await next(page, 4);
  await next(page, 5);
  await expect(review).not.toContainText('statement.png');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Please confirm that the information is true')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'apply-5', { dir: SHOTS, fitsWidth: true });
  await page.getByLabel(/I confirm that the information above is true/).check();
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(toast(page, 'Application Submitted')).toBeVisible();
  await expect(toast(page, 'Application Submitted')).toContainText('2-3 business days');
  const reference = (await page.getByTestId('application-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^APP-\d{8}-\d{6,}$/);
  await expect(page.getByTestId('apply-confirmation')).toContainText(email);
  await expectAccessible(page);
  await shoot(page, 'apply-done', { dir: SHOTS, fitsWidth: true });

  // The draft is gone: a new visit starts afresh.
  await page.goto('/apply');
  await expect(heading(page)).toContainText('Step 1 of 5');
  await expect(page.getByLabel('First name')).toHaveValue('');

  // Head office finds the application, moves it to Under review, then approves it.
  const hqContext = await browser.newContext();
  const hq = await hqContext.newPage();
  await signInViaApi(hq, 'franchisor@demo.com');
  await hq.goto('/applications');
  await expect(hq.getByRole('heading', { level: 1, name: 'Franchise Applications' })).toBeVisible();
  await hq.getByLabel('Search applications').fill(reference);
  const appRow = hq.getByTestId('application-row').filter({ hasText: reference });
  await expect(appRow).toHaveCount(1);
  await expect(hq.getByTestId('application-row')).toHaveCount(1);
  await expect(appRow).toContainText('Siomai Express');
  await expect(appRow).toContainText('Ana Santos');
  await expect(appRow.locator('[data-status="new"]')).toBeVisible();
  await expectAccessible(hq);
  await shoot(hq, 'applications', { dir: SHOTS, fitsWidth: true });
  await appRow.getByRole('link', { name: reference }).click();

  await expect(hq.getByRole('heading', { level: 1, name: 'Ana Santos' })).toBeVisible();
  await expect(hq.getByTestId('application-documents').getByRole('link')).toHaveCount(2);
  await expect(hq.getByTestId('application-documents').getByRole('link', { name: /passport\.pdf/ })).toHaveAttribute(
    'href',
    /\/documents\//,
  );
  await hq.getByRole('button', { name: 'Move to Under review' }).click();
  await expect(toast(hq, 'is now Under review')).toBeVisible();
  await expect(hq.getByTestId('application-timeline')).toContainText('New → Under review');

  await hq.getByRole('textbox', { name: 'Note' }).fill('Called the applicant; strong retail background.');
  await hq.getByRole('button', { name: 'Add note' }).click();
  await expect(hq.getByTestId('application-timeline')).toContainText('strong retail background');
  await expectAccessible(hq);
  await shoot(hq, 'application', { dir: SHOTS, fitsWidth: true });

  await hq.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = hq.getByRole('alertdialog').or(hq.getByRole('dialog'));
  await expect(approve).toContainText('invitation e-mail');
  await expectAccessible(hq, { include: '[role="dialog"], [role="alertdialog"]' });
  await approve.getByRole('button', { name: 'Approve and invite' }).click();
  await expect(toast(hq, 'is now Approved')).toBeVisible();
  await expect(hq.getByTestId('application-invitation')).toBeVisible();
  await expect(hq.getByTestId('application-actions')).toContainText('cannot change any more');

  // The applicant opens the invitation, sets a password and lands on the new store's opening checklist (issue 35).
  const link = await invitationLink(email);
  const invitedContext = await browser.newContext();
  const invited = await invitedContext.newPage();
  await invited.goto(link);
  await expect(invited.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
  await invited.getByLabel('Password', { exact: true }).fill('welcome123');
  await invited.getByLabel('Confirm password').fill('welcome123');
  await invited.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(invited).toHaveURL(/\/opening$/);

  await invitedContext.close();
  await hqContext.close();
});

test('head office rejects an application with a note; the applicant is told by e-mail', async ({ page, browser }) => {
  // An application sent straight to the API, as the wizard sends it.
  const email = newEmail('rejected');
  const options = await (await page.request.get('/api/applications/options')).json();
  const brand = options.brands[0];
  const documents = [];
  for (const [kind, name, mimeType, buffer] of [
    ['government_id', 'id.pdf', 'application/pdf', PDF],
    ['proof_of_billing', 'bill.png', 'image/png', PNG],
  ] as const) {
    const res = await page.request.post('/api/applications/documents', { multipart: { kind, file: { name, mimeType, buffer } } });
    expect(res.status(), await res.text()).toBe(201);
    const { id, token } = await res.json();
    documents.push({ id, token });
  }
  const sent = await page.request.post('/api/applications', {
    data: {
      firstName: 'Ramon',
      lastName: 'Cruz',
      email,
      phone: '+63 917 555 0123',
      birthDate: '1985-01-20',
      addressLine: '3 Rizal Street',
      city: 'Davao City',
      province: 'Davao del Sur',
      occupation: 'Teacher',
      yearsInBusiness: 0,
      hasFranchiseExperience: false,
      investmentRange: '50k-120k',
      fundingSource: 'bank_loan',
      brandId: brand.id,
      packageCode: brand.packages[0].code,
      preferredProvince: 'Davao del Sur',
      preferredCity: 'Davao City',
      documents,
      consent: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id, reference } = await sent.json();

  const hqContext = await browser.newContext();
  const hq = await hqContext.newPage();
  await signInViaApi(hq, 'franchisor@demo.com');
  await hq.goto(`/applications/${id}`);
  await expect(hq.getByTestId('application-reference')).toHaveText(reference);
  await hq.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = hq.getByRole('dialog', { name: 'Reject this application?' });
  await expect(dialog).toContainText('polite e-mail');
  await dialog.getByLabel('Note for the timeline (optional)').fill('The preferred area is already covered.');
  await expectAccessible(hq, { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(toast(hq, 'is now Rejected')).toBeVisible();
  await expect(hq.locator('[data-status="rejected"]').first()).toBeVisible();
  await expect(hq.getByTestId('application-timeline')).toContainText('already covered');
  await expect(hq.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

  // The applicant's polite e-mail is in the outbox.
  const mailDir = path.join(E2E_DATA_DIR, 'mail');
  const wanted = email.toLowerCase().replace(/[^a-z0-9@._-]/gi, '_');
  await expect
    .poll(() =>
      readdirSync(mailDir)
        .filter((f) => f.toLowerCase().includes(wanted))
        .some((f) => (JSON.parse(readFileSync(path.join(mailDir, f), 'utf8')).text as string).includes('unable to move forward')),
    )
    .toBe(true);

  // The list's Rejected count includes it.
  await hq.goto('/applications?status=rejected');
  await expect(hq.getByTestId('application-row').filter({ hasText: reference })).toHaveCount(1);
  await hqContext.close();
});
