import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, expectAccessible, shoot, signInViaApi } from './fixtures';

/**
 * Issue 16, head office's side of the public site: the franchisor writes a post whose Markdown hides a script,
 * previews the server's sanitised HTML, publishes it (it is on the blog, the script never runs), unpublishes it
 * (its address is "not found"), schedules another for tomorrow (not on the blog yet), and edits a brand's
 * microsite headline. A franchisee is turned away from the management pages.
 */

const SHOTS = { dir: process.env.E2E_SHOTS_DIR ?? '.tmp/blog-management-shots', fitsWidth: true };
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const PLACEHOLDER = 'This area is being built.';

/** Whether the public page is the real one yet (the public blog and microsites are built beside this spec). */
async function isBuilt(page: Page): Promise<boolean> {
  await expect(page.locator('h1').first()).toBeVisible();
  return (await page.getByText(PLACEHOLDER).count()) === 0;
}

/**
 * A visitor's own browser: the public API answers may be cached for a minute (cache-control), so head office's
 * browser can still hold the post it just unpublished; a visitor arriving now asks the server.
 */
async function visitor(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  return context.newPage();
}

const BODY = [
  '## Opening day',
  '',
  'Serve **hot** siomai from the first hour.',
  '',
  '<script>window.__pwned=1</script>',
  '',
  '- Check the steamer',
  '- Greet every guest',
].join('\n');

