import type { APIRequestContext, Page } from '@playwright/test';
import { addCalendarDays, formatCalendarDate, manilaToday } from '../../src/shared/time';
import { test, expect, expectAccessible, newEmail, shoot, signInViaApi } from './fixtures';
import { invitationLink } from './mail';

/**
 * Issue 35: a visitor applies, head office approves with a target date, the new franchisee works the opening
 * checklist on a phone (375 px) while head office runs the board (1280 px), and the store goes live once every
 * critical item is done. The long flows the checklist waits for (the certification programme, the starter order's
 * delivery, the other permits) run through their own endpoints here; their items complete from those real events.
 */

const SHOTS = { dir: '.tmp/store-opening-shots', fitsWidth: true };
const PHONE = { width: 375, height: 812 };
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const itemRow = (page: Page, title: string) => page.locator(`[data-testid="opening-item"][data-title="${title}"]`);

interface OpeningItemJson {
  id: string;
  title: string;
  state: string;
}
interface OpeningJson {
  id: string;
  applicationId: string | null;
  location: { id: string; name: string };
  items: OpeningItemJson[];
  starterOrder: { id: string } | null;
}

/** The answer's body, once its status is the expected one (any 2xx when `status` is 'ok'). */
// The answers are read loosely, as Playwright's own json() gives them; the pages, not these helpers, are under test.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function ok(res: Awaited<ReturnType<APIRequestContext['get']>>, status: number | 'ok' = 200): Promise<any> {
  if (status === 'ok') expect(res.ok(), await res.text()).toBe(true);
  else expect(res.status(), await res.text()).toBe(status);
  return res.json();
}

/**
 * A visitor applies on a phone through the wizard's five steps, from the brand's microsite, and gets the reference.
 * Only the straight path: each step's messages, drafts and reloads are apply.spec's.
 */
