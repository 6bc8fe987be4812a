import { describe, expect, it } from 'vitest';
import { BUDGETS, defaultWebDir, MAP_CHUNK, NOT_ON_PUBLIC_PAGES, readManifest, routeBytes } from '../../scripts/bundle-budget';

/**
 * Issue 12 §1 budgets: the brotli-compressed JavaScript a cold load of each route downloads, read from
 * the build's manifest (bytes, which are deterministic; times are for `npm run bench:web`).
 * Runs after `npm run build` (scripts/test.sh); BUDGET_WEB_DIR points at another build directory.
 */
const webDir = defaultWebDir();
const manifest = readManifest(webDir);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe('bundle budgets (compressed JavaScript on a cold load)', () => {
  for (const budget of BUDGETS) {
    const target = budget.target ? ` (issue target ${kb(budget.target)}, not met yet)` : '';
    it(`${budget.route} stays within ${kb(budget.maxBrotli)}${target}`, () => {
      const bytes = routeBytes(webDir, budget.chunks, manifest);
      expect(bytes.jsBrotli, `${budget.route}: ${kb(bytes.jsBrotli)} in ${bytes.files.length} files`).toBeLessThanOrEqual(budget.maxBrotli);
    });
  }

  it('the sign-in, sign-up, reset and public pages load neither the signed-in shell nor a head-office page', () => {
    const publicPages = [
      'pages/login-page.tsx',
      'pages/signup-page.tsx',
      'pages/forgot-password-page.tsx',
      'pages/reset-password-page.tsx',
      'pages/home-page.tsx',
      'pages/blog-page.tsx',
      'pages/blog-post-page.tsx',
      'pages/brand-page.tsx',
      'pages/contact-page.tsx',
    ];
    const forbidden = new Set(NOT_ON_PUBLIC_PAGES.map((key) => manifest[key]?.file));
    for (const page of publicPages) {
      const { files } = routeBytes(webDir, ['app/layouts/public-layout.tsx', page], manifest);
      expect(
        files.filter((f) => forbidden.has(f)),
        page,
      ).toEqual([]);
    }
  });

  it('public pages load the map (Leaflet) only when one is drawn, never with their first load', () => {
    const map = manifest[MAP_CHUNK]?.file;
    expect(map, MAP_CHUNK).toBeDefined();
    for (const page of ['pages/home-page.tsx', 'pages/blog-page.tsx', 'pages/contact-page.tsx', 'pages/brand-page.tsx']) {
      expect(routeBytes(webDir, ['app/layouts/public-layout.tsx', page], manifest).files, page).not.toContain(map);
    }
  });

  it('every page is its own lazy chunk, outside the entry', () => {
    const entry = routeBytes(webDir, [], manifest).files;
    for (const key of [
      'app/layouts/app-layout.tsx',
      'app/layouts/public-layout.tsx',
      'pages/login-page.tsx',
      'pages/iam-management-page.tsx',
    ]) {
      expect(manifest[key], key).toBeDefined();
      expect(entry).not.toContain(manifest[key]!.file);
    }
  });
});
