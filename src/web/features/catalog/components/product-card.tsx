import { useId, type ReactNode } from 'react';
import type { Product } from '../../../../shared/catalog.contracts';
import { formatPeso } from '../../../../shared/money';
import { categoryPathText, orderLimitsNote } from '../product-format';
import { AvailabilityBadge } from './availability-badge';
import { ProductImage } from './product-image';

/**
 * One catalogue card. The ordering controls come from the page (`orderControls`), which composes
 * the cart feature in: the catalogue itself knows nothing about carts.
 */
export function ProductCard({
  product,
  onOpen,
  orderControls,
}: {
  product: Product;
  onOpen: (product: Product) => void;
  orderControls?: ReactNode;
}) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm"
      data-testid="product-card"
    >
      <ProductImage src={product.imageUrl} className="aspect-[16/9] border-b border-border" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="truncate text-xs text-muted-foreground" title={categoryPathText(product.category)}>
          {categoryPathText(product.category)}
        </p>
        <h3 className="font-semibold leading-snug">
          <button
            type="button"
            id={nameId}
            className="text-left underline-offset-2 hover:text-primary hover:underline"
            onClick={() => onOpen(product)}
          >
            {product.name}
          </button>
        </h3>
        <p className="text-xs text-muted-foreground">SKU {product.sku}</p>
        <p>
          <span className="text-lg font-semibold tabular-nums">{formatPeso(product.priceCentavos)}</span>{' '}
          <span className="text-sm text-muted-foreground">/ {product.unit}</span>
        </p>
        <AvailabilityBadge availability={product.availability} />
        <p className="text-xs text-muted-foreground">{orderLimitsNote(product)}</p>
        {orderControls ? <div className="mt-auto pt-2">{orderControls}</div> : null}
      </div>
    </article>
  );
}
