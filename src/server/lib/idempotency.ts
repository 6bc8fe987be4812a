import { createHash } from 'node:crypto';
import { AppError } from './app-error';

/**
 * Idempotency-Key (DESIGN 4): a mutation that creates a money-bearing record, sent twice with the same key by the
 * same person, happens once and answers the same result. The key sent again with a different request is refused
 * rather than answered with the first request's result, which would hide a client's mistake.
 */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Invalid Idempotency-Key. Please check your input.',
  reused: 'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
} as const;

/** Refuses a malformed key (422); a missing one is fine (the request is then not deduplicated). */
export function checkIdempotencyKey(key: string | undefined): void {
  if (key !== undefined && !KEY_PATTERN.test(key)) throw AppError.validation(IDEMPOTENCY_MESSAGES.invalid);
}

/** A short digest of what was asked, to tell the same request from another one under the same key. */
export function requestFingerprint(request: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(request)
      .sort()
      .map((k) => [k, request[k] ?? null]),
  );
  return createHash('sha256').update(canonical).digest('base64url');
}

/** Throws the 422 when a stored fingerprint (null: recorded before fingerprints were kept) differs from this one. */
export function assertSameRequest(stored: string | null | undefined, current: string): void {
  if (stored && stored !== current) throw AppError.validation(IDEMPOTENCY_MESSAGES.reused);
}
