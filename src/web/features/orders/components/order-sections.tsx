import type { ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS, type OrderDetail } from '../../../../shared/ordering.contracts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { AddressSnapshot } from './address-snapshot';
import { OrderItemsTable } from './order-items-table';
import { OrderTotals } from './order-totals';

export function SectionCard({
  title,
  children,
  className,
  contentClassName,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  contentClassName?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-3">
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className={cn('p-4 pt-0 sm:p-6 sm:pt-0', contentClassName)}>{children}</CardContent>
    </Card>
  );
}

/** Items with totals: the same block on the confirmation and the detail page. */
export function OrderItemsSection({ order }: { order: OrderDetail }) {
  return (
    <SectionCard title="Items">
      <div className="grid gap-4">
        <OrderItemsTable items={order.items} />
        <div className="sm:ml-auto sm:w-72">
          <OrderTotals totals={order.totals} />
        </div>
      </div>
    </SectionCard>
  );
}

/** Where it goes, who is billed and how it will be paid (copies kept on the order). */
export function OrderDeliverySection({ order }: { order: OrderDetail }) {
  return (
    <SectionCard title="Delivery and payment">
      <div className="grid gap-5 sm:grid-cols-2">
        <AddressSnapshot title="Shipping address" address={order.shippingAddress} />
        <AddressSnapshot title="Billing address" address={order.billingAddress} showInstructions={false} />
        <div className="grid content-start gap-1">
          <h3 className="text-sm font-semibold">Payment method</h3>
          {order.paymentMethod ? (
            <p className="text-sm">
              {order.paymentMethod.label}
              {/* Cash on delivery's label is its type already. */}
              {order.paymentMethod.label !== PAYMENT_METHOD_LABELS[order.paymentMethod.type] ? (
                <span className="block text-muted-foreground">{PAYMENT_METHOD_LABELS[order.paymentMethod.type]}</span>
              ) : null}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">Not recorded.</p>
          )}
        </div>
        {order.notes ? (
          <div className="grid content-start gap-1">
            <h3 className="text-sm font-semibold">Order notes</h3>
            <p className="whitespace-pre-line break-words text-sm">{order.notes}</p>
          </div>
        ) : null}
      </div>
    </SectionCard>
  );
}
