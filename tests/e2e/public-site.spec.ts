import type { Page } from '@playwright/test';
import { CONTACT } from '../../src/shared/constants';
import { CONTACT_TOAST } from '../../src/shared/contact.contracts';
import { CODE_MESSAGES } from '../../src/shared/errors';
import { HEAD_OFFICE, MAP_TILES } from '../../src/shared/site.contracts';
import { test, expect, expectAccessible, newEmail, shoot, signInViaApi } from './fixtures';

/**
 * Issue 16, the public site as a visitor sees it: home → a brand's microsite (its packages, FAQs, Apply with the
 * brand); the blog (category, search, a post whose body carries no script); unknown posts and brands are the
 * not-found page; the contact form (a validation error, then "Message Sent"). OpenStreetMap's tiles are blocked
 * throughout, which is also the proof that the contact page works without them.
 */

const SHOTS = { dir: process.env.E2E_SHOTS_DIR ?? '.tmp/public-site-shots', fitsWidth: true };
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

test.beforeEach(async ({ page }) => {
  await page.route(`${MAP_TILES.origin}/**`, (route) => route.abort());
});

test('a visitor goes from the home page to a brand microsite and finds its packages, FAQs and Apply', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('FranchiseHub');
  expect(await description(page)).toContain('food franchise');
  for (const name of ['Apply', 'Sign In', 'Sign Up']) await expect(main.getByRole('link', { name, exact: true })).toBeVisible();

  // Brands from the database (other specs may add one meanwhile: the count is the API's), packages A–D with their
  // inclusions, the five steps, testimonials, the footer.
  const home = (await (await page.request.get('/api/site/home')).json()) as { brands: { name: string }[] };
  expect(home.brands.map((b) => b.name)).toEqual(expect.arrayContaining(['Siomai Express']));
  await expect(page.getByTestId('brand-card')).toHaveCount(home.brands.length);
  const packages = page.getByTestId('package-card');
  await expect(packages).toHaveCount(4);
  await expect(packages.nth(0)).toContainText('₱50,000');
  await expect(packages.nth(0)).toContainText('Starter inventory');
  await expect(packages.nth(3)).toContainText('₱500,000+');
  await expect(page.getByRole('region', { name: 'How it works' }).getByRole('listitem')).toHaveText([
    /Choose Brand/,
    /Select Package/,
    /Submit Application/,
    /Attend Training/,
    /Start Selling/,
  ]);
  await expect(page.getByTestId('testimonial').first()).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(HEAD_OFFICE.address);
  await expect(footer).toContainText(HEAD_OFFICE.phone);
  await expect(footer).toContainText(HEAD_OFFICE.email);
  await expect(footer).toContainText(CONTACT.hours[0]);
  await expectAccessible(page);
  await shoot(page, 'home', SHOTS);

  await page.getByTestId('brand-card').filter({ hasText: 'Siomai Express' }).click();
  await expect(page).toHaveURL(/\/brand\/siomai-shop$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Siomai Express – Steamed fresh, served fast\. · FranchiseHub$/);
  expect(await description(page)).toContain('Steamed and fried siomai');
  // The brand's own prices from the seed: A, B and C only.
  await expect(page.getByTestId('package-price')).toHaveText(['₱50,000', '₱120,000', '₱250,000']);
  const faqs = page.getByTestId('brand-faqs');
  const firstQuestion = faqs.locator('summary').first();
  await expect(faqs.getByText(/Package A \(food cart\) starts at/)).toBeHidden();
  await firstQuestion.focus();
  await page.keyboard.press('Enter');
  await expect(faqs.getByText(/Package A \(food cart\) starts at/)).toBeVisible();
  await expect(page.getByTestId('brand-locations').getByRole('listitem').first()).toBeVisible();
  const apply = page.getByTestId('apply-brand').first();
  await expect(apply).toHaveAttribute('href', '/apply?brand=siomai-shop');
  await expectAccessible(page);
  await shoot(page, 'brand', SHOTS);

  // Another brand's prices are its own (Kape Kanto sells D from ₱750,000).
  await page.goto('/brand/coffee-shop');
  await expect(page.getByTestId('package-price')).toHaveText(['₱180,000', '₱350,000', '₱750,000+']);
});

