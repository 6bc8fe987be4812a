import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { toast } from 'sonner';
import type { Product } from '../../../../shared/catalog.contracts';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useAddCartLine } from '../add-cart-line';
import { limitsOf, parseQuantityInput, QUANTITY_CEILING } from '../quantity';

type Orderable = Pick<Product, 'id' | 'name' | 'minOrderQty' | 'maxOrderQty' | 'availability'>;

/**
 * Quantity (starting at the product's minimum, kept within its limits) and "Add to Cart". The
 * server has the last word: a 422 (say, more than is available) comes back as a toast.
 */
export function AddToCart({ product, className }: { product: Orderable; className?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const add = useAddCartLine();
  const limits = limitsOf(product);
  const [text, setText] = useState(String(limits.min));
  const outOfStock = product.availability.status === 'out_of_stock';

  /** The typed quantity brought within the limits (the field shows it too); the minimum when unreadable. */
  const settle = (): number => {
    const quantity = parseQuantityInput(text, limits) ?? limits.min;
    setText(String(quantity));
    return quantity;
  };

  const submit = () => {
    const quantity = settle();
    add.mutate(
      { productId: product.id, quantity },
      {
        onSuccess: () =>
          toast.success('Added to cart', {
            description: `${quantity} × ${product.name}`,
            action: { label: 'View cart', onClick: () => void navigate(paths.cart) },
          }),
        onError: (error) => toast.error('Could not add to cart', { description: errorMessage(error, 'Please try again.') }),
      },
    );
  };

  return (
    <form
      className={cn('flex items-end gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Quantity for {product.name}
      </label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max ?? QUANTITY_CEILING}
        step={1}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={settle}
        disabled={outOfStock}
        className="w-20 shrink-0 text-center"
      />
      <Button type="submit" className="flex-1" disabled={outOfStock || add.isPending}>
        <ShoppingCart aria-hidden />
        {add.isPending ? 'Adding…' : 'Add to Cart'}
      </Button>
    </form>
  );
}
