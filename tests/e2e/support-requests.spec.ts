import type { Browser, Page } from '@playwright/test';
import { test, expect, expectAccessible, shoot, signInViaApi } from './fixtures';

/**
 * Issue 15, support requests: the franchisee opens a ticket with a PNG attached; head office finds it in the queue,
 * assigns it and replies; the franchisee is notified, reads the reply and closes the ticket. The chat-support help
 * button raises a ticket with the page's address attached. Axe on the four pages; screenshots at 1280 and 375 px.
 */

const SHOTS = { dir: process.env.E2E_SHOTS_DIR ?? '.tmp/support-shots', fitsWidth: true };
const toast = (page: Page, title: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: title });
/** A real 1×1 PNG. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInViaApi(page, email);
  return page;
}

test('a ticket with an attachment: head office replies, the franchisee is notified, reads it and closes the ticket', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const subject = `POS terminal offline ${stamp}`;
  const maria = await signedIn(browser, 'franchisee@demo.com');
  const boss = await signedIn(browser, 'franchisor@demo.com');

  // The franchisee's list, then "New request": the contract's messages first, then a ticket with a PNG.
  await maria.goto('/franchisee/support-requests');
  await expect(maria.getByRole('heading', { level: 1, name: 'Support Requests' })).toBeVisible();
  await expect(maria.getByTestId('status-counts')).toBeVisible();
  await expectAccessible(maria);
  await maria.getByRole('button', { name: 'New request' }).click();
  const dialog = maria.getByRole('dialog', { name: 'New support request' });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Subject is required.')).toBeVisible();
  await expect(dialog.getByText('Choose a category.')).toBeVisible();
  await expect(dialog.getByText('Describe the problem or question.')).toBeVisible();
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Category').selectOption('Technical');
  await dialog.getByLabel('Priority').selectOption('High');
  await dialog.getByLabel('Description').fill('The card terminal at the counter shows "offline" since this morning.\nRestarted twice.');
  // A file of the wrong kind is refused before anything is sent.
  await dialog
    .getByLabel('Attachments (optional)')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByText('Choose a PDF, Word document, JPG or PNG file.')).toBeVisible();
  await dialog.getByLabel('Attachments (optional)').setInputFiles({ name: 'terminal.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByTestId('new-ticket-files')).toContainText('terminal.png');
  await expectAccessible(maria, { include: '[role="dialog"]' });
  await shoot(maria, 'support-new-request-dialog', { dir: SHOTS.dir });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(toast(maria, /Support request TKT-\d{6} created/)).toBeVisible();
  await expect(maria).toHaveURL(/\/franchisee\/support-requests\/[0-9a-f-]{36}$/);
  const ticketUrl = maria.url();
  const ticketNumber = (await maria.getByTestId('ticket-number').textContent())!.trim();
  expect(ticketNumber).toMatch(/^TKT-\d{6}$/);
  await expect(maria.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(maria.getByText('Status: Open')).toBeVisible();
  const attachment = maria.getByTestId('ticket-attachment').filter({ hasText: 'terminal.png' });
  await expect(attachment).toBeVisible();
  // The download is the uploaded file, byte for byte.
  const href = await attachment.getAttribute('href');
  const download = await maria.request.get(href!);
  expect(download.status()).toBe(200);
  expect(Buffer.from(await download.body()).equals(PNG)).toBe(true);
  await expectAccessible(maria);
  // A follow-up from the franchisee with a PDF: the file sits on their message.
  await maria.getByLabel('Your reply').fill('Here is the error the terminal prints.');
  await maria.getByLabel('Attach a file (optional)').setInputFiles({ name: 'error-slip.pdf', mimeType: 'application/pdf', buffer: PDF });
  await maria.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(maria, 'Reply sent')).toBeVisible();
  const followUp = maria.getByTestId('ticket-message').filter({ hasText: 'Here is the error the terminal prints.' });
  await expect(followUp).toHaveAttribute('data-own', 'true');
  await expect(followUp.getByTestId('ticket-attachment')).toContainText('error-slip.pdf');
  await expect(maria.getByLabel('Your reply')).toHaveValue('');
  await shoot(maria, 'support-request-open', SHOTS);

  // The list shows it, searchable through the URL.
  await maria.goto(`/franchisee/support-requests?search=${stamp}`);
  const myRow = maria.getByTestId('ticket-row').filter({ hasText: ticketNumber });
  await expect(myRow).toBeVisible();
  await expect(myRow).toContainText('Open');
  await maria
    .getByTestId('status-counts')
    .getByRole('button', { name: /^Closed/ })
    .click();
  await expect(maria).toHaveURL(/status=closed/);
  await expect(maria.getByText('No requests match these filters.')).toBeVisible();
  await maria.getByTestId('status-counts').getByRole('button', { name: /^Open/ }).click();
  await expect(myRow).toBeVisible();
  await shoot(maria, 'support-requests-list', { ...SHOTS, dark: true });

  // Head office: the queue, filters in the URL, then the ticket.
  await boss.goto('/support-tickets');
  await expect(boss.getByRole('heading', { level: 1, name: 'Support Tickets' })).toBeVisible();
  await expect(boss.getByTestId('ticket-row').first()).toBeVisible();
  await expectAccessible(boss);
  await boss.getByLabel('Assignee').selectOption('unassigned');
  await expect(boss).toHaveURL(/assignee=unassigned/);
  await boss.getByLabel('Sort by').selectOption('newest');
  await expect(boss).toHaveURL(/sort=newest/);
  await boss.getByLabel('Search tickets').fill(stamp);
  await boss.getByLabel('Search tickets').press('Enter');
  const queueRow = boss.getByTestId('ticket-row').filter({ hasText: ticketNumber });
  await expect(queueRow).toBeVisible();
  await expect(boss.getByTestId('ticket-row')).toHaveCount(1);
  await expect(queueRow).toContainText('Awaiting reply');
  await expect(queueRow).toContainText('High');
  await shoot(boss, 'support-queue', { ...SHOTS, dark: true });
  await queueRow.getByRole('link', { name: subject }).click();
  await expect(boss).toHaveURL(/\/support-tickets\/[0-9a-f-]{36}$/);
  await expect(boss.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(boss.getByTestId('ticket-attachment').filter({ hasText: 'terminal.png' })).toBeVisible();
  // Assign to a staff member (the first in the list).
  const assignee = boss.getByLabel('Assignee');
  const firstStaff = await assignee.locator('option').nth(1).textContent();
  await assignee.selectOption({ index: 1 });
  await expect(toast(boss, `Assigned to ${firstStaff}`)).toBeVisible();
  await expect(boss.getByTestId('ticket-history')).toContainText(`Assigned to ${firstStaff}`);
  // An empty reply is refused with the contract's message; then the reply goes out.
  await boss.getByRole('button', { name: 'Send reply' }).click();
  await expect(boss.getByText('Write a message.')).toBeVisible();
  const answer = `Hi! Please unplug the terminal for 30 seconds and check the LAN cable. (${stamp})`;
  await boss.getByLabel('Your reply').fill(answer);
  await boss.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(boss, 'Reply sent')).toBeVisible();
  await expect(boss.getByTestId('ticket-message').filter({ hasText: answer })).toHaveAttribute('data-own', 'true');
  // A head-office reply moves an open ticket to In Progress.
  await expect(boss.getByText('Status: In Progress')).toBeVisible();
  await expect(boss.getByRole('button', { name: 'Mark resolved' })).toBeVisible();
  await expectAccessible(boss);
  await shoot(boss, 'support-ticket-head-office', { ...SHOTS, dark: true });

  // The franchisee is notified: the bell counts it and the notifications page lists it; opening it leads to the ticket.
  await maria.goto('/franchisee-dashboard');
  await expect(maria.getByRole('button', { name: /^Notifications, [1-9]\d* unread/ })).toBeVisible({ timeout: 20_000 });
  await maria.goto('/notifications');
  const note = maria.getByTestId('notification-item').filter({ hasText: `Head office replied on ${ticketNumber}` });
  await expect(note).toBeVisible();
  await expect(note).toContainText(answer.slice(0, 40));
  await note.getByRole('button', { name: 'View' }).click();
  await expect(maria).toHaveURL(ticketUrl);
  const reply = maria.getByTestId('ticket-message').filter({ hasText: answer });
  await expect(reply).toBeVisible();
  await expect(reply).toHaveAttribute('data-side', 'head_office');
  await expect(reply).toHaveAttribute('data-own', 'false');
  await expect(maria.getByText('Status: In Progress')).toBeVisible();

  // Close it: confirm, then the status is Closed and the reply box is gone.
  await maria.getByRole('button', { name: 'Close ticket' }).click();
  const confirm = maria.getByRole('dialog', { name: `Close ${ticketNumber}?` });
  await expectAccessible(maria, { include: '[role="dialog"]' });
  await confirm.getByRole('button', { name: 'Close ticket' }).click();
  await expect(toast(maria, 'Ticket closed')).toBeVisible();
  await expect(maria.getByText('Status: Closed')).toBeVisible();
  await expect(maria.getByText('This ticket is closed. Open a new support request if you need more help.')).toBeVisible();
  await expect(maria.getByRole('button', { name: 'Close ticket' })).toHaveCount(0);
  await expect(maria.getByTestId('ticket-history')).toContainText('In Progress → Closed');
  await shoot(maria, 'support-request-closed', SHOTS);

  // Head office sees it closed: no more status changes, no reply box.
  await boss.reload();
  await expect(boss.getByText('Status: Closed')).toBeVisible();
  await expect(boss.getByText('A closed ticket cannot change status.')).toBeVisible();

  await maria.context().close();
  await boss.context().close();
});

test('the help button raises a ticket with the page address; an unknown ticket is not found', async ({ asFranchisee: page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36).toUpperCase();
  await page.goto('/orders?status=pending');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const help = page.getByRole('button', { name: 'Help', exact: true });
  await expect(help).toBeVisible();

  // On a phone it sits in the header, beside the cart and the bell, as an icon (issue 32: it floated over content).
  await page.setViewportSize({ width: 375, height: 812 });
  const headerBox = (await page.locator('header').first().boundingBox())!;
  const buttonBox = (await help.boundingBox())!;
  expect(buttonBox.y).toBeGreaterThanOrEqual(headerBox.y);
  expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
  await page.screenshot({ path: `${SHOTS.dir}/help-button-375.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Keyboard: focus the button and open it with Enter.
  await help.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ask head office for help' });
  await expect(dialog).toContainText('/orders?status=pending');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Subject is required.')).toBeVisible();
  await dialog.getByLabel('Subject').fill(`Cannot find my order ${stamp}`);
  await dialog.getByLabel('Category').selectOption('Operations');
  await dialog.getByLabel('Message').fill('The order I placed yesterday does not show in this list.');
  await expectAccessible(page, { include: '[role="dialog"]' });
  await shoot(page, 'help-dialog', { dir: SHOTS.dir });
  await dialog.getByRole('button', { name: 'Send' }).click();
  const created = toast(page, /Support request TKT-\d{6} created/);
  await expect(created).toBeVisible();
  await created.getByRole('button', { name: 'View request' }).click();
  await expect(page).toHaveURL(/\/franchisee\/support-requests\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Cannot find my order ${stamp}` })).toBeVisible();
  await expect(page.getByTestId('ticket-source-url')).toHaveText('/orders?status=pending');

  // Another location's or an unknown ticket: not found, with a way back.
  await page.goto('/franchisee/support-requests/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Support request not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Support Requests' })).toBeVisible();
  await expectAccessible(page);
});

test('head office opens an unknown ticket: not found; admin reads the queue', async ({ page }) => {
  await signInViaApi(page, 'admin@demo.com');
  await page.goto('/support-tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Support Tickets' })).toBeVisible();
  await expect(page.getByTestId('status-counts')).toBeVisible();
  await page.goto('/support-tickets/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Support ticket not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Support Tickets' })).toBeVisible();
});
