import type { ReactNode } from 'react';
import type { Product } from '../../../../shared/catalog.contracts';
import { formatPeso } from '../../../../shared/money';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { useProduct } from '../../../lib/queries/get-product';
import { categoryPathText, orderLimitsNote } from '../product-format';
import { AvailabilityBadge } from './availability-badge';
import { ProductImage } from './product-image';

/**
 * The product detail view, opened from a card's name. It starts from the card's copy and re-reads
 * the product so stock and price are current.
 */
export function ProductDetailDialog({
  product: fromList,
  onClose,
  orderControls,
}: {
  product: Product | null;
  onClose: () => void;
  orderControls?: (product: Product) => ReactNode;
}) {
  return (
    <DialogShell
      open={fromList !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={fromList?.name ?? ''}
      className="sm:max-w-2xl"
    >
      {fromList ? <ProductDetail key={fromList.id} fromList={fromList} orderControls={orderControls} /> : null}
    </DialogShell>
  );
}

function ProductDetail({ fromList, orderControls }: { fromList: Product; orderControls?: (product: Product) => ReactNode }) {
  const product = useProduct(fromList.id, fromList).data ?? fromList;
  return (
    <div className="grid gap-5 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]" data-testid="product-detail">
      <ProductImage src={product.imageUrl} className="aspect-video rounded-lg border border-border sm:aspect-square" />
      <div className="grid content-start gap-3">
        <p className="text-sm text-muted-foreground">{categoryPathText(product.category)}</p>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">SKU</dt>
          <dd>{product.sku}</dd>
          <dt className="text-muted-foreground">Unit</dt>
          <dd>{product.unit}</dd>
          {product.brands.length > 0 ? (
            <>
              <dt className="text-muted-foreground">Brands</dt>
              <dd>{product.brands.map((b) => b.name).join(', ')}</dd>
            </>
          ) : null}
        </dl>
        <p>
          <span className="text-2xl font-semibold tabular-nums">{formatPeso(product.priceCentavos)}</span>{' '}
          <span className="text-muted-foreground">/ {product.unit}</span>
        </p>
        <AvailabilityBadge availability={product.availability} />
        <p className="text-sm text-muted-foreground">{orderLimitsNote(product)}</p>
        {orderControls ? orderControls(product) : null}
      </div>
      <div className="sm:col-span-2">
        <h3 className="mb-1 text-sm font-semibold">Description</h3>
        <p className="whitespace-pre-line text-sm leading-relaxed">{product.description || 'No description yet.'}</p>
      </div>
    </div>
  );
}