async function applyInBrowser(page: Page, email: string): Promise<string> {
  const step = async (n: number) => {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('apply-step-heading')).toContainText(`Step ${n} of 5`);
  };
  const documentRow = (kind: string) => page.locator(`[data-testid="document-row"][data-kind="${kind}"]`);
  await page.goto('/brand/siomai-shop');
  await page.getByTestId('apply-brand').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for a Franchise' })).toBeVisible();
  await page.getByLabel('First name').fill('Rosario');
  await page.getByLabel('Last name').fill('Dela Paz');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+63 917 555 0147');
  await page.getByLabel('Date of birth').fill('1986-02-14');
  await page.getByLabel('Province', { exact: true }).selectOption('Cebu');
  await page.getByLabel('Address').fill('8 Osmeña Boulevard');
  await page.getByLabel('City or municipality').fill('Cebu City');
  await step(2);
  await page.getByLabel('Occupation').fill('Carinderia owner');
  await page.getByLabel('Years in business').fill('8');
  await page.getByLabel('Investment range').selectOption('120k-250k');
  await page.getByLabel('Source of funds').selectOption('personal_savings');
  await step(3);
  await expect(page.getByLabel('Brand', { exact: true }).locator('option:checked')).toHaveText('Siomai Express');
  await page.getByLabel('Package', { exact: true }).selectOption('B');
  await page.getByLabel('Preferred province').selectOption('Cebu');
  await page.getByLabel('Preferred city or municipality').fill('Mandaue');
  await step(4);
  await documentRow('government_id')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'umid.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(documentRow('government_id').getByTestId('uploaded-document')).toContainText('umid.pdf');
  await documentRow('proof_of_billing')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'meralco.png', mimeType: 'image/png', buffer: PNG });
  await expect(documentRow('proof_of_billing').getByTestId('uploaded-document')).toContainText('meralco.png');
  await step(5);
  await expect(page.getByTestId('apply-review')).toContainText('Mandaue, Cebu');
  await page.getByLabel(/I confirm that the information above is true/).check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(toast(page, 'Application Submitted')).toBeVisible();
  await shoot(page, 'applied', SHOTS);
  const reference = (await page.getByTestId('application-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^APP-\d{8}-\d{6,}$/);
  return reference;
}

/** The franchisee finishes the brand's certification programme through the learner endpoints (every lesson, every quiz). */
async function passCertification(hq: APIRequestContext, owner: APIRequestContext, brandId: string) {
  const list = await ok(await hq.get(`/api/training/manage/programs?brandId=${brandId}&status=published`));
  const summary = list.items[0];
  const program = await ok(await hq.get(`/api/training/manage/programs/${summary.id}`));
  await ok(await owner.get('/api/training'));
  for (const m of [...program.modules].sort((a: { position: number }, b: { position: number }) => a.position - b.position)) {
    for (const l of m.lessons) await ok(await owner.post(`/api/training/lessons/${l.id}/complete`));
    if (m.questions.length === 0) continue;
    const learner = await ok(await owner.get(`/api/training/modules/${m.id}`));
    const key = new Map<string, number>(m.questions.map((q: { id: string; correctIndex: number }) => [q.id, q.correctIndex]));
    const answers = learner.quiz.questions.map((q: { id: string }) => key.get(q.id));
    await ok(await owner.post(`/api/training/modules/${m.id}/quiz`, { data: { answers } }));
  }
}

test('a store opens: approval, the checklist on a phone, the board, refused early, then open and trading', async ({ browser }) => {
  test.setTimeout(360_000);
  const email = newEmail('opener');
  const target = addCalendarDays(manilaToday(), 60);

  // 1. A visitor applies, on a phone.
  const visitorContext = await browser.newContext({ viewport: PHONE });
  const reference = await applyInBrowser(await visitorContext.newPage(), email);
  await visitorContext.close();

  // 2. Head office approves with a target date.
  const hqContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const hq = await hqContext.newPage();
  await signInViaApi(hq, 'franchisor@demo.com');
  await hq.goto('/applications');
  await hq.getByLabel('Search applications').fill(reference);
  // The search narrows the list (debounced) before the row is taken, so the click does not land on a row being replaced.
  await expect(hq.getByTestId('application-row')).toHaveCount(1);
  await hq.getByTestId('application-row').getByRole('link', { name: reference }).click();
  await expect(hq.getByRole('heading', { level: 1, name: 'Rosario Dela Paz' })).toBeVisible();
  const applicationId = new URL(hq.url()).pathname.split('/').pop();
  await hq.getByRole('button', { name: 'Move to Under review' }).click();
  await expect(toast(hq, 'is now Under review')).toBeVisible();
  await hq.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = hq.getByRole('dialog', { name: 'Approve this application?' });
  await expect(approve).toContainText('invitation e-mail');
  await approve.getByLabel('Target opening date').fill(target);
  await expectAccessible(hq, { include: '[role="dialog"]' });
  await shoot(hq, 'approve-with-target', SHOTS);
  await approve.getByRole('button', { name: 'Approve and invite' }).click();
  await expect(toast(hq, 'is now Approved')).toBeVisible();
  const board = await ok(await hq.request.get('/api/openings'));
  const summary = board.items.find((o: OpeningJson) => o.applicationId === applicationId) as OpeningJson;
  expect(summary.location.name).toBe('Siomai Express Mandaue');

  // 3. The invitation mail's link sets a password; the first sign-in lands on the opening page.
  const link = await invitationLink(email);
  const ownerContext = await browser.newContext({ viewport: PHONE });
  const owner = await ownerContext.newPage();
  await owner.goto(link);
  await expect(owner.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
  await owner.getByLabel('Password', { exact: true }).fill('opening-day-2026');
  await owner.getByLabel('Confirm password').fill('opening-day-2026');
  await owner.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(owner).toHaveURL(/\/opening$/);

  // 4. The opening page: the store, the target date, progress, what is due next, each item.
  await expect(owner.getByRole('heading', { level: 1, name: 'Store Opening' })).toBeVisible();
  await expect(owner.getByTestId('opening-facts')).toContainText('Siomai Express Mandaue');
  await expect(owner.getByTestId('opening-target')).toContainText(formatCalendarDate(target));
  await expect(owner.getByTestId('opening-target')).toContainText('60 days left');
  await expect(owner.getByRole('meter', { name: 'Checklist progress' })).toHaveAttribute('aria-valuenow', '0');
  await expect(owner.getByTestId('next-due').getByRole('listitem')).toHaveCount(3);
  // System-linked items complete themselves, with a link to their step; they offer no tick.
  const trained = itemRow(owner, "Staff trained: the owner passes the brand's certification programme");
  await expect(trained.getByTestId('system-link')).toContainText('training programme');
  await expect(trained.getByRole('link', { name: 'Go to training' })).toHaveAttribute('href', '/franchisee-training');
  await expect(trained.getByRole('button')).toHaveCount(0);
  await expectAccessible(owner);
  await shoot(owner, 'opening-page-new', SHOTS);
  await owner.setViewportSize(PHONE);

  // Uploads the barangay clearance: a wrong type is refused in the browser first.
  const barangay = itemRow(owner, 'Barangay clearance');
  await barangay.getByRole('button', { name: 'Upload Barangay clearance' }).click();
  const upload = owner.getByRole('dialog', { name: 'Upload Barangay clearance' });
  await upload.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(upload).toContainText('Upload a PDF, JPG or PNG file.');
  await upload.locator('input[type="file"]').setInputFiles({ name: 'barangay-clearance.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectAccessible(owner, { include: '[role="dialog"]' });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(owner, 'File uploaded')).toBeVisible();
  await expect(barangay).toHaveAttribute('data-state', 'submitted');
  await expect(barangay.locator('[data-status="submitted"]')).toHaveText(/Awaiting review/);

  // Places the starter order: the package's starter inventory, through the normal checkout.
  await ok(
    await owner.request.post('/api/addresses', {
      data: {
        type: 'both',
        recipientName: 'Rosario Dela Paz',
        line1: 'Unit 4, A.S. Fortuna Street',
        city: 'Mandaue',
        province: 'Cebu',
        postalCode: '6014',
        phone: '+639175550147',
        // The store's own address, so checkout ships there without asking.
        locationId: summary.location.id,
      },
    }),
    'ok',
  );
  await ok(await owner.request.post('/api/payment-methods', { data: { type: 'cash_on_delivery' } }), 'ok');
  await expect(
    owner.getByTestId('starter-order').getByRole('list', { name: 'Starter inventory' }).getByRole('listitem').first(),
  ).toBeVisible();
  await owner.getByRole('button', { name: 'Order opening stock' }).click();
  await expect(owner).toHaveURL(/\/checkout$/);
  await owner.getByRole('button', { name: 'Place Order' }).click();
  await expect(owner).toHaveURL(/\/order-confirmation\//);
  await owner.goto('/opening');
  await expect(owner.getByTestId('starter-order')).toContainText(/Order .+ is pending approval/);
  await expect(owner.getByRole('button', { name: 'Order opening stock' })).toHaveCount(0);
  await shoot(owner, 'opening-page-uploaded', SHOTS);
  await owner.setViewportSize(PHONE);
  // The dashboard shows the same opening until the store opens.
  await owner.goto('/franchisee-dashboard');
  await expect(owner.getByTestId('opening-card')).toHaveAttribute('data-status', 'in_progress');
  await expect(owner.getByTestId('opening-card')).toContainText('1 awaiting review');
  await owner.getByRole('link', { name: 'Open the opening checklist' }).click();
  await expect(owner).toHaveURL(new RegExp(`/opening\\?project=${summary.id}$`));

  // 5. Head office: the board shows the upload to review; accepting it moves the board; opening early is refused.
  await hq.goto('/openings');
  await expect(hq.getByRole('heading', { level: 1, name: 'Store Openings' })).toBeVisible();
  const row = hq.locator(`[data-testid="opening-row"][data-id="${summary.id}"]`);
  await expect(row.getByTestId('board-review')).toHaveText('1');
  const criticalBefore = Number(await row.getByTestId('board-critical').textContent());
  await expectAccessible(hq);
  await shoot(hq, 'board-before', SHOTS);
  await row.getByRole('link', { name: 'Siomai Express Mandaue' }).click();
  await expect(hq).toHaveURL(new RegExp(`/openings\\?project=${summary.id}$`));
  const hqBarangay = itemRow(hq, 'Barangay clearance');
  await expect(hqBarangay.getByRole('link', { name: /barangay-clearance\.pdf/ })).toBeVisible();
  await hqBarangay.getByRole('button', { name: 'Accept Barangay clearance' }).click();
  await expect(toast(hq, 'Upload accepted')).toBeVisible();
  await expect(hqBarangay).toHaveAttribute('data-state', 'done');

  await hq.getByRole('button', { name: 'Open store' }).click();
  await hq.getByRole('alertdialog').or(hq.getByRole('dialog')).getByRole('button', { name: 'Open the store' }).click();
  const refused = hq.getByTestId('open-refused');
  await expect(refused).toContainText('The store cannot open yet.');
  await expect(refused).toContainText('Franchise agreement signed and franchise fee paid');
  await expect(refused).toContainText('Equipment delivered');
  await expect(refused).not.toContainText('Barangay clearance');
  await expectAccessible(hq);
  await shoot(hq, 'open-refused', SHOTS);

  await hq.goto('/openings');
  await expect(row.getByTestId('board-review')).toHaveText('0');
  await expect(row.getByTestId('board-critical')).toHaveText(String(criticalBefore - 1));

  // 6. The remaining critical items, each through its own flow.
  const hqApi = hq.request;
  const ownerApi = owner.request;
  const opening = (await ok(await ownerApi.get(`/api/openings/${summary.id}`))) as OpeningJson;
  const id = (title: string) => opening.items.find((i) => i.title.startsWith(title))!.id;
  // The agreement, recorded as signed in the contract package.
  await ok(
    await hqApi.put(`/api/contract-package/locations/${opening.location.id}/agreement`, {
      data: {
        packageCode: 'B',
        termStart: target,
        termEnd: addCalendarDays(target, 5 * 365),
        territory: 'Mandaue, Cebu',
        renewalStatus: 'not_due',
        signedOn: manilaToday(),
        royaltyPercent: 6,
        marketingFeePercent: 2,
        note: 'Signed at the Cebu office; franchise fee received.',
      },
    }),
  );
  // The permits and registrations: uploaded by the franchisee, accepted by head office.
  for (const title of ['DTI or SEC', 'BIR certificate', "Mayor's", 'Sanitary permit', 'Fire safety', 'Site lease']) {
    await ok(
      await ownerApi.post(`/api/openings/${summary.id}/items/${id(title)}/upload`, {
        multipart: { file: { name: 'scan.pdf', mimeType: 'application/pdf', buffer: PDF } },
      }),
    );
    await ok(await hqApi.post(`/api/openings/${summary.id}/items/${id(title)}/review`, { data: { decision: 'accepted' } }));
  }
  // The certification programme, passed by the owner.
  const brandId = (await ok(await hqApi.get(`/api/openings/${summary.id}`))).brand.id;
  await passCertification(hqApi, ownerApi, brandId);
  // The starter order: approved, processed, shipped and delivered by head office.
  const orderId = opening.starterOrder!.id;
  await ok(await hqApi.post(`/api/approvals/${orderId}/approve`, { data: {} }));
  await ok(await hqApi.post(`/api/shipping/${orderId}/processing`));
  await ok(
    await hqApi.post(`/api/shipping/${orderId}/ship`, {
      data: {
        carrier: 'LBC',
        trackingNumber: `TRK-${Date.now()}`,
        shippingMethod: 'Express',
        estimatedDelivery: addCalendarDays(manilaToday(), 2),
      },
    }),
  );
  await ok(await hqApi.post(`/api/shipping/${orderId}/deliver`));

  // Head office ticks its own task on the page; the system items have completed themselves.
  await hq.goto(`/openings?project=${summary.id}`);
  await expect(itemRow(hq, 'Franchise agreement signed and franchise fee paid')).toHaveAttribute('data-state', 'done');
  await expect(itemRow(hq, "Staff trained: the owner passes the brand's certification programme")).toHaveAttribute('data-state', 'done');
  await expect(itemRow(hq, 'Opening stock ordered')).toHaveAttribute('data-state', 'done');
  await itemRow(hq, 'Equipment delivered').getByRole('button', { name: 'Mark done Equipment delivered' }).click();
  await expect(itemRow(hq, 'Equipment delivered')).toHaveAttribute('data-state', 'done');
  await expect(hq.getByTestId('opening-critical')).toHaveText('0');
  await expect(hq.getByTestId('opening-stage')).toHaveText('Ready to open');

  // Head office opens the store.
  await hq.getByRole('button', { name: 'Open store' }).click();
  await hq.getByRole('alertdialog').or(hq.getByRole('dialog')).getByRole('button', { name: 'Open the store' }).click();
  await expect(toast(hq, 'Siomai Express Mandaue is open')).toBeVisible();
  await expect(hq.getByTestId('opened-notice')).toContainText(`opened on ${formatCalendarDate(manilaToday())}`);
  await shoot(hq, 'opened', SHOTS);
  await hq.goto('/openings');
  await expect(row).toHaveAttribute('data-stage', 'opened');

  // The franchisee's dashboard shows the store trading.
  await owner.goto('/franchisee-dashboard');
  const card = owner.getByTestId('opening-card');
  await expect(card).toHaveAttribute('data-status', 'opened');
  await expect(card).toContainText(`Trading since ${formatCalendarDate(manilaToday())}`);
  await expect(owner.getByText('Figures for')).toContainText('Siomai Express Mandaue');
  await expect(owner.getByTestId('kpi-sales-today')).toBeVisible();
  await expectAccessible(owner);
  await shoot(owner, 'dashboard-trading', SHOTS);

  await ownerContext.close();
  await hqContext.close();
});
