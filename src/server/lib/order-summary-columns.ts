import { sql } from 'drizzle-orm';
import { locations, orderItems, orders } from '../db/schema';
import type { OrderSummary } from '../../shared/orders.contracts';

/** What every order list selects (my orders, order management): the order, its location and how many lines it has. */
export const ORDER_SUMMARY_COLUMNS = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  totalCentavos: orders.totalCentavos,
  createdAt: orders.createdAt,
  locationId: locations.id,
  locationName: locations.name,
  itemCount: sql<number>`(select count(*)::int from ${orderItems} oi where oi.order_id = ${orders.id})`,
};

/** A row as ORDER_SUMMARY_COLUMNS selects it. */
type SummaryRow = {
  id: string;
  orderNumber: string;
  status: OrderSummary['status'];
  totalCentavos: number;
  createdAt: Date;
  locationId: string;
  locationName: string;
  itemCount: number;
};

/** A row selected with ORDER_SUMMARY_COLUMNS as the API's OrderSummary. */
export function toOrderSummary(r: SummaryRow): OrderSummary {
  return {
    id: r.id,
    orderNumber: r.orderNumber,
    status: r.status,
    location: { id: r.locationId, name: r.locationName },
    itemCount: Number(r.itemCount),
    totalCentavos: r.totalCentavos,
    createdAt: r.createdAt.toISOString(),
  };
}
