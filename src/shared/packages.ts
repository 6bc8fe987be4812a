/**
 * The franchise packages of DESIGN 5 (A Entry ₱50,000 … D Investor ₱500,000+) with what each includes. One list for
 * the contract package page, the agreement editor, upgrade requests and the public site's package cards.
 */
export const PACKAGE_CODES = ['A', 'B', 'C', 'D'] as const;
export type PackageCode = (typeof PACKAGE_CODES)[number];

export interface FranchisePackage {
  code: PackageCode;
  name: string;
  /** Franchise fee in centavos; D is "from" this amount. */
  priceCentavos: number;
  priceFrom: boolean;
  inclusions: readonly string[];
}

export const FRANCHISE_PACKAGES: Record<PackageCode, FranchisePackage> = {
  A: {
    code: 'A',
    name: 'Entry',
    priceCentavos: 5_000_000,
    priceFrom: false,
    inclusions: [
      'Franchise fee and brand licence',
      'Food cart or kiosk set-up',
      'Starter inventory',
      'Staff training for 2',
      'Opening marketing kit',
    ],
  },
  B: {
    code: 'B',
    name: 'Mid',
    priceCentavos: 12_000_000,
    priceFrom: false,
    inclusions: [
      'Everything in Entry',
      'Counter or in-line store fit-out',
      'Larger starter inventory',
      'Staff training for 4',
      'POS terminal set-up',
      'Grand opening promotion',
    ],
  },
  C: {
    code: 'C',
    name: 'Advanced',
    priceCentavos: 25_000_000,
    priceFrom: false,
    inclusions: [
      'Everything in Mid',
      'Full store design and construction supervision',
      'Staff training for 8',
      'Territory protection within the barangay',
      'Quarterly operations review',
    ],
  },
  D: {
    code: 'D',
    name: 'Investor',
    priceCentavos: 50_000_000,
    priceFrom: true,
    inclusions: [
      'Everything in Advanced',
      'Multi-unit development rights',
      'Dedicated business consultant',
      'Priority supply allocation',
      'Co-funded local marketing',
    ],
  },
};

/** "A Entry", as the pages show a package. */
export const packageLabel = (code: PackageCode) => `${code} ${FRANCHISE_PACKAGES[code].name}`;
