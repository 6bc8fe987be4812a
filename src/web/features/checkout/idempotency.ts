import { isApiError } from '../../lib/api-client';
import { isRetryableError } from '../../app/query-client';

/**
 * One Idempotency-Key per checkout attempt (DESIGN 6). A double click, TanStack's automatic retry
 * and a manual retry after a lost answer all reuse the key, so the server creates one order. Only
 * an answer that says the order was *not* created (a 4xx such as 409 out of stock or 422 invalid
 * cart) ends the attempt: the user changes something and the next click is a new attempt, which
 * must not be answered with the stored refusal of the old one.
 */
export class CheckoutAttempt {
  private key: string | null = null;

  constructor(private readonly makeKey: () => string = () => crypto.randomUUID()) {}

  /** The key to send now: the open attempt's, or a new one. */
  keyForSubmit(): string {
    this.key ??= this.makeKey();
    return this.key;
  }

  /** The order exists: the next checkout is a new attempt. */
  succeeded(): void {
    this.key = null;
  }

  /** Keep the key when we can't know whether the server created the order; drop it when it refused. */
  failed(error: unknown): void {
    if (refusedForSure(error)) this.key = null;
  }

  get currentKey(): string | null {
    return this.key;
  }
}

/** A 4xx other than timeout/rate limit: the server answered and created nothing. */
export function refusedForSure(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && !isRetryableError(error);
}
