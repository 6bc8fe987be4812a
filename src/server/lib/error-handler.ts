import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { CODE_MESSAGES, httpStatusMessage, invalidFieldMessage, mapDatabaseCode, type ApiErrorBody } from '../../shared/errors';
import { tooBigMessage, tooLongMessage, tooSmallMessage } from '../../shared/http';
import { AppError } from './app-error';
import { databaseErrorCode } from './db-error';

export function errorBody(err: AppError): ApiErrorBody {
  return {
    error: {
      code: err.code,
      message: err.message,
      status: err.status,
      ...(err.details === undefined ? {} : { details: err.details }),
    },
  };
}

interface ZodIssueParams {
  code?: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
}

/**
 * zod's own default texts are not catalogue texts; keep the messages we wrote in the contracts (which state their
 * limits, e.g. "Full name can be at most 120 characters."). A bare zod length or range check still says its limit.
 */
export function fieldMessage(field: string, message: string, issue: ZodIssueParams = {}): string {
  const generic = issue.code === 'invalid_type' || message.startsWith('Invalid input') || message.startsWith('Too ');
  if (!generic) return message;
  const limit = issue.code === 'too_big' ? issue.maximum : issue.code === 'too_small' ? issue.minimum : undefined;
  if (typeof limit === 'number' && Number.isFinite(limit) && (issue.origin === 'string' || issue.origin === 'number')) {
    if (issue.origin === 'string')
      return issue.code === 'too_big'
        ? tooLongMessage(limit)
        : `Must be at least ${limit.toLocaleString('en-PH')} ${limit === 1 ? 'character' : 'characters'}.`;
    return issue.code === 'too_big' ? tooBigMessage(limit) : tooSmallMessage(limit);
  }
  return invalidFieldMessage(field);
}

/** Translates anything thrown in a route into the one error shape; 5xx details never leave the server. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const fe = err as FastifyError;

  if (hasZodFastifySchemaValidationErrors(fe)) {
    const fieldErrors: Record<string, string[]> = {};
    for (const v of fe.validation) {
      const issue = (v.params as { issue?: ZodIssueParams } | undefined)?.issue;
      const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'input';
      (fieldErrors[field] ??= []).push(fieldMessage(field, v.message ?? '', issue));
    }
    const first = Object.values(fieldErrors)[0]?.[0];
    return AppError.validation(first ?? CODE_MESSAGES.VALIDATION_ERROR, { fieldErrors });
  }
  if (isResponseSerializationError(fe)) return AppError.fromStatus(500);

  const dbCode = databaseErrorCode(err);
  if (dbCode) {
    const mapped = mapDatabaseCode(dbCode);
    return new AppError(mapped.code, mapped.status, CODE_MESSAGES[mapped.code], mapped.status < 500 ? { dbCode } : undefined);
  }

  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  // The router refuses a path parameter past maxParamLength (414) or a broken %-escape (400); answer without the URL.
  if (fe?.code === 'FST_ERR_MAX_PARAM_LENGTH' || fe?.code === 'FST_ERR_BAD_URL')
    return new AppError('VALIDATION_ERROR', status, httpStatusMessage(400));
  if (status === 413) return new AppError('VALIDATION_ERROR', 413, httpStatusMessage(422));
  if (
    status === 415 ||
    fe?.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
    fe?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    fe?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    (fe as { type?: string })?.type === 'entity.parse.failed'
  ) {
    return new AppError('VALIDATION_ERROR', 400, httpStatusMessage(400));
  }
  if (status >= 400 && status < 500) return AppError.fromStatus(status);
  return AppError.fromStatus(500);
}

/** Logs and sends any failure in the one error shape. */
export function sendError(err: unknown, request: FastifyRequest, reply: FastifyReply) {
  const appErr = toAppError(err);
  // Unexpected failures (and the cause behind a deliberate 5xx) get the stack; deliberate answers do not.
  const cause = err instanceof AppError ? (err as { cause?: unknown }).cause : err;
  if (appErr.status >= 500 && cause) request.log.error({ err: cause, code: appErr.code }, 'request failed');
  else if (appErr.status >= 500) request.log.warn({ code: appErr.code, status: appErr.status }, 'request answered with a server error');
  else request.log.info({ code: appErr.code, status: appErr.status }, 'request refused');
  return reply.status(appErr.status).send(errorBody(appErr));
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(sendError);
}
