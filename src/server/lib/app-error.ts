import { CODE_MESSAGES, codeForStatus, httpStatusMessage, messageForCode, statusForCode, type ErrorCode } from '../../shared/errors';

/**
 * The one application error type; the error handler turns it into the API error shape. Build it with
 * `AppError.of(code, message?, details?)`: the status comes from STATUS_FOR_CODE in shared/errors.ts. The
 * constructor's explicit status is for the few codes listed in ERROR_STATUS_OVERRIDES only.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? messageForCode(code));
  }

  /** Seconds until a refused (429) caller may try again; sent as the Retry-After header. */
  retryAfterSeconds?: number;

  /** Sets the Retry-After header of this answer (a rate limit's time left in its window), in whole seconds, at least 1. */
  retryAfter(seconds: number): this {
    this.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
    return this;
  }

  /** Keeps the underlying failure for the server log; it never reaches the client. */
  withCause(cause: unknown): this {
    (this as { cause?: unknown }).cause = cause;
    return this;
  }

  /** An error whose status is the code's own (STATUS_FOR_CODE). */
  static of(code: ErrorCode, message?: string, details?: unknown) {
    return new AppError(code, statusForCode(code), message, details);
  }

  static validation(message: string = CODE_MESSAGES.VALIDATION_ERROR, details?: unknown) {
    return AppError.of('VALIDATION_ERROR', message, details);
  }
  static unauthenticated(message = httpStatusMessage(401)) {
    return AppError.of('AUTHENTICATION_ERROR', message);
  }
  static forbidden(message: string = CODE_MESSAGES.PERMISSION_DENIED) {
    return AppError.of('PERMISSION_DENIED', message);
  }
  static notFound(message: string = CODE_MESSAGES.RESOURCE_NOT_FOUND) {
    return AppError.of('RESOURCE_NOT_FOUND', message);
  }
  static conflict(message = httpStatusMessage(409)) {
    return AppError.of('DUPLICATE_RESOURCE', message);
  }
  static fromStatus(status: number, message?: string) {
    return new AppError(codeForStatus(status), status, message ?? httpStatusMessage(status));
  }
}
