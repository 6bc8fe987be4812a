import type { LazyPage } from './route-table';

/**
 * The loaders of the public pages other than home and sign-in (route-table.ts marks them 'public-site'), in a chunk of
 * their own like signed-in-pages.ts: a loader in the entry carries its page's preload list, and the entry is in
 * /login's 110 KB. Home and sign-in keep their loaders in the entry (no extra hop on the most visited first loads).
 */
export const PUBLIC_SITE_PAGES: Record<string, LazyPage> = {
  '/signup': () => import('../pages/signup-page').then((m) => m.SignupPage),
  '/forgot-password': () => import('../pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
  '/reset-password': () => import('../pages/reset-password-page').then((m) => m.ResetPasswordPage),
  '/auth/callback': () => import('../pages/auth-callback-page').then((m) => m.AuthCallbackPage),
  '/contact': () => import('../pages/contact-page').then((m) => m.ContactPage),
  '/blog': () => import('../pages/blog-page').then((m) => m.BlogPage),
  '/blog/:id': () => import('../pages/blog-post-page').then((m) => m.BlogPostPage),
  '/brand/:brandId': () => import('../pages/brand-page').then((m) => m.BrandPage),
  '/apply': () => import('../pages/apply-page').then((m) => m.ApplyPage),
  '/test': () => import('../pages/test-dashboard-page').then((m) => m.TestDashboardPage),
};

export function loadPublicSitePage(path: string) {
  const load = PUBLIC_SITE_PAGES[path];
  if (!load) throw new Error(`No public-site page is registered for ${path}`);
  return load();
}
