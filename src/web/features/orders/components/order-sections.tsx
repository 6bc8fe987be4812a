import { PAYMENT_METHOD_LABELS } from '../../../../shared/payment-methods.contracts';
import { type OrderDetail } from '../../../../shared/orders.contracts';
import { AddressSnapshot } from './address-snapshot';
import { OrderItemsTable } from './order-items-table';
import { OrderTotals } from '../../../components/order-totals';
import { SectionCard } from '../../../components/section-card';

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
