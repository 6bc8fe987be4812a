/**
 * The spec's "cart" cache family. The server keeps one cart per user and ordering location, so
 * changing location invalidates `cartKeys.all` (see ordering-location).
 */
export const cartKeys = {
  all: ['cart'] as const,
  /** The whole cart: lines with their issues, summary and canCheckout (GET /api/cart). */
  items: ['cart', 'items'] as const,
  /** Number of lines, for the header badge (GET /api/cart/count). */
  count: ['cart', 'count'] as const,
};
