import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { paths } from '../../../../shared/routes';
import { buttonVariants } from '../../../components/ui/button';
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
      {count > 0 ? (
        <span
          aria-hidden
          data-testid="cart-badge-count"
          className="absolute right-0.5 top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-[11px] font-semibold leading-none text-primary-foreground"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
