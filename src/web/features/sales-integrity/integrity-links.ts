import { paths } from '../../../shared/routes';

/** Where the evidence lives: an order's page, and head office's sales review filtered to the location and days. */
export const orderLink = (orderId: string) => paths.orderDetail(orderId);
export function salesDaysLink(locationId: string, from: string, to: string): string {
  const q = new URLSearchParams({ tab: 'sales', salesLocation: locationId, salesFrom: from, salesTo: to });
  return `/financial-dashboard?${q}`;
}
export const integrityLocationLink = (locationId: string) => `/sales-integrity?location=${locationId}`;
