import type { Page } from '@playwright/test';
import { ROUTES } from '../../src/shared/routes';
import { test, expect } from './fixtures';

/**
 * Issue 32, point 8: the franchisee's Help button covers nothing a franchisee reads or presses. It floated over the
 * bottom corner and hid order totals, quiz text and the dashboard's target progress at 375 px, "Add to Cart" on the
 * third catalogue card and "Next" on support requests at 1280 px. On every franchisee page (src/shared/routes.ts), in
 * the first screen at both widths, its box overlaps no button, link, field or figure.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/help-button-shots';

/** The franchisee's pages: those open to franchisees by role, and the signed-in pages every role has. */
const FRANCHISEE_ROUTES = ROUTES.filter(
  (r) => (r.access.kind === 'roles' && r.access.roles.includes('franchisee')) || ['/notifications', '/profile'].includes(r.path),
);

/** The first link on `listPath` whose address starts with `prefix` (a record the demo franchisee has). */
async function firstLink(page: Page, listPath: string, prefix: string): Promise<string> {
  await page.goto(listPath);
  // Lists render a table and phone cards (one of them hidden): any of its links will do.
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await link.waitFor({ state: 'attached', timeout: 15_000 });
  return (await link.getAttribute('href'))!;
}

/**
 * Opens `path` inside the running app, the way its own links do (the router follows history), instead of loading the
 * app again for each of the 44 page states: the first screen is the same, in a fraction of the time.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    if (window.location.pathname + window.location.search === to) return;
    // The page being left is marked, so that its heading is never taken for the next page's.
    for (const h of document.querySelectorAll('h1')) h.setAttribute('data-left-page', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** What the Help button's box overlaps in the first screen: interactive elements and figures, by name. */
function overlapsInFirstScreen(page: Page) {
  return page.evaluate(() => {
    const help = document.querySelector('[data-testid="help-button"]');
    if (!help) return ['(no help button)'];
    const h = help.getBoundingClientRect();
    const targets = document.querySelectorAll(
      'a[href], button, input, select, textarea, figure, [role="button"], [role="link"], [role="figure"], [role="img"], svg.recharts-surface',
    );
    const hits: string[] = [];
    for (const el of targets) {
      if (el === help || help.contains(el) || el.contains(help)) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= innerHeight) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const w = Math.min(r.right, h.right) - Math.max(r.left, h.left);
      const ht = Math.min(r.bottom, h.bottom) - Math.max(r.top, h.top);
      if (w > 0.5 && ht > 0.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
        hits.push(`${el.tagName.toLowerCase()} "${name}"`);
      }
    }
    return hits;
  });
}

test('the Help button overlaps no button, link or figure in the first screen of any franchisee page, at 375 and 1280 px', async ({
  asFranchisee: page,
}) => {
  test.setTimeout(480_000);
  const orderPath = await firstLink(page, '/orders', '/orders/');
  const orderId = orderPath.split('/').pop()!;
  const modulePath = await firstLink(page, '/franchisee-training', '/franchisee-training/modules/');
  const requestPath = await firstLink(page, '/franchisee/support-requests', '/franchisee/support-requests/');
  const concrete: Record<string, string> = {
    '/orders/:orderId': orderPath,
    '/order-confirmation/:orderId': `/order-confirmation/${orderId}`,
    '/franchisee-training/modules/:moduleId': modulePath,
    '/franchisee/support-requests/:ticketId': requestPath,
  };
  expect(FRANCHISEE_ROUTES.length).toBeGreaterThanOrEqual(19);

  const found: string[] = [];
  await page.goto('/franchisee-dashboard');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const route of FRANCHISEE_ROUTES) {
      const path = concrete[route.path] ?? route.path;
      expect(path, `no address for ${route.path}`).not.toContain(':');
      await test.step(`${path} at ${width} px`, async () => {
        await openInApp(page, path);
        await expect(page.locator('h1:not([data-left-page])').first()).toBeVisible({ timeout: 15_000 });
        await expect(page.getByTestId('help-button')).toBeVisible();
        // The first screen's data (cards, totals, charts) arrives after the heading.
        await page.waitForTimeout(400);
        await page.evaluate(() => window.scrollTo(0, 0));
        const hits = await overlapsInFirstScreen(page);
        if (hits.length > 0) {
          found.push(`${path} at ${width} px: ${hits.join(', ')}`);
          await page.screenshot({ path: `${SHOTS}/${path.replace(/\W+/g, '_')}-${width}.png` });
        }
      });
    }
  }
  await page.goto('/product-catalog');
  await expect(page.getByTestId('help-button')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/product-catalog-1280.png` });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/franchisee-dashboard');
  await expect(page.getByTestId('help-button')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/franchisee-dashboard-375.png` });
  expect(found, found.join('\n')).toEqual([]);
});
