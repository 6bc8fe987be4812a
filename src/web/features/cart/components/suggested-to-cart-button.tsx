import { useId } from 'react';
import { useNavigate } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { toast } from 'sonner';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { skippedText } from './reorder-button';
import { useAddSuggestedToCart } from '../add-suggested-to-cart';

/**
 * "Add suggested to cart": the server adds every suggested quantity to this location's cart, then
 * the franchisee reviews it in /cart and checks out as usual (approval included). Disabled, with
 * the reason beside it, when nothing needs reordering.
 */
export function SuggestedToCartButton({ locationId, suggestedCount }: { locationId: string; suggestedCount: number }) {
  const id = useId();
  const add = useAddSuggestedToCart();
  const navigate = useNavigate();
  const none = suggestedCount === 0;

  const onClick = () =>
    add.mutate(locationId, {
      onSuccess: ({ skipped }) => {
        const description = skippedText(skipped);
        if (skipped.length >= suggestedCount) {
          // Nothing went in: stay here, where the reasons can be read against the table.
          toast.warning('No items could be added to your cart', { description, duration: 10_000 });
          return;
        }
        toast.success('Suggested items added to your cart', { description, duration: description ? 10_000 : undefined });
        void navigate(paths.cart);
      },
    });

  return (
    <div className="grid justify-items-start gap-1.5 sm:justify-items-end">
      <Button onClick={onClick} disabled={none || add.isPending} aria-describedby={`${id}-hint`}>
        <ShoppingCart aria-hidden />
        {add.isPending ? 'Adding to cart…' : 'Add suggested to cart'}
      </Button>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground sm:text-right">
        {none
          ? 'Nothing to reorder: every product is above its reorder point.'
          : `${suggestedCount} ${suggestedCount === 1 ? 'product' : 'products'} at the suggested quantities; you review the cart before ordering.`}
      </p>
    </div>
  );
}
