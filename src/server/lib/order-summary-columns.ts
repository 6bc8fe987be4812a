import { sql } from 'drizzle-orm';
import { locations, orderItems, orders } from '../db/schema';

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
