import { test, expect, signInViaApi } from './fixtures';

/**
 * Issue 37, a Lighthouse-style installability check: the page links a web app manifest that has a name, a short name,
 * a start URL, standalone display and 192 and 512 px PNG icons (one maskable), every icon loads as a PNG of its size,
 * and after sign-in a service worker controls the page. Only the signed-in shell registers the worker.
 */
test.use({ serviceWorkers: 'allow' });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'PNG signature').toBe(true);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the manifest is linked and complete, and its icons load as PNGs of their sizes', async ({ page }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href, 'a <link rel="manifest">').toBeTruthy();
  const res = await page.request.get(new URL(href!, page.url()).toString());
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = (await res.json()) as {
    name?: string;
    short_name?: string;
    start_url?: string;
    display?: string;
    theme_color?: string;
    background_color?: string;
    icons?: Array<{ src: string; sizes: string; type?: string; purpose?: string }>;
  };
  expect(manifest.name).toBe('FranchiseHub');
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.start_url).toBe('/dashboard');
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const icons = manifest.icons ?? [];
  for (const size of ['192x192', '512x512'])
    expect(
      icons.some((i) => i.sizes === size && i.type === 'image/png'),
      size,
    ).toBe(true);
  expect(
    icons.some((i) => i.purpose?.split(' ').includes('maskable')),
    'a maskable icon',
  ).toBe(true);
  for (const icon of icons) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
    const [w, h] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body()), icon.src).toEqual({ width: w, height: h });
  }

  // The public and sign-in pages register no worker.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
});

test('after sign-in a service worker controls the page', async ({ page }) => {
  await signInViaApi(page, 'franchisee@demo.com');
  await page.goto('/franchisee-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Installed and active (its precache downloaded), then a reload is served under it.
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
  expect(scriptURL).toMatch(/\/sw\.js$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);

  // The worker is revalidated on every load, so a deploy's new one is found at once.
  const sw = await page.request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect(sw.headers()['cache-control']).toBe('no-cache');
});
