import { Link, useParams } from 'react-router';
import { Bell, CheckCircle2, ClipboardCheck, Truck } from 'lucide-react';
import { paths } from '../../shared/routes';
import { formatPeso } from '../../shared/money';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { OrderLoadState } from '../features/orders/components/order-load-state';
import { SectionCard } from '../components/section-card';
import { OrderDeliverySection, OrderItemsSection } from '../features/orders/components/order-sections';
import { OrderStatusBadge } from '../components/order-status-badge';
import { formatDateTime } from '../../shared/time';
import { useOrder } from '../features/orders/get-order';

const NEXT_STEPS = [
  { icon: ClipboardCheck, text: 'Head office reviews your order and approves it (larger orders need two approvals).' },
  { icon: Bell, text: 'You will be notified when it is approved, and again when it ships and is delivered.' },
  { icon: Truck, text: 'Once approved, the warehouse prepares it and you can follow it under My Orders.' },
];

/** /order-confirmation/:orderId: shown right after placing an order. */
export function OrderConfirmationPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);

  if (!order.data) {
    return (
      <section>
        <OrderLoadState error={order.isError ? order.error : null} onRetry={() => void order.refetch()} />
      </section>
    );
  }

  const o = order.data;
  return (
    <section className="mx-auto grid max-w-4xl gap-6">
      <Card className="border-green-200">
        <CardContent className="grid justify-items-center gap-3 pt-8 text-center">
          <CheckCircle2 aria-hidden className="size-12 text-success" />
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Order placed</h1>
          <p className="text-muted-foreground">Your order number</p>
          <p
            className="break-all rounded-lg bg-muted px-4 py-2 font-mono text-xl font-semibold tracking-wide sm:text-2xl"
            data-testid="order-number"
          >
            {o.orderNumber}
          </p>
          <p className="flex flex-wrap items-center justify-center gap-2 text-sm text-muted-foreground">
            <OrderStatusBadge status={o.status} />
            <span>
              {formatPeso(o.totals.totalCentavos)} · {o.location.name} · {formatDateTime(o.createdAt)}
            </span>
          </p>
          <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
            <Button asChild>
              <Link to={paths.orderDetail(o.id)}>View order</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.productCatalog}>Continue shopping</Link>
            </Button>
          </div>
        </CardContent>
      </Card>

      <SectionCard title="What happens next">
        {o.status === 'pending_approval' ? (
          <ol className="grid gap-3">
            {NEXT_STEPS.map(({ icon: Icon, text }, i) => (
              <li key={i} className="flex items-start gap-3 text-sm">
                <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-primary">
                  <Icon aria-hidden className="size-4" />
                </span>
                <span className="pt-1.5">{text}</span>
              </li>
            ))}
          </ol>
        ) : (
          // Revisited later: the approval step is behind it, the timeline tells the rest.
          <p className="text-sm">
            This order has moved on since it was placed.{' '}
            <Link to={paths.orderDetail(o.id)} className="font-medium text-primary underline-offset-4 hover:underline">
              See its status timeline
            </Link>
          </p>
        )}
      </SectionCard>

      <OrderItemsSection order={o} />
      <OrderDeliverySection order={o} />
    </section>
  );
}
