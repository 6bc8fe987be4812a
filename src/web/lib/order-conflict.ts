import { isApiError } from './api-client';

/**
 * A 409 on an order action (cancel, approve, reject, process, ship, deliver) whose order moved on meanwhile.
 * The server keeps the catalogue's error shape and adds, in `details`, the order, its current status and a
 * sentence saying what happened: "This order was rejected by head office at 14:02; it can no longer be cancelled."
 */
export interface OrderConflict {
  orderId: string;
  currentStatus: string;
  reason: string;
}

export function orderConflictOf(error: unknown): OrderConflict | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const d = error.details as Partial<Record<keyof OrderConflict, unknown>> | null | undefined;
  if (!d || typeof d !== 'object') return null;
  const { orderId, currentStatus, reason } = d;
  if (typeof orderId !== 'string' || typeof currentStatus !== 'string' || typeof reason !== 'string' || !reason.trim()) return null;
  return { orderId, currentStatus, reason: reason.trim() };
}
