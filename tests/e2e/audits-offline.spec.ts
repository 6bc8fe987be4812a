import type { APIRequestContext, Page } from '@playwright/test';
import { manilaToday } from '../../src/shared/time';
import { test, expect, expectAccessible, shoot, signInViaApi } from './fixtures';

/**
 * Issue 37's e2e steps 1–5, in Chromium at 375 px: the auditor opens a scheduled audit, goes offline and answers every
 * question (a photo, a critical failure), closes the tab; reopens, goes online and sees it sync; the server holds each
 * answer once and the score a hand computation gives; head office approves, the PDF report has the photo; the
 * franchisee answers the corrective action with a photo and the auditor closes it.
 */

test.use({ serviceWorkers: 'allow', viewport: { width: 375, height: 812 } });

const PHONE = { width: 375, height: 812 };
const SHOTS = { dir: '.tmp/audits-shots', fitsWidth: true };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

// The answers are read loosely, as Playwright's own json() gives them; the pages, not these helpers, are under test.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function ok(res: Awaited<ReturnType<APIRequestContext['get']>>, status: number | 'ok' = 200): Promise<any> {
  if (status === 'ok') expect(res.ok(), await res.text()).toBe(true);
  else expect(res.status(), await res.text()).toBe(status);
  return res.json();
}

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

interface Q {
  prompt: string;
  kind: 'yes_no' | 'score' | 'number' | 'choice';
  weight: number;
  critical?: boolean;
  photoRequired?: boolean;
  allowNa?: boolean;
  maxScore?: number;
  passScore?: number;
  min?: number;
  max?: number;
  passMin?: number;
  passMax?: number;
  unit?: string;
  choices?: { label: string; passes: boolean }[];
}
type Given = 'yes' | 'no' | 'na' | number;

/**
 * Decision 023's rule, written out here on its own: yes earns the weight, no nothing; a score earns value/max of it;
 * a number or a choice earns it when it passes; not applicable leaves both points and weight out. One decimal.
 */
function handScore(questions: Q[], given: Given[]): { percent: number; criticalFailures: number } {
  let earned = 0;
  let possible = 0;
  let criticalFailures = 0;
  questions.forEach((q, i) => {
    const a = given[i];
    if (a === 'na') return;
    possible += q.weight;
    let passes: boolean;
    if (q.kind === 'yes_no') {
      passes = a === 'yes';
      earned += passes ? q.weight : 0;
    } else if (q.kind === 'score') {
      earned += (q.weight * (a as number)) / q.maxScore!;
      passes = (a as number) >= q.passScore!;
    } else if (q.kind === 'number') {
      passes = (a as number) >= q.passMin! && (a as number) <= q.passMax!;
      earned += passes ? q.weight : 0;
    } else {
      passes = q.choices![a as number].passes;
      earned += passes ? q.weight : 0;
    }
    if (!passes && q.critical) criticalFailures += 1;
  });
  return { percent: Math.round((earned / possible) * 1000) / 10, criticalFailures };
}

