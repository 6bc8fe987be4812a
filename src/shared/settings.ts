/** Money and ordering settings of DESIGN section 5 (centavos). The two-approver threshold is a server setting (TWO_APPROVER_THRESHOLD_PESOS). */
export const ORDER_SETTINGS = {
  vatRate: 0.12,
  shippingFeeCentavos: 200_00,
  freeShippingThresholdCentavos: 5_000_00,
} as const;

/** DESIGN §5 royalty defaults in basis points of net sales (6 % royalty, 2 % marketing fee); a location may override each. */
export const ROYALTY_SETTINGS = {
  royaltyRateBps: 600,
  marketingFeeRateBps: 200,
} as const;

export const BRANDS = [
  { slug: 'siomai-shop', name: 'Siomai Shop' },
  { slug: 'lemon-juice-stand', name: 'Lemon Juice Stand' },
  { slug: 'coffee-shop', name: 'Coffee Shop' },
  { slug: 'burger-fries', name: 'Burger & Fries' },
] as const;
