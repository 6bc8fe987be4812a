import { errorMessage, isApiError } from '../../lib/api-client';

/**
 * The server's message, followed by `details.reason` when it sent one: a 409 or 422 carries the
 * catalogue's general message plus the plain-words reason ("only 4 units are not reserved").
 */
export function problemText(error: unknown, fallback: string): string {
  const message = errorMessage(error, fallback);
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return message;
  const reason = (error.details as { reason?: unknown }).reason;
  return typeof reason === 'string' && reason.trim() && reason.trim() !== message ? `${message} ${reason.trim()}` : message;
}