test('an audit done offline on a phone syncs once, scores as computed by hand, and closes the loop', async ({ page, browser }) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const chiller = `Chiller temperature (e2e ${stamp})`;
  const questions: Q[] = [
    {
      prompt: chiller,
      kind: 'number',
      min: -40,
      max: 100,
      passMin: 0,
      passMax: 5,
      unit: '°C',
      weight: 3,
      critical: true,
      photoRequired: true,
    },
    { prompt: 'Hand-wash station stocked', kind: 'yes_no', weight: 2 },
    { prompt: 'Counter and till area clean', kind: 'score', maxScore: 5, passScore: 3, weight: 2 },
    { prompt: 'Promotion posters displayed', kind: 'yes_no', weight: 1, allowNa: true },
    {
      prompt: 'Menu board condition',
      kind: 'choice',
      weight: 2,
      choices: [
        { label: 'Good', passes: true },
        { label: 'Damaged', passes: false },
      ],
    },
  ];
  // A failed critical reading (9 °C), yes, 4 of 5, not applicable, the passing choice.
  const given: Given[] = [9, 'yes', 4, 'na', 0];
  const expected = handScore(questions, given);
  expect(expected.percent).toBe(62.2);

  // Seeded through the API: a template for the demo franchisee's store's brand, an audit of it today for the franchisor.
  await signInViaApi(page, 'franchisor@demo.com');
  const session = await ok(await page.request.get('/api/session'));
  const locations = await ok(await page.request.get('/api/network/locations?search=SE-MKT-001'));
  const store = locations.items.find((l: { code: string }) => l.code === 'SE-MKT-001');
  const template = await ok(
    await page.request.post('/api/audits/templates', {
      data: {
        brandId: store.brandId,
        name: `Offline check ${stamp}`,
        passMarkPercent: 80,
        sections: [
          { title: 'Food safety', questions: questions.slice(0, 2) },
          { title: 'Cleanliness and brand', questions: questions.slice(2) },
        ],
      },
    }),
    201,
  );
  const scheduled = await ok(
    await page.request.post('/api/audits', {
      data: {
        locationId: store.id,
        templateId: template.id,
        auditorId: session.user.id,
        scheduledFor: manilaToday(),
        cadence: 'once',
        announced: true,
      },
    }),
    201,
  );
  const auditId: string = scheduled.id;

  // 1. The auditor opens the scheduled audit from today's list and starts it.
  await page.goto('/audits');
  await expect(page.getByRole('heading', { level: 1, name: 'Store Audits' })).toBeVisible();
  const card = page.locator(`[data-testid="audit-card"][data-audit-id="${auditId}"]`);
  await expect(card).toContainText(store.name);
  await shoot(page, 'audits-today', SHOTS);
  await page.setViewportSize(PHONE);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/audits/${auditId}$`));
  await expect(page.getByRole('link', { name: /Call the store/ })).toHaveAttribute('href', /^tel:/);
  await page.getByRole('button', { name: 'Start audit' }).click();
  await expect(page.getByTestId('audit-question')).toHaveCount(questions.length);
  // The service worker takes the page over; a reload lets it keep the app and this audit for offline use.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker?.controller)), { timeout: 30_000 }).toBe(true);
  await page.reload();
  await expect(page.getByTestId('audit-question')).toHaveCount(questions.length);
  await expectAccessible(page);

  // 2. Offline from here: every answer, one photo, one critical failure; then the tab is closed.
  await page.context().setOffline(true);
  const question = (p: Page, prompt: string) => p.getByTestId('audit-question').filter({ hasText: prompt });
  const chillerCard = question(page, chiller);
  await chillerCard.getByLabel('Reading (°C)').fill('9');
  await chillerCard.getByLabel('Reading (°C)').press('Enter');
  await expect(chillerCard).toContainText('Fails (critical)');
  await chillerCard.getByTestId('photo-input').setInputFiles({ name: 'chiller.png', mimeType: 'image/png', buffer: PNG });
  await expect(chillerCard.getByTestId('photo-count')).toContainText('1 photo (waiting to sync)');
  await question(page, 'Hand-wash station stocked').getByRole('button', { name: 'Yes', exact: true }).click();
  await question(page, 'Counter and till area clean').getByRole('button', { name: '4', exact: true }).click();
  await question(page, 'Promotion posters displayed').getByRole('button', { name: 'N/A', exact: true }).click();
  await question(page, 'Menu board condition').getByRole('button', { name: 'Good', exact: true }).click();
  await expect(page.getByTestId('audit-progress')).toHaveText(`${questions.length} of ${questions.length} questions answered`);
  await expect(page.getByTestId('answer-state').filter({ hasText: 'Waiting to sync' })).toHaveCount(questions.length);
  await expect(page.getByText(/6 changes? waiting to sync/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit audit' })).toBeDisabled();
  await expectAccessible(page);
  await shoot(page, 'audit-offline', SHOTS);
  const context = page.context();
  await page.close();

  // 3. Reopened (still offline, from the device), then online: the queue sends everything and the page says so.
  const again = await context.newPage();
  await again.setViewportSize(PHONE);
  await again.goto(`/audits/${auditId}`);
  await expect(again.getByTestId('audit-question')).toHaveCount(questions.length);
  await expect(again.getByText(/6 changes? waiting to sync/)).toBeVisible();
  await context.setOffline(false);
  await expect(again.getByText(/waiting to sync/)).toHaveCount(0, { timeout: 30_000 });
  await expect(again.getByTestId('answer-state').filter({ hasText: 'Saved' })).toHaveCount(questions.length);
  await expect(question(again, chiller).getByTestId('photo-count')).toHaveText('1 photo');

  // 4. The server holds each answer and the photo exactly once.
  const detail = await ok(await again.request.get(`/api/audits/${auditId}`));
  expect(detail.answers).toHaveLength(questions.length);
  expect(new Set(detail.answers.map((a: { idempotencyKey: string }) => a.idempotencyKey)).size).toBe(questions.length);
  expect(detail.photos).toHaveLength(1);
  const saved = await ok(await again.request.get(`/api/iam/audit?action=audit.answer_saved&targetId=${auditId}&limit=100`));
  expect(saved.total).toBe(questions.length);
  const photos = await ok(await again.request.get(`/api/iam/audit?action=audit.photo_uploaded&targetId=${auditId}&limit=100`));
  expect(photos.total).toBe(1);

  // Submitting shows the server's score, which is the hand computation's.
  await again.getByRole('button', { name: 'Submit audit' }).click();
  await expect(toast(again, 'Audit submitted')).toBeVisible();
  await expect(again.getByTestId('audit-score')).toHaveText(`${expected.percent}%`);
  await expect(again.getByTestId('audit-result')).toContainText('Failed');
  await expect(again.getByTestId('audit-result')).toContainText(`${expected.criticalFailures} critical failure`);
  const submitted = await ok(await again.request.get(`/api/audits/${auditId}`));
  expect(submitted.audit).toMatchObject({ status: 'submitted', scorePercent: expected.percent, passed: false, criticalFailures: 1 });
  // A submitted audit is read-only.
  await expect(question(again, 'Hand-wash station stocked').getByRole('button', { name: 'No', exact: true })).toBeDisabled();
  await expectAccessible(again);
  await shoot(again, 'audit-submitted', SHOTS);

  // 5. Head office approves; the PDF report downloads with the photo in it.
  await again.goto('/audits?tab=review');
  const row = again.locator(`[data-testid="review-row"][data-audit-id="${auditId}"]`);
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(again, 'Audit approved')).toBeVisible();
  const report = again.locator(`[data-testid="review-row"][data-audit-id="${auditId}"]`).getByRole('link', { name: /PDF report/ });
  await expect(report).toHaveAttribute('href', `/api/audits/${auditId}/report`);
  const pdf = await again.request.get(`/api/audits/${auditId}/report`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.includes(Buffer.from('/Subtype /Image'))).toBe(true);
  await shoot(again, 'audits-review', SHOTS);

  // The franchisee sees the report and the corrective action, and answers it with a photo.
  const owner = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  const franchisee = await owner.newPage();
  await signInViaApi(franchisee, 'franchisee@demo.com');
  await franchisee.goto('/franchisee/audits');
  await expect(franchisee.getByRole('heading', { level: 1, name: 'Store Audits' })).toBeVisible();
  const action = franchisee.getByTestId('action-row').filter({ hasText: chiller });
  await expect(action).toHaveAttribute('data-status', 'open');
  await expect(action).toContainText('Critical');
  await expect(franchisee.getByTestId('audit-report').first()).toBeVisible();
  await action.getByLabel('What was done').fill('Chiller serviced; it now holds 3 °C.');
  await action.getByTestId('action-photo-input').setInputFiles({ name: 'fixed.png', mimeType: 'image/png', buffer: PNG });
  await expect(action).toContainText('Photo ready');
  await expectAccessible(franchisee);
  await shoot(franchisee, 'franchisee-audits', SHOTS);
  await franchisee.setViewportSize(PHONE);
  await action.getByRole('button', { name: 'Send answer' }).click();
  await expect(toast(franchisee, 'Answer sent')).toBeVisible();
  await expect(franchisee.getByTestId('action-row').filter({ hasText: chiller })).toHaveAttribute('data-status', 'answered');
  const actionId = await franchisee.getByTestId('action-row').filter({ hasText: chiller }).getAttribute('data-action-id');

  // The auditor accepts it: closed.
  await again.goto('/audits?tab=actions');
  const answered = again.locator(`[data-testid="action-row"][data-action-id="${actionId}"]`);
  await expect(answered).toContainText('Chiller serviced');
  await expectAccessible(again);
  await answered.getByRole('button', { name: /^Accept/ }).click();
  await expect(toast(again, 'Action closed')).toBeVisible();
  const closed = await ok(await franchisee.request.get('/api/my-audits/actions?status=closed'));
  expect(closed.items.map((x: { id: string }) => x.id)).toContain(actionId);
  await franchisee.reload();
  await expect(franchisee.getByTestId('action-row').filter({ hasText: chiller })).toHaveAttribute('data-status', 'closed');
  await owner.close();
});

test("head office's audit tabs: scheduling through the form, analytics, templates", async ({ page }) => {
  test.slow();
  await signInViaApi(page, 'franchisor@demo.com');
  await page.goto('/audits?tab=schedule');
  const form = page.getByRole('form', { name: 'Schedule an audit' });
  await form.getByLabel('Store').selectOption({ index: 1 });
  await expect(form.getByLabel('Template')).toBeEnabled();
  await form.getByLabel('Template').selectOption({ index: 1 });
  await form.getByLabel('Auditor').selectOption({ index: 1 });
  await form.getByLabel('Announced').selectOption('no');
  await expectAccessible(page);
  await shoot(page, 'audits-schedule', SHOTS);
  await form.getByRole('button', { name: 'Schedule audit' }).click();
  await expect(toast(page, 'Audit scheduled')).toBeVisible();

  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Average score by month' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest score per store' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'audits-analytics', SHOTS);

  await page.getByRole('tab', { name: 'Templates' }).click();
  const editor = page.getByTestId('template-editor');
  await expect(editor).toBeVisible();
  const templateId = await page.getByLabel('Template to edit').inputValue();
  const before = await ok(await page.request.get(`/api/audits/templates/${templateId}`));
  const version = before.currentVersion;
  await expect(editor.getByTestId('template-version')).toContainText(`version ${version}`);
  const stamp = Date.now().toString(36);
  await editor.getByLabel('Question 1', { exact: true }).first().fill(`Chiller temperature (0–5 °C), checked ${stamp}`);

  // A new choice question left blank is refused in the editor, before anything is sent.
  const firstSection = editor.locator('fieldset').first();
  const asked = before.version.sections[0].questions.length;
  await firstSection.getByRole('button', { name: /^Add a question/ }).click();
  const added = firstSection.getByTestId('template-question').nth(asked);
  await added.getByLabel('Kind').selectOption('choice');
  await added.getByLabel('Choice 1').fill('');
  await editor.getByRole('button', { name: 'Save as new version' }).click();
  const problems = editor.getByRole('alert').filter({ hasText: 'Fix these before saving:' });
  await expect(problems).toContainText(`question ${asked + 1}: Question is required.`);
  await expect(problems).toContainText(`question ${asked + 1}, choice 1: Choice is required.`);
  await expect(problems.getByRole('listitem')).toHaveCount(2);

  await added.getByLabel(`Question ${asked + 1}`, { exact: true }).fill(`Menu board lit and clean (${stamp})`);
  // The list follows the draft: a fixed line leaves it at once.
  await expect(problems.getByRole('listitem')).toHaveText([
    `${before.version.sections[0].title}, question ${asked + 1}, choice 1: Choice is required.`,
  ]);
  await added.getByLabel('Choice 1').fill('Lit and clean');
  await expect(problems).toHaveCount(0);
  await added.getByLabel('Choice 2').fill('Dark or dirty');
  await added.getByLabel('Critical (fails the audit)').check();
  await expectAccessible(page);
  await shoot(page, 'audits-templates', SHOTS);
  await editor.getByRole('button', { name: 'Save as new version' }).click();
  await expect(toast(page, 'Template saved')).toBeVisible();
  await expect(editor.getByTestId('template-version')).toContainText(`version ${version + 1}`);

  // The server holds the new version as edited, and the earlier version as it was.
  const after = await ok(await page.request.get(`/api/audits/templates/${templateId}`));
  expect(after.currentVersion).toBe(version + 1);
  const saved = after.version.sections[0].questions;
  expect(saved).toHaveLength(asked + 1);
  expect(saved[0].prompt).toBe(`Chiller temperature (0–5 °C), checked ${stamp}`);
  expect(saved[asked]).toMatchObject({
    prompt: `Menu board lit and clean (${stamp})`,
    kind: 'choice',
    critical: true,
    choices: [
      { label: 'Lit and clean', passes: true },
      { label: 'Dark or dirty', passes: false },
    ],
  });
  const earlier = await ok(await page.request.get(`/api/audits/templates/${templateId}/versions/${version}`));
  expect(earlier.version.sections[0].questions).toEqual(before.version.sections[0].questions);
});
