import { Link, useNavigate } from 'react-router';
import { useState } from 'react';
import type { Opening } from '../../../../shared/openings.contracts';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useFillStarterCart } from '../fill-starter-cart';

/**
 * The franchisee's starter order: an opening store may order exactly the package's starter inventory, once. The
 * button fills the cart with it and goes to the normal checkout; once placed, the order's number and status show.
 */
export function StarterOrderPanel({ opening, canOrder }: { opening: Opening; canOrder: boolean }) {
  const fill = useFillStarterCart();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const order = opening.starterOrder;
  const start = () => {
    setError(null);
    fill.mutate(
      { id: opening.id },
      {
        onSuccess: () => void navigate('/checkout'),
        onError: (e) => setError(errorMessage(e, 'The starter order could not be prepared.')),
      },
    );
  };
  return (
    <div id="starter-order" className="scroll-mt-20">
      <SectionCard title="Starter order">
        <div className="grid gap-3 text-sm" data-testid="starter-order">
          {order ? (
            <p>
              Order{' '}
              <Link to={`/orders/${order.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                {order.orderNumber}
              </Link>{' '}
              is <span className="font-medium">{order.status.replace(/_/g, ' ')}</span>. “Opening stock ordered” completes itself when it is
              delivered.
            </p>
          ) : (
            <p className="text-muted-foreground">
              Your package’s opening stock, as one order. Until the store opens, this is the only order it can place.
            </p>
          )}
          {opening.starterLines.length > 0 ? (
            <ul className="grid gap-1" aria-label="Starter inventory">
              {opening.starterLines.map((l) => (
                <li key={l.productId} className="flex justify-between gap-3">
                  <span className="min-w-0">
                    {l.name} <span className="text-xs text-muted-foreground">{l.sku}</span>
                  </span>
                  <span className="whitespace-nowrap tabular-nums">× {l.quantity}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">Head office has not set up the starter inventory for your package yet.</p>
          )}
          {canOrder && !order && opening.status === 'in_progress' && opening.starterLines.length > 0 ? (
            <Button className="w-full sm:w-fit" onClick={start} disabled={fill.isPending}>
              {fill.isPending ? 'Preparing…' : 'Order opening stock'}
            </Button>
          ) : null}
          <ErrorAlert message={error} />
        </div>
      </SectionCard>
    </div>
  );
}
