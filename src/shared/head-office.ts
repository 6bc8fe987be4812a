/**
 * The head office's contact details (PRODUCT-SPEC §1: an office in Makati), shown in every public page's footer and on
 * /contact. A module of its own: the public layout is in /login's 110 KB and needs nothing else of site-info.ts.
 */
export const HEAD_OFFICE = {
  name: 'FranchiseHub Head Office',
  address: '6780 Ayala Avenue, Makati City, 1226 Metro Manila, Philippines',
  phone: '+63 2 8812 3456',
  email: 'hello@franchisehub.ph',
} as const;