test('head office writes, previews, publishes, unpublishes and schedules a blog post', async ({ browser, page }) => {
  test.slow();
  const suffix = Date.now().toString(36);
  const title = `Opening day checklist ${suffix}`;
  const slug = `opening-day-checklist-${suffix}`;
  await signInViaApi(page, 'franchisor@demo.com');

  // ---------------------------------------------------------------- the list
  await page.goto('/blog-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);

  // ---------------------------------------------------------------- a new post
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page).toHaveURL(/\/blog-management\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New blog post' })).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Title is required.')).toBeVisible();
  await expect(page.getByText('Choose a category.')).toBeVisible();

  await page.getByLabel('Title').fill(title);
  // The slug follows the title while nobody has touched it.
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByLabel('Excerpt').fill('What to check before the first customer arrives.');
  await page.getByLabel('Category').selectOption('Operations');
  await page.getByLabel('Tags').fill('Opening, checklist');
  await page.getByLabel('Body (Markdown)').fill(BODY);
  await expect(page.getByTestId('read-time')).toContainText('1 min read');
  await expectAccessible(page);
  await shoot(page, 'blog-editor-new', SHOTS);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  await expect(page).toHaveURL(/\/blog-management\/[0-9a-f-]{36}$/);
  const postUrl = page.url();
  await expect(page.getByTestId('post-status')).toContainText('Draft');

  // ---------------------------------------------------------------- the cover image: a forged one is refused first
  await page.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(page.getByText('This file is not a JPG or PNG image.')).toBeVisible();
  const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#B91C1C' } })
    .png()
    .toBuffer();
  await page.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await expect(toast(page, 'Cover image uploaded')).toBeVisible();
  await expect(page.getByTestId('cover-preview')).toBeVisible();
  await page.getByRole('button', { name: 'Remove cover' }).click();
  await expect(toast(page, 'Cover image removed')).toBeVisible();
  await expect(page.getByTestId('cover-preview')).toHaveCount(0);
  await page.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('cover-preview')).toBeVisible();

  // ---------------------------------------------------------------- the preview is the server's sanitised HTML
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByTestId('post-preview');
  await expect(preview.getByRole('heading', { name: 'Opening day' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('hot');
  await expect(preview.getByRole('listitem')).toHaveCount(2);
  await expect(preview.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expectAccessible(page);
  await shoot(page, 'blog-editor-preview', SHOTS);

  // ---------------------------------------------------------------- publish
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(toast(page, 'Post published')).toBeVisible();
  await expect(page.getByTestId('post-status')).toContainText('Published');
  await expect(page.getByRole('link', { name: 'View live post' })).toHaveAttribute('href', `/blog/${slug}`);

  const published = await page.request.get(`/api/blog/posts/${slug}`);
  expect(published.status()).toBe(200);
  const body = (await published.json()) as { html: string; tags: string[]; readMinutes: number };
  expect(body.html).toContain('Opening day');
  expect(body.html).not.toContain('<script');
  expect(body.tags).toEqual(['opening', 'checklist']);
  const listed = (await (await page.request.get(`/api/blog/posts?q=${suffix}`)).json()) as { items: { slug: string }[] };
  expect(listed.items.map((p) => p.slug)).toContain(slug);

  await page.goto('/blog');
  if (await isBuilt(page)) await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await page.goto(`/blog/${slug}`);
  if (await isBuilt(page)) {
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Opening day', exact: true })).toBeVisible();
    await expect(page.getByText('Greet every guest')).toBeVisible();
  }
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  // ---------------------------------------------------------------- unpublish: the address is "not found"
  await page.goto(postUrl);
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(toast(page, 'Post unpublished')).toBeVisible();
  await expect(page.getByTestId('post-status')).toContainText('Unpublished');
  expect((await page.request.get(`/api/blog/posts/${slug}`)).status()).toBe(404);
  const guest = await visitor(browser, page);
  await guest.goto(`/blog/${slug}`);
  if (await isBuilt(guest)) await expect(guest.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  // ---------------------------------------------------------------- a second post: the slug is taken, then scheduled
  const second = `Grand opening promos ${suffix}`;
  await page.goto('/blog-management/new');
  await page.getByLabel('Title').fill(second);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Excerpt').fill('Three promotions that fill the first weekend.');
  await page.getByLabel('Category').selectOption('Franchising Tips');
  await page.getByLabel('Body (Markdown)').fill('Give away **free** samples on the first day.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Another post already uses this slug. Choose a different one.')).toBeVisible();
  await expect(page.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Slug').fill(`grand-opening-promos-${suffix}`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  await expect(page).toHaveURL(/\/blog-management\/[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: 'Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule this post' });
  await expect(dialog.getByLabel('Time (Manila)')).toHaveValue('09:00');
  await expectAccessible(page, { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(toast(page, 'Post scheduled')).toBeVisible();
  await expect(page.getByTestId('post-status')).toContainText('Scheduled');
  await expect(page.getByTestId('post-status')).toContainText('Scheduled for');
  expect((await page.request.get(`/api/blog/posts/grand-opening-promos-${suffix}`)).status()).toBe(404);
  const notYet = (await (await page.request.get(`/api/blog/posts?q=${suffix}`)).json()) as { items: { title: string }[] };
  expect(notYet.items.map((p) => p.title)).not.toContain(second);
  await guest.goto('/blog');
  if (await isBuilt(guest)) {
    await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(guest.getByText(second)).toHaveCount(0);
  }
  await guest.context().close();

  // ---------------------------------------------------------------- the list by status
  await page.goto('/blog-management');
  await page.getByRole('tab', { name: /^Scheduled/ }).click();
  await expect(page).toHaveURL(/status=scheduled/);
  const row = page.getByTestId('post-row').filter({ hasText: second });
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-status', 'scheduled');
  await page.getByRole('tab', { name: /^Unpublished/ }).click();
  await page.getByLabel('Search posts').fill(suffix);
  await page.getByLabel('Search posts').press('Enter');
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByTestId('post-row')).toHaveCount(1);
  await expect(page.getByTestId('post-row')).toContainText(title);
  await expectAccessible(page);
  await shoot(page, 'blog-list', SHOTS);

  // ---------------------------------------------------------------- an unpublished post may be deleted
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete post' }).click();
  await expect(toast(page, 'Post deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/blog-management$/);
});

test('head office edits a brand’s microsite headline and a testimonial', async ({ page }) => {
  test.slow();
  await signInViaApi(page, 'franchisor@demo.com');
  const brands = (await (await page.request.get('/api/site/manage/brands')).json()) as { items: { slug: string; name: string }[] };
  const brand = brands.items[0];
  const headline = `Steamed fresh every morning ${Date.now().toString(36)}`;

  await page.goto('/site-content');
  await expect(page.getByRole('heading', { level: 1, name: 'Site Content' })).toBeVisible();
  await page.getByLabel('Brand', { exact: true }).selectOption({ label: brand.name });
  await expect(page.getByRole('link', { name: 'View microsite' })).toHaveAttribute('href', `/brand/${brand.slug}`);
  await expectAccessible(page);
  await shoot(page, 'site-content', SHOTS);

  // A blank headline is refused beside the field; nothing is sent.
  await page.getByLabel('Headline').fill('');
  await page.getByRole('button', { name: 'Save microsite' }).click();
  await expect(page.getByText('Headline is required.')).toBeVisible();
  await page.getByLabel('Headline').fill(headline);
  await page.getByRole('button', { name: 'Save microsite' }).click();
  await expect(toast(page, 'Microsite saved')).toBeVisible();

  const site = (await (await page.request.get(`/api/site/brands/${brand.slug}`)).json()) as { heroTitle: string };
  expect(site.heroTitle).toBe(headline);
  await page.goto(`/brand/${brand.slug}`);
  if (await isBuilt(page)) await expect(page.getByText(headline)).toBeVisible();

  // ---------------------------------------------------------------- testimonials
  const author = `Ana Reyes ${Date.now().toString(36)}`;
  await page.goto('/site-content?view=testimonials');
  await page.getByRole('button', { name: 'New testimonial' }).click();
  const dialog = page.getByRole('dialog', { name: 'New testimonial' });
  await dialog.getByRole('button', { name: 'Add testimonial' }).click();
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await dialog.getByLabel('Name').fill(author);
  await dialog.getByLabel('Title').fill(`Franchisee, ${brand.name} – Makati`);
  await dialog.getByLabel('Quote').fill('We broke even in eight months.');
  await dialog.getByLabel('Brand').selectOption({ label: brand.name });
  await expectAccessible(page, { include: '[role="dialog"]' });
  await shoot(page, 'site-content-testimonial', { dir: SHOTS.dir });
  await dialog.getByRole('button', { name: 'Add testimonial' }).click();
  await expect(toast(page, 'Testimonial added')).toBeVisible();
  const card = page.getByTestId('testimonial-row').filter({ hasText: author });
  await expect(card).toContainText('Published');
  await expectAccessible(page);
  await shoot(page, 'site-content-testimonials', SHOTS);
  await card.getByRole('button', { name: `Delete testimonial of ${author}` }).click();
  await page.getByRole('dialog', { name: 'Delete this testimonial?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Testimonial deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a franchisee is turned away from the blog and site management pages', async ({ page }) => {
  await signInViaApi(page, 'franchisee@demo.com');
  await page.goto('/blog-management');
  await expect(page).toHaveURL(/\/franchisee-dashboard$/);
  await page.goto('/site-content');
  await expect(page).toHaveURL(/\/franchisee-dashboard$/);
  expect((await page.request.get('/api/blog/manage/posts')).status()).toBe(403);
});
