import type { Product } from '../../../shared/catalog.contracts';
import { formatQuantity } from '../../../shared/units';

/** Small display rules for products, shared by cards, the detail view and the management table. */

/** "Min 5 packs · max 50 per order" under the price. */
export function orderLimitsNote(product: Pick<Product, 'minOrderQty' | 'maxOrderQty' | 'unit'>): string {
  const min = `Min ${formatQuantity(product.minOrderQty, product.unit)}`;
  return product.maxOrderQty === null ? `${min} per order` : `${min} · max ${product.maxOrderQty} per order`;
}

/** "Beverages › Coffee › Beans", or "Uncategorised". */
export function categoryPathText(category: Product['category']): string {
  if (!category) return 'Uncategorised';
  // The path may or may not end with the category itself; show it exactly once either way.
  const path = category.path.at(-1) === category.name ? category.path : [...category.path, category.name];
  return path.join(' › ');
}
