import { CODE_MESSAGES, codeForStatus, httpStatusMessage, messageForCode, type ErrorCode } from '../../shared/errors';

/** The one application error type; the error handler turns it into the API error shape. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? messageForCode(code));
  }

  /** Keeps the underlying failure for the server log; it never reaches the client. */
  withCause(cause: unknown): this {
    (this as { cause?: unknown }).cause = cause;
    return this;
  }

  static validation(message: string = CODE_MESSAGES.VALIDATION_ERROR, details?: unknown) {
    return new AppError('VALIDATION_ERROR', 422, message, details);
  }
  static unauthenticated(message = httpStatusMessage(401)) {
    return new AppError('AUTHENTICATION_ERROR', 401, message);
  }
  static forbidden(message: string = CODE_MESSAGES.PERMISSION_DENIED) {
    return new AppError('PERMISSION_DENIED', 403, message);
  }
  static notFound(message: string = CODE_MESSAGES.RESOURCE_NOT_FOUND) {
    return new AppError('RESOURCE_NOT_FOUND', 404, message);
  }
  static conflict(message = httpStatusMessage(409)) {
    return new AppError('DUPLICATE_RESOURCE', 409, message);
  }
  static fromStatus(status: number, message?: string) {
    return new AppError(codeForStatus(status), status, message ?? httpStatusMessage(status));
  }
}
