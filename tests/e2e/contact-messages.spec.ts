import path from 'node:path';
import { test, expect, shoot, newEmail, signInViaApi } from './fixtures';

const SHOTS = path.resolve('.tmp/apply-shots');

test('head office reads a contact message, replies by e-mail link and marks it handled, then new again', async ({ page }) => {
  // A visitor's message, sent as the contact form sends it.
  const email = newEmail('visitor');
  const subject = `Franchise question ${Date.now().toString(36)}`;
  const sent = await page.request.post('/api/contact', {
    data: {
      firstName: 'Lito',
      lastName: 'Reyes',
      email,
      phone: '+63 918 555 0199',
      subject,
      message: 'Hello, is the Lemon Juice Stand available in Iloilo City?\nThank you.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signInViaApi(page, 'franchisor@demo.com');

  await page.goto('/contact-messages?status=new');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^New/, pressed: true })).toBeVisible();
  await page.getByLabel('Search messages').fill(subject);
  const row = page.getByTestId('contact-message-row').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-status="new"]')).toBeVisible();

  await row.getByRole('button', { name: 'Show message from Lito Reyes' }).click();
  const detail = page.getByTestId('contact-message-detail');
  await expect(detail).toContainText('available in Iloilo City');
  await expect(detail.getByRole('link', { name: `Reply to ${email}` })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${email.replace(/[.+]/g, '\\$&')}`),
  );
  await shoot(page, 'contact-messages', { dir: SHOTS, fitsWidth: true });

  await row.getByRole('button', { name: `Mark handled: ${subject}` }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Marked handled' })).toBeVisible();
  // Under the New filter the handled message leaves the list; under Handled it is there, with who handled it.
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: /^Handled/ }).click();
  await expect(row.locator('[data-status="handled"]')).toBeVisible();
  await row.getByRole('button', { name: `Mark as new: ${subject}` }).click();
  await expect(row).toHaveCount(0);
});
