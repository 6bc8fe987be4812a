import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { toast } from 'sonner';
import type { Product } from '../../../../shared/catalog.contracts';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage, fieldErrorsOf, isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useAddCartLine } from '../add-cart-line';
import { useCart } from '../get-cart';
import { checkQuantity, limitsOf, QUANTITY_CEILING } from '../quantity';

type Orderable = Pick<Product, 'id' | 'name' | 'minOrderQty' | 'maxOrderQty' | 'availability'>;

/**
 * Quantity (starting at the product's minimum) and "Add to Cart". A quantity outside the product's limits
 * (0, −5, 2.5, empty, or more than the maximum with what the cart already holds) is refused under the field
 * with the rule, and nothing is sent. The server has the last word: its 422 is shown there too.
 */
export function AddToCart({ product, className }: { product: Orderable; className?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const add = useAddCartLine();
  const cart = useCart();
  const limits = limitsOf(product);
  const [text, setText] = useState(String(limits.min));
  const [problem, setProblem] = useState<string | null>(null);
  const outOfStock = product.availability.status === 'out_of_stock';
  const inCart = cart.data?.lines.find((l) => l.productId === product.id)?.quantity ?? 0;

  const submit = () => {
    const checked = checkQuantity(text, limits, inCart, 'add');
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    const { quantity } = checked;
    add.mutate(
      { productId: product.id, quantity },
      {
        onSuccess: () =>
          toast.success('Added to cart', {
            description: `${quantity} × ${product.name}`,
            action: { label: 'View cart', onClick: () => void navigate(paths.cart) },
          }),
        onError: (error) => {
          if (isApiError(error) && error.status === 422) {
            setProblem(fieldErrorsOf(error).quantity?.[0] ?? errorMessage(error, 'Please check the quantity.'));
            return;
          }
          toast.error('Could not add to cart', { description: errorMessage(error, 'Please try again.') });
        },
      },
    );
  };

  return (
    <form
      className={cn('grid gap-1', className)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex items-end gap-2">
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
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          disabled={outOfStock}
          className="w-20 shrink-0 text-center"
        />
        <Button type="submit" className="flex-1" disabled={outOfStock || add.isPending}>
          <ShoppingCart aria-hidden />
          {add.isPending ? 'Adding…' : 'Add to Cart'}
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive" data-testid="quantity-error">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
