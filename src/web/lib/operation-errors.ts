import { isApiError } from './api-client';
import { orderConflictOf } from './order-conflict';

/**
 * A refused head-office action (409) carries the catalogue's generic conflict message plus
 * `details.reason` in plain words ("Order is already rejected"). People need both: the first says
 * what to do, the second says why.
 */

export function conflictReason(error: unknown): string | null {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return null;
  const reason = (error.details as { reason?: unknown }).reason;
  return typeof reason === 'string' && reason.trim() ? reason.trim() : null;
}

export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

/** The message to show for a failed action: the server's message, then its reason when it gave one. */
export function operationErrorText(error: unknown, fallback: string): string {
  // The order moved on: the sentence saying what happened is the whole answer (the page re-reads it).
  const moved = orderConflictOf(error);
  if (moved) return moved.reason;
  const message = isApiError(error) && error.message ? error.message : fallback;
  const reason = conflictReason(error);
  return reason && !message.includes(reason) ? `${message} ${reason.endsWith('.') ? reason : `${reason}.`}` : message;
}
