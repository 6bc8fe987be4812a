/**
 * Plain copies of the public site's constants from shared/site.contracts.ts, for the pages that must load without
 * zod: that module builds its schemas at the top level, so importing even a string from it brings all of zod
 * (25 KB of brotli) into the public layout, which /login, / and /blog share (110 KB budgets). site-info.test.ts
 * holds them equal to the contract's. (Request to the lead: move these into a zod-free shared module.)
 */
export const SITE_API_PUBLIC = '/api/site';

/** How it works, in the order the home page shows the steps. */
export const HOW_IT_WORKS = ['Choose Brand', 'Select Package', 'Submit Application', 'Attend Training', 'Start Selling'] as const;

/** The spec's head-office contact details (PRODUCT-SPEC §1), shown in the footer and on /contact. */
export const HEAD_OFFICE = {
  name: 'FranchiseHub Head Office',
  address: '6780 Ayala Avenue, Makati City, 1226 Metro Manila, Philippines',
  phone: '+63 2 8812 3456',
  email: 'hello@franchisehub.ph',
} as const;
