import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, FileDown, XCircle } from 'lucide-react';
import { paths } from '../../shared/routes';
import { Button } from '../components/ui/button';
import { CancelOrderDialog } from '../features/orders/components/cancel-order-dialog';
import { OrderLoadState } from '../features/orders/components/order-load-state';
import { SectionCard } from '../components/section-card';
import { OrderDeliverySection, OrderItemsSection } from '../features/orders/components/order-sections';
import { OrderApprovalProgress } from '../features/orders/components/order-approval-progress';
import { OrderStatusBadge } from '../components/order-status-badge';
import { OrderTimelineList } from '../features/orders/components/order-timeline-list';
import { ReorderButton } from '../features/cart/components/reorder-button';
import { formatDateTime } from '../../shared/time';
import { useOrder } from '../features/orders/get-order';
import { useSession } from '../features/auth/get-session';

/** /orders/:orderId: one order with its timeline, cancel (while pending), reorder and invoice. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const [cancelling, setCancelling] = useState(false);
  // Head office reads the same page but neither reorders nor cancels here (they have their own tools).
  const isFranchisee = useSession().data?.user?.role === 'franchisee';

  if (!order.data) {
    return (
      <section>
        <BackLink />
        <OrderLoadState error={order.isError ? order.error : null} onRetry={() => void order.refetch()} />
      </section>
    );
  }

  const o = order.data;
  return (
    <section className="grid gap-6">
      <div>
        <BackLink />
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="break-all text-2xl font-semibold tracking-tight sm:text-3xl">{o.orderNumber}</h1>
              <OrderStatusBadge status={o.status} className="text-sm" />
            </div>
            <p className="text-muted-foreground">
              Placed <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>
              {o.placedBy ? <> by {o.placedBy}</> : null} · {o.location.name}
            </p>
            <OrderApprovalProgress order={o} />
          </div>
          <div className="flex flex-wrap gap-2">
            {o.invoiceUrl ? (
              <Button asChild variant="outline">
                <a href={o.invoiceUrl} download>
                  <FileDown aria-hidden />
                  Download invoice
                </a>
              </Button>
            ) : null}
            {isFranchisee ? <ReorderButton orderId={o.id} itemCount={o.items.length} /> : null}
            {o.canCancel ? (
              <Button variant="destructive" onClick={() => setCancelling(true)}>
                <XCircle aria-hidden />
                Cancel order
              </Button>
            ) : null}
          </div>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <OrderItemsSection order={o} />
          <OrderDeliverySection order={o} />
        </div>
        <SectionCard title="Status timeline" className="content-start self-start">
          <OrderTimelineList order={o} />
        </SectionCard>
      </div>

      {o.canCancel ? <CancelOrderDialog orderId={o.id} orderNumber={o.orderNumber} open={cancelling} onOpenChange={setCancelling} /> : null}
    </section>
  );
}

function BackLink() {
  const isFranchisee = useSession().data?.user?.role === 'franchisee';
  return (
    <Link
      to={isFranchisee ? paths.orders : '/order-management'}
      className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {isFranchisee ? 'My Orders' : 'Order Management'}
    </Link>
  );
}
