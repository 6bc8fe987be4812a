import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { paths } from '../../../../shared/routes';
import { buttonVariants } from '../../../components/ui/button';
import { CountBadge } from '../../../components/ui/count-badge';
import { cn } from '../../../lib/cn';
import { useCartCount } from '../get-cart-count';

/** Header link to /cart with the number of lines (franchisees only; the layout decides). */
export function CartBadge() {
  const count = useCartCount().data?.count ?? 0;
  return (
    <Link
      to={paths.cart}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      data-testid="cart-badge"
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')}
    >
      <ShoppingCart aria-hidden className="size-5" />
      <CountBadge count={count} tone="primary" testId="cart-badge-count" />
    </Link>
  );
}