test('a visitor reads the blog: filters by category, searches, opens a post with no script in it', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page).toHaveTitle('Blog · FranchiseHub');
  const cards = page.getByTestId('post-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText('Featured');
  await expectAccessible(page);
  await shoot(page, 'blog', SHOTS);

  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: /^Brand News/ })
    .click();
  await expect(page).toHaveURL(/category=Brand\+News/);
  await expect(page.getByTestId('blog-count')).toContainText('in Brand News');
  for (const card of await cards.all()) await expect(card).toContainText('Brand News');

  await page.getByLabel('Search posts').fill('barako');
  await expect(page).toHaveURL(/q=barako/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Kape Kanto launches its new single-origin barako blend');

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/kape-kanto-new-barako-blend$/);
  await expect(page.getByRole('heading', { level: 1, name: /Kape Kanto launches/ })).toBeVisible();
  await expect(page).toHaveTitle(/^Kape Kanto launches its new single-origin barako blend · FranchiseHub$/);
  expect(await description(page)).toContain('A darker roast from Lipa farms');
  const body = page.getByTestId('post-body');
  await expect(body.locator('p').first()).toBeVisible();
  await expect(page.locator('article script')).toHaveCount(0);
  await expect(page.locator('article [onerror], article [onclick], article a[href^="javascript:"]')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'post', SHOTS);

  // Back to the list keeps nothing of the search (the back link is the whole blog).
  await page.getByRole('link', { name: 'Back to blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByLabel('Search posts')).toHaveValue('');

  // A page past the end says so and offers the whole list.
  await page.goto('/blog?page=40');
  await expect(page.getByText('There are no posts on this page.')).toBeVisible();
  await page.getByRole('link', { name: 'Show all posts' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards.first()).toBeVisible();
});

test('an unknown post and an unknown brand are the not-found page', async ({ page }) => {
  await page.goto('/blog/no-such-post-anywhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · FranchiseHub');
  await page.goto('/brand/no-such-brand');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · FranchiseHub');
});

test('a visitor sends the contact form; the page works with the map tiles blocked', async ({ page }) => {
  let tileRequests = 0;
  page.on('request', (r) => {
    if (r.url().startsWith(MAP_TILES.origin)) tileRequests += 1;
  });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page).toHaveTitle('Contact · FranchiseHub');

  // Everything the map would say is on the page as text, with a link to the place.
  await expect(page.getByText(HEAD_OFFICE.address).first()).toBeVisible();
  await expect(page.getByTestId('business-hours')).toHaveText(/Mon-Fri 8AM-6PM.*Sat 9AM-4PM.*Sun closed/);
  await expect(page.getByRole('main').getByRole('link', { name: HEAD_OFFICE.phone })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: HEAD_OFFICE.email })).toBeVisible();
  const osm = page.getByRole('link', { name: /Open in OpenStreetMap/ });
  await expect(osm).toHaveAttribute('href', /mlat=14\.56&mlon=121\.03/);
  // The map itself still draws (its tiles fail), centred on the office.
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect.poll(() => tileRequests).toBeGreaterThan(0);
  await expectAccessible(page);
  await shoot(page, 'contact', SHOTS);

  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('First name is required.')).toBeVisible();
  await expect(form.getByLabel('First name')).toBeFocused();
  await expectAccessible(page);

  // The server's field errors land beside their fields; a refusal about no field (429) shows above the form.
  let answer: { status: number; body: unknown } | null = {
    status: 400,
    body: {
      error: { code: 'VALIDATION_ERROR', message: 'Invalid input.', details: { fieldErrors: { subject: ['Subject is too long.'] } } },
    },
  };
  await page.route('**/api/contact', async (route) => {
    if (!answer) return route.continue();
    await route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) });
  });

  await form.getByLabel('First name').fill('Ana');
  await form.getByLabel('Last name').fill('Santos');
  await form.getByLabel('Email').fill(newEmail('contact'));
  await form.getByLabel('Phone').fill('+63 917 123 4567');
  await form.getByLabel('Subject').fill('Franchise in Cebu');
  await form.getByLabel('Message').fill('Is a Siomai Express cart available for a mall in Cebu City?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Subject is too long.')).toBeVisible();
  answer = { status: 429, body: { error: { code: 'RATE_LIMITED', message: CODE_MESSAGES.RATE_LIMITED } } };
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText(CODE_MESSAGES.RATE_LIMITED);
  await expect(form.getByLabel('First name')).toHaveValue('Ana');

  answer = null;
  await form.getByRole('button', { name: 'Send Message' }).click();
  const sent = toast(page, CONTACT_TOAST.title);
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(CONTACT_TOAST.description);
  await expect(form.getByLabel('First name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
});

test('a location name reaches the brand map as text, never as markup', async ({ page, browser }) => {
  // Head office names a new location with markup in it (through the API, as an integrator or a slip could).
  const hqContext = await browser.newContext();
  const hq = await hqContext.newPage();
  await signInViaApi(hq, 'franchisor@demo.com');
  const brands = (await (await hq.request.get('/api/network/brands')).json()) as { items: { id: string; slug: string }[] };
  const brand = brands.items.find((b) => b.slug === 'lemon-juice-stand')!;
  const code = `E2E-MAP-${Date.now().toString(36).toUpperCase()}`;
  const name = `Kiosk <img src=x data-injected="1"> ${code}`;
  const created = await hq.request.post('/api/network/locations', {
    data: {
      code,
      name,
      brandId: brand.id,
      addressLine: '1 Session Road',
      city: 'Baguio City',
      province: 'Benguet',
      status: 'construction',
      // Far from the brand's other stores, so its marker stands alone at any zoom.
      latitude: 16.41,
      longitude: 120.6,
    },
  });
  expect(created.status()).toBe(201);
  const location = (await created.json()) as { id: string };
  try {
    await page.goto('/brand/lemon-juice-stand');
    const markers = page.locator('.leaflet-container path.leaflet-interactive');
    await expect(markers.first()).toBeVisible();
    // Hover each marker until the new one's tooltip shows: the name is there as written, and no element was made of it.
    const tooltip = page.locator('.leaflet-tooltip').filter({ hasText: code });
    for (let i = 0; i < (await markers.count()) && !(await tooltip.isVisible()); i++) await markers.nth(i).hover({ force: true });
    await expect(tooltip).toHaveText(`${name} (Baguio City)`);
    await expect(page.locator('[data-injected]')).toHaveCount(0);
  } finally {
    const closed = await hq.request.post(`/api/network/locations/${location.id}/status`, {
      data: { status: 'closed', note: 'E2E map check done.' },
    });
    expect(closed.status(), await closed.text()).toBe(200);
    await hqContext.close();
  }
});
