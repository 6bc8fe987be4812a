import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ShoppingCart } from 'lucide-react';
import { toast } from 'sonner';
import type { Product } from '../../../../shared/catalog.contracts';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Field, useAppForm } from '../../../components/form';
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
  const navigate = useNavigate();
  const add = useAddCartLine();
  const cart = useCart();
  const outOfStock = product.availability.status === 'out_of_stock';
  const inCart = cart.data?.lines.find((l) => l.productId === product.id)?.quantity ?? 0;
  const { minOrderQty, maxOrderQty } = product;
  const limits = useMemo(() => limitsOf({ minOrderQty, maxOrderQty }), [minOrderQty, maxOrderQty]);
  // The product's limits with what the cart already holds: the rule is the product's, so it is built here.
  const schema = useMemo(
    () =>
      z.object({
        quantity: z.string().transform((text, ctx) => {
          const checked = checkQuantity(text, limits, inCart, 'add');
          if (checked.ok) return checked.quantity;
          ctx.addIssue({ code: 'custom', message: checked.message });
          return z.NEVER;
        }),
      }),
    [limits, inCart],
  );
  const form = useAppForm(schema, { quantity: String(limits.min) });
  const { field, fieldState } = useController({ control: form.control, name: 'quantity' });

  const submit = form.handleSubmit(({ quantity }) =>
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
            form.setError('quantity', {
              type: 'server',
              message: fieldErrorsOf(error).quantity?.[0] ?? errorMessage(error, 'Please check the quantity.'),
            });
            return;
          }
          toast.error('Could not add to cart', { description: errorMessage(error, 'Please try again.') });
        },
      },
    ),
  );

  return (
    <form className={cn('grid gap-1', className)} noValidate onSubmit={submit}>
      <Field
        label={`Quantity for ${product.name}`}
        hideLabel
        announceError
        errorTestId="quantity-error"
        error={fieldState.error?.message}
        className="grid gap-1"
      >
        {(aria) => (
          <div className="flex items-end gap-2">
            <Input
              {...aria}
              ref={field.ref}
              name={field.name}
              type="number"
              inputMode="numeric"
              min={limits.min}
              max={limits.max ?? QUANTITY_CEILING}
              step={1}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={outOfStock}
              className="w-20 shrink-0 text-center"
            />
            <Button type="submit" className="flex-1" disabled={outOfStock || add.isPending}>
              <ShoppingCart aria-hidden />
              {add.isPending ? 'Adding…' : 'Add to Cart'}
            </Button>
          </div>
        )}
      </Field>
    </form>
  );
}
