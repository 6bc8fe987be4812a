import { asc, desc, type SQL } from 'drizzle-orm';
import { orders } from '../db/schema';
import type { OrderSort } from '../../shared/orders.contracts';

/** ORDER BY for each order-list sort; the id breaks ties so paging never repeats or skips an order. */
export const ORDER_SORT_SQL: Record<OrderSort, SQL[]> = {
  created_desc: [desc(orders.createdAt), desc(orders.id)],
  created_asc: [asc(orders.createdAt), asc(orders.id)],
  total_desc: [desc(orders.totalCentavos), desc(orders.id)],
  total_asc: [asc(orders.totalCentavos), asc(orders.id)],
  number_asc: [asc(orders.orderNumber)],
};
