import { useState } from 'react';
import { useParams } from 'react-router';
import { FileDown, XCircle } from 'lucide-react';
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
import { BackLink, DocumentHeader } from './detail-header';

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
        <OrdersBackLink />
        <OrderLoadState error={order.isError ? order.error : null} onRetry={() => void order.refetch()} />
      </section>
    );
  }

  const o = order.data;
  return (
    <section className="grid gap-6">
      <div>
        <OrdersBackLink />
        <DocumentHeader
          title={o.orderNumber}
          badge={<OrderStatusBadge status={o.status} className="text-sm" />}
          actions={
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
          }
        >
          <p className="text-muted-foreground">
            Placed <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>
            {o.placedBy ? <> by {o.placedBy}</> : null} · {o.location.name}
          </p>
          <OrderApprovalProgress order={o} />
        </DocumentHeader>
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

/** Back to the franchisee's own orders, or head office's order management. */
function OrdersBackLink() {
  const isFranchisee = useSession().data?.user?.role === 'franchisee';
  return <BackLink to={isFranchisee ? paths.orders : '/order-management'}>{isFranchisee ? 'My Orders' : 'Order Management'}</BackLink>;
}
