/**
 * The public site's plain constants, without zod: the public layout and the pages of / and /blog import them, and
 * those must stay within 110 KB of compressed JavaScript (the contracts modules build zod schemas when loaded, which
 * would bring all of zod along). The contracts re-export them.
 */
export const SITE_API = { public: '/api/site', manage: '/api/site/manage' } as const;
export const BLOG_API = { public: '/api/blog', manage: '/api/blog/manage' } as const;
export const CONTACT_API = { public: '/api/contact', manage: '/api/contact/messages' } as const;

export const BLOG_PAGE_SIZE = 9;

/** How it works, in the order the home page shows the steps. */
export const HOW_IT_WORKS = ['Choose Brand', 'Select Package', 'Submit Application', 'Attend Training', 'Start Selling'] as const;

export { HEAD_OFFICE } from './head-office';

/** OpenStreetMap's tiles for the contact and brand maps (the page CSP's img-src allows their origin). */
export const MAP_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  origin: 'https://tile.openstreetmap.org',
  attribution: '© OpenStreetMap contributors',
} as const;

/** The spec's toast (PRODUCT-SPEC §8): title Message Sent, reply within 24 hours. */
export const CONTACT_TOAST = {
  title: 'Message Sent',
  description: 'Thank you for contacting us. We will get back to you within 24 hours.',
} as const;
